import { accessTokenOf, readJson, stringField } from "./read-json.js";
import { hasCredentials, ProviderError, withQuery, type OauthProvider } from "./provider.js";

/**
 * WeChat website QR sign-in (developers.weixin.qq.com, 网站应用微信登录): the QR page open.weixin.qq.com/connect/qrconnect
 * (scope snsapi_login, `#wechat_redirect`), the token at api.weixin.qq.com/sns/oauth2/access_token (which also names
 * the openid and, for a developer account with several apps, the unionid), the profile at /sns/userinfo. Errors
 * come back as `{errcode, errmsg}` with status 200.
 */
export const wechat: OauthProvider = {
  slug: "wechat",
  configured: hasCredentials,
  authorizeUrl(io, settings, input) {
    const url = withQuery(io.url("https://open.weixin.qq.com/connect/qrconnect"), {
      appid: settings.clientId, redirect_uri: input.redirectUri, response_type: "code", scope: "snsapi_login", state: input.state,
    });
    return `${url}#wechat_redirect`;
  },
  async identify(io, settings, input) {
    const token = await readJson(io, withQuery(io.url("https://api.weixin.qq.com/sns/oauth2/access_token"), {
      appid: settings.clientId, secret: settings.clientSecret, code: input.code, grant_type: "authorization_code",
    }));
    const accessToken = accessTokenOf(token.body, "WeChat");
    const openid = stringField(token.body, "openid");
    if (!openid) throw new ProviderError("WeChat access_token answer has no openid");
    const info = await readJson(io, withQuery(io.url("https://api.weixin.qq.com/sns/userinfo"), { access_token: accessToken, openid, lang: "zh_CN" }));
    if (stringField(info.body, "errcode") && stringField(info.body, "errcode") !== "0") {
      throw new ProviderError(`WeChat sns/userinfo errcode ${stringField(info.body, "errcode")}: ${stringField(info.body, "errmsg")}`);
    }
    if (stringField(info.body, "openid") !== openid) throw new ProviderError("WeChat sns/userinfo answered for another openid");
    return {
      openid,
      unionid: stringField(info.body, "unionid") || stringField(token.body, "unionid"),
      username: stringField(info.body, "nickname"),
      avatar: stringField(info.body, "headimgurl"),
    };
  },
};
