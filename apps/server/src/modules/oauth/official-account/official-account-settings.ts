import type { AppContext } from "../../../context.js";

export interface OfficialAccountSettings {
  enabled: boolean;
  appId: string;
  appSecret: string;
  /** The 服务器配置 Token: signs the messages the official account sends us. */
  token: string;
}

/** The official account of the `oauth` group (officialaccount_*): scan sign-in, and the JS-SDK signature for sharing. */
export async function officialAccountSettings(ctx: AppContext): Promise<OfficialAccountSettings> {
  const group = await ctx.settings.group("oauth");
  const value = (key: string) => (group[key] ?? "").trim();
  return {
    enabled: value("officialaccount_enable") === "true",
    appId: value("officialaccount_client_id"),
    appSecret: value("officialaccount_client_secret"),
    token: value("officialaccount_token"),
  };
}

export const hasAppCredentials = (s: OfficialAccountSettings) => s.appId !== "" && s.appSecret !== "";
/** Scan sign-in needs the credentials (QR codes) and the Token (to trust the scan events). */
export const scanReady = (s: OfficialAccountSettings) => s.enabled && hasAppCredentials(s) && s.token !== "";
