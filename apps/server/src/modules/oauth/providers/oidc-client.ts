import * as client from "openid-client";
import { ProviderError, type CallbackInput, type Identity, type ProviderIo } from "./provider.js";

/**
 * openid-client (v6) set up for one provider: its requests go through the outbound guard, a plain-HTTP fake is
 * accepted only in tests, and the ID token's signature is checked against the provider's JWKS
 * (enableNonRepudiationChecks) besides iss, aud, exp, nonce and the PKCE exchange.
 */
export function prepare(config: client.Configuration, io: ProviderIo): client.Configuration {
  config[client.customFetch] = outboundFetch(io);
  if (io.insecure) client.allowInsecureRequests(config);
  client.enableNonRepudiationChecks(config);
  return config;
}

export function outboundFetch(io: ProviderIo): client.CustomFetch {
  return async (url, { body, headers, method, redirect, signal }) => {
    // openid-client sends forms and JSON; a streamed body would need `duplex`, and none is ever made here.
    if (body instanceof ReadableStream) throw new ProviderError("streamed request bodies are not sent");
    // undici's Response is the one Node's fetch returns; only the type packages differ.
    return (await io.fetch(url, { body, headers, method, redirect, signal })) as unknown as Response;
  };
}

/** The callback address as the provider called it: openid-client checks `state` (and `iss`) and strips them for redirect_uri. */
export function callbackUrl(input: CallbackInput): URL {
  const url = new URL(input.redirectUri);
  url.searchParams.set("code", input.code);
  url.searchParams.set("state", input.state);
  if (input.iss) url.searchParams.set("iss", input.iss);
  return url;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Signs in with the code: token exchange, ID token checks, and the claims of the verified ID token. */
export async function verifiedClaims(config: client.Configuration, input: CallbackInput): Promise<client.IDToken & Record<string, unknown>> {
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl(input), {
      pkceCodeVerifier: input.codeVerifier, expectedNonce: input.nonce, expectedState: input.state, idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderError("no ID token");
    return claims;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`OpenID Connect sign-in refused: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The person an ID token (or a userinfo answer) names. */
export function identityFromClaims(openid: string, claims: Record<string, unknown>): Identity {
  const username = text(claims.preferred_username) || text(claims.login) || text(claims.name) || text(claims.nickname) || text(claims.email).split("@")[0] || "";
  return { openid, unionid: "", username, avatar: text(claims.picture) || text(claims.avatar_url) };
}
