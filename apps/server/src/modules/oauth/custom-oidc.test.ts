import { apiRoutes, OauthType, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { finish, followToCallback, signInThrough, startSignIn } from "../../test/fake-oauth/oauth-flow.js";
import { startLocalOidcProvider, type LocalOidcProvider } from "../../test/fake-oauth/oidc-provider-server.js";

const site = "https://wenku.example";
const callbackPrefix = `${site}/oauth/`;

let oidc: LocalOidcProvider;
let server: TestServer;

beforeAll(async () => {
  oidc = await startLocalOidcProvider(`${site}/oauth/custom`);
  // The custom provider's address is a setting; a plain-HTTP provider is accepted only by a test server.
  server = await createTestServer({ oauthTestOrigin: "http://127.0.0.1:9" });
  await server.setSettings([
    ["system", "domain", site],
    ["oauth", "custom_enable", "true"],
    ["oauth", "custom_name", "公司账号"],
    ["oauth", "custom_client_id", oidc.clientId],
    ["oauth", "custom_client_secret", oidc.clientSecret],
    ["oauth", "custom_issuer", oidc.issuer],
  ]);
});

afterAll(async () => {
  await server?.close();
  await oidc?.close();
});

describe("custom OpenID Connect provider (a local oidc-provider)", () => {
  it("is offered under its name once configured", async () => {
    const res = await server.call(apiRoutes.oauth.configs);
    expect(res.body.oauths).toEqual([expect.objectContaining({ type: OauthType.custom, name: "公司账号", client_id: oidc.clientId })]);
  });

  it("asks with PKCE and a nonce found through discovery", async () => {
    const { url } = await startSignIn(server, OauthType.custom);
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(`${oidc.issuer}/auth`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("nonce")).toMatch(/.{20,}/);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${site}/oauth/custom`);
  });

  it("signs in: the first time makes an account bound to issuer and subject, then signs into it", async () => {
    const first = await signInThrough(server, OauthType.custom, callbackPrefix);
    expect(first.status, first.raw).toBe(200);
    expect(first.callback.iss).toBe(oidc.issuer);
    expect(first.body.user.username).toBe("AliceOIDC");
    const row = await server.ctx.db.kysely.selectFrom("user_oauth").select(["openid", "avatar"]).where("oauth_type", "=", OauthType.custom).executeTakeFirstOrThrow();
    expect(row).toEqual({ openid: `${oidc.issuer}|alice-0001`, avatar: "https://img.example/alice.png" });
    const again = await signInThrough(server, OauthType.custom, callbackPrefix);
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("binds a second person to an existing account", async () => {
    const member = await server.registerMember();
    oidc.person = { sub: "bob-0002", name: "Bob", picture: "" };
    const started = await startSignIn(server, OauthType.custom, { token: member.token, bind: true });
    const callback = await followToCallback(started.url, callbackPrefix);
    const bound = await finish(server, "/api/v1/oauth/bind", OauthType.custom, callback, started.cookie, member.token);
    expect(bound.status, bound.raw).toBe(200);
    const signIn = await signInThrough(server, OauthType.custom, callbackPrefix);
    expect(signIn.body.user.id).toBe(member.id);
  });

  it("refuses a forged state, a replayed callback and a replayed code", async () => {
    const started = await startSignIn(server, OauthType.custom);
    const callback = await followToCallback(started.url, callbackPrefix);
    const forged = await finish(server, "/api/v1/oauth/login", OauthType.custom, { ...callback, state: "made-up" }, started.cookie);
    expect(forged.body.message).toBe(oauthMessages.stateInvalid);
    expect((await finish(server, "/api/v1/oauth/login", OauthType.custom, callback, started.cookie)).status).toBe(200);
    const replay = await finish(server, "/api/v1/oauth/login", OauthType.custom, callback, started.cookie);
    expect(replay.body.message).toBe(oauthMessages.stateInvalid);
    const fresh = await startSignIn(server, OauthType.custom, { cookie: started.cookie });
    const freshState = new URL(fresh.url).searchParams.get("state")!;
    const replayedCode = await finish(server, "/api/v1/oauth/login", OauthType.custom, { ...callback, state: freshState }, started.cookie);
    expect(replayedCode.body.message).toBe(oauthMessages.codeUsed);
  });

  it("refuses a callback whose iss names another issuer (RFC 9207)", async () => {
    const started = await startSignIn(server, OauthType.custom);
    const callback = await followToCallback(started.url, callbackPrefix);
    const res = await finish(server, "/api/v1/oauth/login", OauthType.custom, { ...callback, iss: "https://evil.example" }, started.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(oauthMessages.providerFailed("公司账号"));
  });
});
