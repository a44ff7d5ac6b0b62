/**
 * Addresses of this site that an administrator pastes into an outside console (an OAuth app's callback, a payment
 * gateway's notification URL, a WeChat official account's server address), by the setting that switches each on.
 * The back office shows them on system.domain; the server serves them (modules/oauth, modules/payments).
 */
export interface SiteAddress {
  /** What the outside console calls the field. */
  label: string;
  path: string;
}

const oauthCallback = (slug: string): SiteAddress => ({ label: "回调地址", path: `/oauth/${slug}` });
const paymentNotification = (provider: string): SiteAddress => ({ label: "支付通知地址（notify_url）", path: `/callback/${provider}` });

export const settingSiteAddresses: Readonly<Record<string, SiteAddress>> = {
  "oauth.wechat_enable": oauthCallback("wechat"),
  "oauth.qq_enable": oauthCallback("qq"),
  "oauth.google_enable": oauthCallback("google"),
  "oauth.github_enable": oauthCallback("github"),
  "oauth.gitee_enable": oauthCallback("gitee"),
  "oauth.custom_enable": oauthCallback("custom"),
  "oauth.officialaccount_enable": { label: "服务器地址（URL）", path: "/callback/officialaccount" },
  "pay.enable_wechatpay": paymentNotification("wechatpay"),
  "pay.enable_alipay": paymentNotification("alipay"),
  "pay.enable_xunhupay": paymentNotification("xunhupay"),
};

/** The address to paste for a setting, on the site's address (system.domain); undefined for other settings. */
export function siteAddressOf(category: string, name: string): SiteAddress | undefined {
  return settingSiteAddresses[`${category}.${name}`];
}
