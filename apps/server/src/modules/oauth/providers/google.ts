import * as client from "openid-client";
import { identityFromClaims, prepare, verifiedClaims } from "./oidc-client.js";
import { hasCredentials, type OauthProvider, type ProviderIo, type ProviderSettings } from "./provider.js";

/**
 * Google sign-in, OpenID Connect (developers.google.com/identity/openid-connect/openid-connect): the endpoints of
 * accounts.google.com/.well-known/openid-configuration, authorization code with PKCE and nonce, the ID token
 * verified against www.googleapis.com/oauth2/v3/certs by openid-client. The stable id is `sub`.
 */
function googleConfig(io: ProviderIo, settings: ProviderSettings): client.Configuration {
  const metadata: client.ServerMetadata = {
    issuer: "https://accounts.google.com",
    authorization_endpoint: io.url("https://accounts.google.com/o/oauth2/v2/auth"),
    token_endpoint: io.url("https://oauth2.googleapis.com/token"),
    userinfo_endpoint: io.url("https://openidconnect.googleapis.com/v1/userinfo"),
    jwks_uri: io.url("https://www.googleapis.com/oauth2/v3/certs"),
    id_token_signing_alg_values_supported: ["RS256"],
  };
  return prepare(new client.Configuration(metadata, settings.clientId, settings.clientSecret, client.ClientSecretPost(settings.clientSecret)), io);
}

export const google: OauthProvider = {
  slug: "google",
  configured: hasCredentials,
  authorizeUrl(io, settings, input) {
    return client
      .buildAuthorizationUrl(googleConfig(io, settings), {
        response_type: "code", redirect_uri: input.redirectUri, scope: "openid email profile", state: input.state, nonce: input.nonce,
        code_challenge: input.codeChallenge, code_challenge_method: "S256",
      })
      .toString();
  },
  async identify(io, settings, input) {
    const claims = await verifiedClaims(googleConfig(io, settings), input);
    return identityFromClaims(claims.sub, claims);
  },
};
