import { apiRoutes, OauthType, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../../test/fake-oauth/fake-providers.js";
import { finish, followToCallback, signInThrough, startSignIn } from "../../test/fake-oauth/oauth-flow.js";

const site = "https://wenku.example";
const callbackPrefix = `${site}/oauth/`;
const fixed = ["github", "gitee", "qq", "wechat", "google"] as const;

let fakes: FakeOauthProviders;
let server: TestServer;

beforeAll(async () => {
  fakes = await startFakeOauthProviders();
  server = await createTestServer({ oauthTestOrigin: fakes.origin });
  await server.setSettings([
    ["system", "domain", site],
    ...fixed.flatMap((p): Array<[string, string, string]> => [
      ["oauth", `${p}_enable`, "true"], ["oauth", `${p}_client_id`, fakeClient.id], ["oauth", `${p}_client_secret`, fakeClient.secret],
    ]),
  ]);
});

afterAll(async () => {
  await server?.close();
  await fakes?.close();
});

describe("third-party sign-in against local fakes of each provider", () => {
  it("lists only providers switched on with credentials, without secrets", async () => {
    await server.setSettings([["oauth", "custom_enable", "true"], ["oauth", "custom_client_id", "x"]]);
    const res = await server.request("GET", "/api/v1/oauth/configs");
    expect(res.status).toBe(200);
    expect(res.body.oauths.map((c: { type: number }) => c.type).sort()).toEqual(fixed.map((p) => OauthType[p]).sort());
    expect(res.body.oauths[0]).toMatchObject({ client_id: fakeClient.id, enable: true });
    expect(res.body.oauths.find((c: { type: number }) => c.type === OauthType.github).redirect_url).toBe(`${site}/oauth/github`);
    expect(res.raw).not.toContain(fakeClient.secret);
    await server.setSettings([["oauth", "custom_enable", "false"]]);
  });

  it.each(fixed)("%s: the first sign-in makes an account bound to the identity; the next one signs into it", async (provider) => {
    const type = OauthType[provider];
    const first = await signInThrough(server, type, callbackPrefix);
    expect(first.status, first.raw).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    expect(first.body.redirect).toBe("/me");
    const userId = first.body.user.id;
    const bindings = await server.call(apiRoutes.oauth.list, { token: first.body.token });
    expect(bindings.body.oauth).toEqual([expect.objectContaining({ oauth_type: type, username: fakes.person[provider].name })]);
    expect(bindings.body.oauth[0].avatar).toContain(new URL(fakes.person[provider].avatar).host);

    const again = await signInThrough(server, type, callbackPrefix);
    expect(again.status, again.raw).toBe(200);
    expect(again.body.user.id).toBe(userId);
    const me = await server.call(apiRoutes.user.get, { token: again.body.token });
    expect(me.status).toBe(200);
  });

  it("keeps wechat's unionid and QQ's unionid beside the openid", async () => {
    const rows = await server.ctx.db.kysely.selectFrom("user_oauth").select(["oauth_type", "openid", "unionid"]).where("oauth_type", "in", [OauthType.qq, OauthType.wechat]).execute();
    expect(rows).toEqual(expect.arrayContaining([
      { oauth_type: OauthType.wechat, openid: fakes.person.wechat.id, unionid: fakes.person.wechat.unionid },
      { oauth_type: OauthType.qq, openid: fakes.person.qq.id, unionid: fakes.person.qq.unionid },
    ]));
  });
});

describe("the state and the code", () => {
  it("refuses a state the server never made", async () => {
    const started = await startSignIn(server, OauthType.github);
    const callback = await followToCallback(started.url, callbackPrefix);
    const forged = await finish(server, "/api/v1/oauth/login", OauthType.github, { ...callback, state: "forged-state-value" }, started.cookie);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(oauthMessages.stateInvalid);
  });

  it("refuses a state carried to another browser (no cookie, or another one)", async () => {
    const started = await startSignIn(server, OauthType.github);
    const callback = await followToCallback(started.url, callbackPrefix);
    const other = await startSignIn(server, OauthType.gitee);
    expect(other.cookie).not.toBe(started.cookie);
    expect((await finish(server, "/api/v1/oauth/login", OauthType.github, callback, "")).status).toBe(400);
    const elsewhere = await finish(server, "/api/v1/oauth/login", OauthType.github, callback, other.cookie);
    expect(elsewhere.body.message).toBe(oauthMessages.stateInvalid);
    // The state was not spent by those attempts: its own browser still signs in.
    expect((await finish(server, "/api/v1/oauth/login", OauthType.github, callback, started.cookie)).status).toBe(200);
  });

  it("refuses a state of another provider", async () => {
    const started = await startSignIn(server, OauthType.github);
    const callback = await followToCallback(started.url, callbackPrefix);
    const res = await finish(server, "/api/v1/oauth/login", OauthType.gitee, callback, started.cookie);
    expect(res.body.message).toBe(oauthMessages.stateInvalid);
  });

  it("refuses a replayed callback (same state), and a replayed code under a fresh state", async () => {
    const first = await signInThrough(server, OauthType.github, callbackPrefix);
    expect(first.status).toBe(200);
    const replay = await finish(server, "/api/v1/oauth/login", OauthType.github, first.callback, first.cookie);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(oauthMessages.stateInvalid);

    const fresh = await startSignIn(server, OauthType.github, { cookie: first.cookie });
    const freshState = new URL(fresh.url).searchParams.get("state")!;
    const replayedCode = await finish(server, "/api/v1/oauth/login", OauthType.github, { ...first.callback, state: freshState }, first.cookie);
    expect(replayedCode.status).toBe(400);
    expect(replayedCode.body.message).toBe(oauthMessages.codeUsed);
  });

  it("answers a plain message when the provider refuses the code", async () => {
    const started = await startSignIn(server, OauthType.wechat);
    const callback = await followToCallback(started.url, callbackPrefix);
    const res = await finish(server, "/api/v1/oauth/login", OauthType.wechat, { ...callback, code: "not-a-code-the-provider-issued" }, started.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(oauthMessages.providerFailed("微信"));
    expect(fakes.refusals).toContain("wechat unknown code");
  });

  it.each(["stranger-key", "wrong-nonce"] as const)("refuses a Google ID token with a %s", async (tampering) => {
    fakes.tamper.google = tampering;
    try {
      const res = await signInThrough(server, OauthType.google, callbackPrefix);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(oauthMessages.providerFailed("Google"));
    } finally {
      delete fakes.tamper.google;
    }
  });

  it("refuses providers that are off", async () => {
    const res = await server.call(apiRoutes.oauth.authorize, { body: { oauth_type: OauthType.custom } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(oauthMessages.notEnabled);
  });
});

describe("where a sign-in ends (spec §4)", () => {
  it.each([
    ["", "/me"],
    ["/document/12?page=2", "/document/12?page=2"],
    ["/oauth/github", "/me"],
    ["/OAuth/wechatmp", "/me"],
    ["//evil.example/x", "/me"],
    ["https://evil.example/", "/me"],
    ["/\\evil.example", "/me"],
  ])("redirect %j ends at %j", async (redirect, expected) => {
    const res = await signInThrough(server, OauthType.gitee, callbackPrefix, { redirect });
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe(expected);
  });
});

describe("custom provider as plain OAuth2 (no issuer)", () => {
  it("signs in through the three addresses with PKCE, the person read from the userinfo address", async () => {
    const github = (path: string) => `${fakes.origin}/${path}`;
    await server.setSettings([
      ["oauth", "custom_enable", "true"], ["oauth", "custom_client_id", fakeClient.id], ["oauth", "custom_client_secret", fakeClient.secret],
      ["oauth", "custom_issuer", ""], ["oauth", "custom_scope", "read:user"],
      ["oauth", "custom_authorize_url", github("github.com/login/oauth/authorize")],
      ["oauth", "custom_token_url", github("github.com/login/oauth/access_token")],
      ["oauth", "custom_userinfo_url", github("api.github.com/user")],
    ]);
    try {
      const res = await signInThrough(server, OauthType.custom, callbackPrefix);
      expect(res.status, res.raw).toBe(200);
      const row = await server.ctx.db.kysely.selectFrom("user_oauth").select("openid").where("user_id", "=", res.body.user.id).executeTakeFirstOrThrow();
      expect(row.openid).toBe(`${fakes.origin}|${fakes.person.github.id}`);
    } finally {
      await server.setSettings([["oauth", "custom_enable", "false"]]);
    }
  });
});
