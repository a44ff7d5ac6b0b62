import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type InteractionResults } from "oidc-provider";

export interface OidcPerson {
  sub: string;
  name: string;
  picture: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next interaction (oidc-provider asks for login, then consent; both are given at once). */
  person: OidcPerson;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` library) on 127.0.0.1, for the custom provider's tests: discovery,
 * JWKS, authorization code with PKCE required, RS256-signed ID tokens with the nonce. Its login and consent screens
 * are replaced by an interaction that signs `person` in and grants the requested scopes, as if the user had.
 */
export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "local-oidc-key", alg: "RS256", use: "sig" };
  const state: LocalOidcProvider = {
    issuer, clientId: "wenku-custom", clientSecret: "local-oidc-secret",
    person: { sub: "alice-0001", name: "Alice OIDC", picture: "https://img.example/alice.png" },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const provider = new Provider(issuer, {
    clients: [{ client_id: state.clientId, client_secret: state.clientSecret, redirect_uris: [redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["local-oidc-cookie-key"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ["sub"], profile: ["name", "preferred_username", "picture"] },
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: state.person.name, preferred_username: state.person.name, picture: state.person.picture }),
    }),
  });
  const oidc = provider.callback();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith("/interaction/")) return void oidc(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      let result: InteractionResults;
      if (details.prompt.name === "login") {
        result = { login: { accountId: state.person.sub } };
      } else {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        result = { consent: { grantId: await grant.save() } };
      }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  return state;
}
