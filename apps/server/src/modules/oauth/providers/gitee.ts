import { accessTokenOf, readJson, stringField } from "./read-json.js";
import { hasCredentials, ProviderError, withQuery, type OauthProvider } from "./provider.js";

/**
 * Gitee OAuth2 (gitee.com/api/v5/oauth_doc): authorize at /oauth/authorize with response_type=code, exchange the code
 * by POST /oauth/token?grant_type=authorization_code (client_secret in the form body), read GET /api/v5/user with
 * the access_token parameter. The stable id is the numeric `id`.
 */
export const gitee: OauthProvider = {
  slug: "gitee",
  configured: hasCredentials,
  authorizeUrl(io, settings, input) {
    return withQuery(io.url("https://gitee.com/oauth/authorize"), {
      client_id: settings.clientId, redirect_uri: input.redirectUri, response_type: "code", scope: "user_info", state: input.state,
    });
  },
  async identify(io, settings, input) {
    const token = await readJson(io, io.url("https://gitee.com/oauth/token"), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code", code: input.code, client_id: settings.clientId, redirect_uri: input.redirectUri, client_secret: settings.clientSecret,
      }).toString(),
    });
    const accessToken = accessTokenOf(token.body, "Gitee");
    const user = await readJson(io, withQuery(io.url("https://gitee.com/api/v5/user"), { access_token: accessToken }), { headers: { accept: "application/json" } });
    const id = stringField(user.body, "id");
    if (user.status !== 200 || !id) throw new ProviderError(`Gitee /api/v5/user answered ${user.status}: ${stringField(user.body, "message")}`);
    return { openid: id, unionid: "", username: stringField(user.body, "login") || stringField(user.body, "name"), avatar: stringField(user.body, "avatar_url") };
  },
};
