import { accessTokenOf, readJson, stringField } from "./read-json.js";
import { hasCredentials, ProviderError, withQuery, type OauthProvider } from "./provider.js";

/**
 * QQ 互联 (wiki.connect.qq.com, "使用Authorization_Code获取Access_Token" / "获取用户OpenID_OAuth2.0" / "get_user_info"):
 * authorize at graph.qq.com/oauth2.0/authorize, get the token at /oauth2.0/token (fmt=json), the openid (and unionid
 * when asked) at /oauth2.0/me — JSONP `callback( {...} );` unless fmt=json — then /user/get_user_info with
 * oauth_consumer_key = the APP ID; `ret` 0 is success.
 */
export const qq: OauthProvider = {
  slug: "qq",
  configured: hasCredentials,
  authorizeUrl(io, settings, input) {
    return withQuery(io.url("https://graph.qq.com/oauth2.0/authorize"), {
      response_type: "code", client_id: settings.clientId, redirect_uri: input.redirectUri, state: input.state, scope: "get_user_info",
    });
  },
  async identify(io, settings, input) {
    const token = await readJson(io, withQuery(io.url("https://graph.qq.com/oauth2.0/token"), {
      grant_type: "authorization_code", client_id: settings.clientId, client_secret: settings.clientSecret, code: input.code, redirect_uri: input.redirectUri,
      fmt: "json",
    }));
    const accessToken = accessTokenOf(token.body, "QQ");
    const me = await readJson(io, withQuery(io.url("https://graph.qq.com/oauth2.0/me"), { access_token: accessToken, unionid: "1", fmt: "json" }));
    const openid = stringField(me.body, "openid");
    if (!openid) throw new ProviderError(`QQ /oauth2.0/me gave no openid: ${stringField(me.body, "error")} ${stringField(me.body, "error_description")}`);
    if (stringField(me.body, "client_id") !== settings.clientId) throw new ProviderError("QQ /oauth2.0/me: the token belongs to another app");
    const info = await readJson(io, withQuery(io.url("https://graph.qq.com/user/get_user_info"), {
      access_token: accessToken, oauth_consumer_key: settings.clientId, openid,
    }));
    if (stringField(info.body, "ret") !== "0") throw new ProviderError(`QQ get_user_info ret ${stringField(info.body, "ret")}: ${stringField(info.body, "msg")}`);
    return {
      openid,
      unionid: stringField(me.body, "unionid"),
      username: stringField(info.body, "nickname"),
      avatar: stringField(info.body, "figureurl_qq_2") || stringField(info.body, "figureurl_qq_1"),
    };
  },
};
