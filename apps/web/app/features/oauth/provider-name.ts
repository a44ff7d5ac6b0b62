import { OauthType, oauthProviderNames, oauthSlugOf } from "@wenku/contract";
import { zh } from "../../locales/zh-CN";

/** A provider's name for people: the browser providers', WeChat's official account and mini-program, else its number. */
export function oauthProviderName(type: number): string {
  const slug = oauthSlugOf(type);
  if (slug) return oauthProviderNames[slug];
  if (type === OauthType.officialaccount) return zh.oauth.officialAccountName;
  if (type === OauthType.miniprogram) return zh.oauth.miniprogramName;
  return String(type);
}
