import * as client from "openid-client";
import { identityFromClaims, outboundFetch, prepare, verifiedClaims } from "./oidc-client.js";
import { readJson, stringField } from "./read-json.js";
import { ProviderError, type CallbackInput, type CustomProviderSettings, type OauthProvider, type ProviderIo, type ProviderSettings } from "./provider.js";

/**
 * The administrator's own provider. With an issuer: OpenID Connect through discovery
 * (<issuer>/.well-known/openid-configuration), PKCE, nonce and a verified ID token (openid-client). Without one:
 * plain OAuth2 with PKCE at the three addresses given, the person read from the userinfo address (`sub` or `id`).
 * The id kept is prefixed with the issuer (or the userinfo origin), so that another provider's same id is another person.
 */
const customOf = (settings: ProviderSettings): CustomProviderSettings => {
  if (!settings.custom) throw new ProviderError("custom provider settings missing");
  return settings.custom;
};

async function oidcConfig(io: ProviderIo, settings: ProviderSettings, custom: CustomProviderSettings): Promise<client.Configuration> {
  let config: client.Configuration;
  try {
    config = await client.discovery(new URL(custom.issuer), settings.clientId, settings.clientSecret, undefined, {
      [client.customFetch]: outboundFetch(io),
      execute: io.insecure ? [client.allowInsecureRequests] : [],
    });
  } catch (error) {
    throw new ProviderError(`OpenID Connect discovery of ${custom.issuer} failed`, { cause: error });
  }
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  const auth = !methods || methods.includes("client_secret_basic") ? client.ClientSecretBasic(settings.clientSecret) : client.ClientSecretPost(settings.clientSecret);
  return prepare(new client.Configuration(config.serverMetadata(), settings.clientId, settings.clientSecret, auth), io);
}

function oauth2Config(io: ProviderIo, settings: ProviderSettings, custom: CustomProviderSettings): client.Configuration {
  const metadata: client.ServerMetadata = {
    issuer: new URL(custom.authorizeUrl).origin, authorization_endpoint: custom.authorizeUrl, token_endpoint: custom.tokenUrl,
  };
  return prepare(new client.Configuration(metadata, settings.clientId, settings.clientSecret, client.ClientSecretPost(settings.clientSecret)), io);
}

async function oauth2Identity(io: ProviderIo, settings: ProviderSettings, custom: CustomProviderSettings, input: CallbackInput) {
  let accessToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(oauth2Config(io, settings, custom), new URL(`${input.redirectUri}?${new URLSearchParams({ code: input.code, state: input.state })}`), {
      pkceCodeVerifier: input.codeVerifier, expectedState: input.state,
    });
    accessToken = tokens.access_token;
  } catch (error) {
    throw new ProviderError(`OAuth2 token exchange refused: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const info = await readJson(io, custom.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } });
  const id = stringField(info.body, "sub") || stringField(info.body, "id");
  if (info.status !== 200 || !id) throw new ProviderError(`userinfo answered ${info.status} without sub or id`);
  return identityFromClaims(`${new URL(custom.userinfoUrl).origin}|${id}`, info.body);
}

export const custom: OauthProvider = {
  slug: "custom",
  configured(settings) {
    const c = settings.custom;
    if (!c || !settings.clientId.trim() || !settings.clientSecret.trim()) return false;
    return c.issuer.trim() !== "" || (c.authorizeUrl.trim() !== "" && c.tokenUrl.trim() !== "" && c.userinfoUrl.trim() !== "");
  },
  async authorizeUrl(io, settings, input) {
    const c = customOf(settings);
    const oidc = c.issuer.trim() !== "";
    const config = oidc ? await oidcConfig(io, settings, c) : oauth2Config(io, settings, c);
    const params: Record<string, string> = {
      response_type: "code", redirect_uri: input.redirectUri, scope: c.scope.trim() || (oidc ? "openid" : ""), state: input.state,
      code_challenge: input.codeChallenge, code_challenge_method: "S256",
    };
    if (oidc) params.nonce = input.nonce;
    return client.buildAuthorizationUrl(config, params).toString();
  },
  async identify(io, settings, input) {
    const c = customOf(settings);
    if (!c.issuer.trim()) return oauth2Identity(io, settings, c, input);
    const claims = await verifiedClaims(await oidcConfig(io, settings, c), input);
    return identityFromClaims(`${claims.iss}|${claims.sub}`, claims);
  },
};
