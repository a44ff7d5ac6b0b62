import { password, text, toggle, type SettingDefinition, type SettingGroup } from "./types.js";

/** The fixed providers, in the back office's tab order (domain-reference §6: oauthWechat, oauthQQ, oauthGoogle, oauthGithub, oauthGitee). */
const fixedProviders = [
  { key: "wechat", name: "微信", id: "AppID", secret: "AppSecret", help: "微信开放平台「网站应用」的 AppID，扫码登录" },
  { key: "qq", name: "QQ", id: "APP ID", secret: "APP Key", help: "QQ 互联网站应用的 APP ID" },
  { key: "google", name: "Google", id: "Client ID", secret: "Client Secret", help: "Google Cloud 控制台 OAuth 客户端（Web 应用）" },
  { key: "github", name: "GitHub", id: "Client ID", secret: "Client Secret", help: "GitHub → Settings → Developer settings → OAuth Apps" },
  { key: "gitee", name: "Gitee", id: "Client ID", secret: "Client Secret", help: "Gitee → 设置 → 第三方应用" },
] as const;

function providerFields(p: (typeof fixedProviders)[number]): SettingDefinition[] {
  const inTab = (sectionLabel: string) => ({ section: p.name, sectionLabel });
  return [
    toggle(`${p.key}_enable`, `启用${p.name}登录`, false, inTab("启用")),
    text(`${p.key}_client_id`, `${p.name} ${p.id}`, "", { ...inTab(p.id), help: p.help }),
    password(`${p.key}_client_secret`, `${p.name} ${p.secret}`, inTab(p.secret)),
  ];
}

const inOfficialAccount = (sectionLabel: string) => ({ section: "微信公众号", sectionLabel });
const inCustom = (sectionLabel: string) => ({ section: "自定义 OAuth2 / OIDC", sectionLabel });

/** Third-party sign-in (modules/oauth): a provider shows its button once it is enabled and has its credentials. */
export const oauthGroup: SettingGroup = {
  category: "oauth",
  title: "第三方登录配置",
  fields: [
    ...fixedProviders.slice(0, 1).flatMap(providerFields),
    toggle("officialaccount_enable", "启用微信公众号扫码登录", false, {
      ...inOfficialAccount("启用"), help: "网页显示公众号带参数二维码，用户扫码（关注）后公众号回复确认链接，在手机上确认后登录；公众号后台「服务器配置」的消息加解密方式选择明文模式或兼容模式",
    }),
    text("officialaccount_client_id", "公众号 AppID", "", { ...inOfficialAccount("AppID"), help: "已认证的服务号；也用于微信内分享（JS-SDK 签名）" }),
    password("officialaccount_client_secret", "公众号 AppSecret", inOfficialAccount("AppSecret")),
    password("officialaccount_token", "公众号服务器配置 Token", { ...inOfficialAccount("Token"), help: "与公众号后台「服务器配置」中的 Token 一致，用于校验消息签名" }),
    ...fixedProviders.slice(1).flatMap(providerFields),
    toggle("custom_enable", "启用自定义登录", false, inCustom("启用")),
    text("custom_name", "自定义登录按钮名称", "自定义登录", inCustom("按钮名称")),
    text("custom_client_id", "自定义登录 Client ID", "", inCustom("Client ID")),
    password("custom_client_secret", "自定义登录 Client Secret", inCustom("Client Secret")),
    text("custom_issuer", "OpenID Connect Issuer", "", {
      ...inCustom("OpenID Connect Issuer"), format: "url",
      help: "填写后从 <Issuer>/.well-known/openid-configuration 自动发现端点，并校验 ID Token 签名；留空则使用下面三个 OAuth2 地址",
    }),
    text("custom_authorize_url", "OAuth2 授权地址", "", { ...inCustom("授权地址"), format: "url" }),
    text("custom_token_url", "OAuth2 令牌地址", "", { ...inCustom("令牌地址"), format: "url" }),
    text("custom_userinfo_url", "OAuth2 用户信息地址", "", {
      ...inCustom("用户信息地址"), format: "url", help: "返回 JSON，用户标识取 sub 或 id，名称取 preferred_username、login、name 或 nickname",
    }),
    text("custom_scope", "授权范围（scope）", "openid profile email", inCustom("授权范围（scope）")),
  ],
};
