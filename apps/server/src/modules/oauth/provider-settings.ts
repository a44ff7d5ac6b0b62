import { oauthProviderNames, OauthType, type OauthProviderSlug } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { ProviderSettings } from "./providers/provider.js";

export interface ProviderChoice {
  slug: OauthProviderSlug;
  type: number;
  name: string;
  enabled: boolean;
  settings: ProviderSettings;
}

/** One provider's settings from the `oauth` group: `<slug>_enable`, `<slug>_client_id`, `<slug>_client_secret`, and the custom provider's addresses. */
export async function providerChoice(ctx: AppContext, slug: OauthProviderSlug): Promise<ProviderChoice> {
  const group = await ctx.settings.group("oauth");
  const value = (key: string) => (group[key] ?? "").trim();
  const settings: ProviderSettings = { clientId: value(`${slug}_client_id`), clientSecret: value(`${slug}_client_secret`) };
  if (slug === "custom") {
    settings.custom = {
      name: value("custom_name"),
      issuer: value("custom_issuer"),
      authorizeUrl: value("custom_authorize_url"),
      tokenUrl: value("custom_token_url"),
      userinfoUrl: value("custom_userinfo_url"),
      scope: value("custom_scope"),
    };
  }
  const name = slug === "custom" ? settings.custom?.name || oauthProviderNames.custom : oauthProviderNames[slug];
  return { slug, type: OauthType[slug], name, enabled: value(`${slug}_enable`) === "true", settings };
}
