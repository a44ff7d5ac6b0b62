import { accessTokenOf, readJson, stringField } from "./read-json.js";
import { hasCredentials, ProviderError, withQuery, type OauthProvider } from "./provider.js";

/**
 * GitHub OAuth apps (docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps): authorize with
 * state and PKCE, exchange the code at /login/oauth/access_token (JSON when asked; errors come back with status 200),
 * read the person from the REST API's GET /user. The stable id is the numeric `id`; `login` can change.
 */
export const github: OauthProvider = {
  slug: "github",
  configured: hasCredentials,
  authorizeUrl(io, settings, input) {
    return withQuery(io.url("https://github.com/login/oauth/authorize"), {
      client_id: settings.clientId,
      redirect_uri: input.redirectUri,
      scope: "read:user",
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: "S256",
      allow_signup: "true",
    });
  },
  async identify(io, settings, input) {
    const token = await readJson(io, io.url("https://github.com/login/oauth/access_token"), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.clientId, client_secret: settings.clientSecret, code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier,
      }).toString(),
    });
    const accessToken = accessTokenOf(token.body, "GitHub");
    const user = await readJson(io, io.url("https://api.github.com/user"), {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28", "user-agent": "wenku" },
    });
    const id = stringField(user.body, "id");
    if (user.status !== 200 || !id) throw new ProviderError(`GitHub /user answered ${user.status}: ${stringField(user.body, "message")}`);
    return { openid: id, unionid: "", username: stringField(user.body, "login") || stringField(user.body, "name"), avatar: stringField(user.body, "avatar_url") };
  },
};
