import { OauthType, oauthProviderSlugs, type OauthConfig } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { siteOrigin } from "../settings/site-origin.js";
import { callbackAddress } from "./enabled-provider.js";
import { officialAccountSettings, scanReady } from "./official-account/official-account-settings.js";
import { providerChoice } from "./provider-settings.js";
import { oauthProviders } from "./providers/index.js";

/**
 * The providers switched on with complete settings, for the sign-in buttons (OauthConfig: no secret). The official
 * account and the mini-program sign in by scanning at /oauth/wechatmp (?via= picks one when both are set up).
 */
export async function listOauthConfigs(ctx: AppContext, requestOrigin: string): Promise<OauthConfig[]> {
  const origin = await siteOrigin(ctx, requestOrigin);
  const configs: OauthConfig[] = [];
  for (const slug of oauthProviderSlugs) {
    const choice = await providerChoice(ctx, slug);
    if (!choice.enabled || !oauthProviders[slug].configured(choice.settings)) continue;
    configs.push({
      type: choice.type, oauth_type: choice.type, name: choice.name, client_id: choice.settings.clientId, redirect_url: callbackAddress(origin, slug), enable: true,
    });
  }
  const account = await officialAccountSettings(ctx);
  if (scanReady(account)) {
    const type = OauthType.officialaccount;
    configs.push({ type, oauth_type: type, name: "微信公众号", client_id: account.appId, redirect_url: `${origin}/oauth/wechatmp?via=officialaccount`, enable: true });
  }
  const miniprogramAppId = await miniprogramScanAppId(ctx);
  if (miniprogramAppId) {
    const type = OauthType.miniprogram;
    configs.push({ type, oauth_type: type, name: "微信小程序", client_id: miniprogramAppId, redirect_url: `${origin}/oauth/wechatmp?via=miniprogram`, enable: true });
  }
  return configs;
}

/**
 * The mini-program's AppID when its credentials are set (the web then offers its code to scan). Read from the
 * `miniprogram` settings group here: the miniprogram module builds on this one, not the other way round.
 */
async function miniprogramScanAppId(ctx: AppContext): Promise<string> {
  const group = await ctx.settings.group("miniprogram");
  const appId = (group.appid ?? "").trim();
  return appId && (group.secret ?? "").trim() ? appId : "";
}
