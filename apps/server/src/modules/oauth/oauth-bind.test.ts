import { apiRoutes, OauthType, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../../test/fake-oauth/fake-providers.js";
import { finish, followToCallback, signInThrough, startSignIn } from "../../test/fake-oauth/oauth-flow.js";
import { sha256 } from "./secret-hash.js";

const site = "https://wenku.example";
const callbackPrefix = `${site}/oauth/`;

let fakes: FakeOauthProviders;
let server: TestServer;
let personCounter = 0;

/** Each test signs in as a new person of that provider. */
function newPerson(provider: string) {
  // GitHub and Gitee ids are numbers.
  const id = String(900_000 + ++personCounter);
  fakes.person[provider] = { id, name: `${provider}人${personCounter}`, avatar: `https://img.example/${id}.png`, unionid: `u-${id}` };
  return id;
}

/** Binds the provider's current person to the account behind `token`, through a binding that account starts. */
async function bindThrough(token: string, type: number) {
  const started = await startSignIn(server, type, { token, bind: true, redirect: "/me/profile" });
  const callback = await followToCallback(started.url, callbackPrefix);
  return finish(server, "/api/v1/oauth/bind", type, callback, started.cookie, token);
}

beforeAll(async () => {
  fakes = await startFakeOauthProviders();
  server = await createTestServer({ oauthTestOrigin: fakes.origin });
  await server.setSettings([
    ["system", "domain", site],
    ...["github", "gitee", "qq"].flatMap((p): Array<[string, string, string]> => [
      ["oauth", `${p}_enable`, "true"], ["oauth", `${p}_client_id`, fakeClient.id], ["oauth", `${p}_client_secret`, fakeClient.secret],
    ]),
  ]);
});

afterAll(async () => {
  await server?.close();
  await fakes?.close();
});

describe("binding identities to an account", () => {
  it("binds to the signed-in account; signing in with the identity then opens that account", async () => {
    const member = await server.registerMember();
    newPerson("github");
    const bound = await bindThrough(member.token, OauthType.github);
    expect(bound.status, bound.raw).toBe(200);
    expect(bound.body.redirect).toBe("/me/profile");
    const list = await server.call(apiRoutes.oauth.list, { token: member.token });
    expect(list.body.oauth).toEqual([expect.objectContaining({ oauth_type: OauthType.github, username: fakes.person.github.name })]);
    const signIn = await signInThrough(server, OauthType.github, callbackPrefix);
    expect(signIn.body.user.id).toBe(member.id);
  });

  it("needs a signed-in account to start a binding, and the account that started it to finish it", async () => {
    const anonymous = await server.call(apiRoutes.oauth.authorize, { body: { oauth_type: OauthType.github, bind: true } });
    expect(anonymous.status).toBe(401);
    const alice = await server.registerMember();
    const bob = await server.registerMember();
    newPerson("github");
    const started = await startSignIn(server, OauthType.github, { token: alice.token, bind: true });
    const callback = await followToCallback(started.url, callbackPrefix);
    const byBob = await finish(server, "/api/v1/oauth/bind", OauthType.github, callback, started.cookie, bob.token);
    expect(byBob.status).toBe(400);
    expect(byBob.body.message).toBe(oauthMessages.stateInvalid);
    // A binding's state cannot sign anyone in either.
    const started2 = await startSignIn(server, OauthType.github, { token: alice.token, bind: true });
    const callback2 = await followToCallback(started2.url, callbackPrefix);
    const asLogin = await finish(server, "/api/v1/oauth/login", OauthType.github, callback2, started2.cookie);
    expect(asLogin.body.message).toBe(oauthMessages.stateInvalid);
  });

  it("refuses an identity another account holds, and a second identity of the same provider", async () => {
    newPerson("gitee");
    const owner = await signInThrough(server, OauthType.gitee, callbackPrefix);
    expect(owner.status).toBe(200);
    const other = await server.registerMember();
    const taken = await bindThrough(other.token, OauthType.gitee);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(oauthMessages.boundToOther);

    newPerson("gitee");
    const second = await bindThrough(owner.body.token, OauthType.gitee);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(oauthMessages.alreadyBound);
  });
});

describe("unbinding", () => {
  it("refuses to unbind the only way into an account without a password, and allows it once another way exists", async () => {
    newPerson("github");
    const account = await signInThrough(server, OauthType.github, callbackPrefix);
    const token = account.body.token;
    const [githubBinding] = (await server.call(apiRoutes.oauth.list, { token })).body.oauth;
    const refused = await server.call(apiRoutes.oauth.unbind, { token, query: { id: githubBinding.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(oauthMessages.lastWayToSignIn);
    // No password was made for it: a password sign-in with anything fails.
    const byPassword = await server.call(apiRoutes.auth.login, { body: { username: account.body.user.username, password: "" } });
    expect(byPassword.status).toBe(400);

    newPerson("qq");
    expect((await bindThrough(token, OauthType.qq)).status).toBe(200);
    const allowed = await server.call(apiRoutes.oauth.unbind, { token, query: { id: githubBinding.id } });
    expect(allowed.status, allowed.raw).toBe(200);
    const left = (await server.call(apiRoutes.oauth.list, { token })).body.oauth;
    expect(left).toEqual([expect.objectContaining({ oauth_type: OauthType.qq })]);
    const lastOne = await server.call(apiRoutes.oauth.unbind, { token, query: { id: left[0].id } });
    expect(lastOne.body.message).toBe(oauthMessages.lastWayToSignIn);
  });

  it("lets an account with a password unbind its only identity, and no one unbind another account's", async () => {
    const member = await server.registerMember();
    newPerson("qq");
    expect((await bindThrough(member.token, OauthType.qq)).status).toBe(200);
    const [binding] = (await server.call(apiRoutes.oauth.list, { token: member.token })).body.oauth;
    const stranger = await server.registerMember();
    const notTheirs = await server.call(apiRoutes.oauth.unbind, { token: stranger.token, query: { id: binding.id } });
    expect(notTheirs.status).toBe(404);
    const res = await server.call(apiRoutes.oauth.unbind, { token: member.token, query: { id: binding.id } });
    expect(res.status).toBe(200);
    expect((await server.call(apiRoutes.oauth.list, { token: member.token })).body.oauth).toEqual([]);
  });
});

/** The accounts an identity of `type` is bound to. */
async function holdersOf(type: number, openid: string) {
  const rows = await server.ctx.db.kysely.selectFrom("user_oauth").select("user_id").where("oauth_type", "=", type).where("openid", "=", openid).execute();
  return rows.map((row) => Number(row.user_id));
}

describe("while registration is closed", () => {
  it("answers a new identity as pending; the person signs in another way and binds it with the session, in the same browser", async () => {
    await server.setSettings([["security", "enable_register", "false"]]);
    try {
      newPerson("github");
      const pending = await signInThrough(server, OauthType.github, callbackPrefix, { redirect: "/document" });
      expect(pending.status, pending.raw).toBe(200);
      expect(pending.body.token).toBeUndefined();
      expect(pending.body.oauth).toMatchObject({ oauth_type: OauthType.github, openid: fakes.person.github.id, session: expect.any(String) });
      await server.setSettings([["security", "enable_register", "true"]]);
      const existing = await server.registerMember();
      const body = { oauth_type: OauthType.github, openid: pending.body.oauth.openid, session: pending.body.oauth.session };
      const headers = { cookie: pending.cookie };
      const forged = await server.call(apiRoutes.oauth.bind, { token: existing.token, body: { ...body, session: "x".repeat(43) }, headers });
      expect(forged.body.message).toBe(oauthMessages.pendingInvalid);
      const bound = await server.call(apiRoutes.oauth.bind, { token: existing.token, body, headers });
      expect(bound.status, bound.raw).toBe(200);
      expect(bound.body.redirect).toBe("/document");
      const again = await server.call(apiRoutes.oauth.bind, { token: existing.token, body, headers });
      expect(again.body.message).toBe(oauthMessages.pendingInvalid);
      const signIn = await signInThrough(server, OauthType.github, callbackPrefix);
      expect(signIn.body.user.id).toBe(existing.id);
    } finally {
      await server.setSettings([["security", "enable_register", "true"]]);
    }
  });

  it("refuses to bind a pending identity from another browser: a link with the session binds nothing to whoever opens it", async () => {
    await server.setSettings([["security", "enable_register", "false"]]);
    try {
      newPerson("github");
      const attacker = await signInThrough(server, OauthType.github, callbackPrefix);
      expect(attacker.body.oauth).toMatchObject({ session: expect.any(String) });
      await server.setSettings([["security", "enable_register", "true"]]);
      const victim = await server.registerMember();
      const body = { oauth_type: OauthType.github, openid: attacker.body.oauth.openid, session: attacker.body.oauth.session };
      // The victim's browser: no oauth cookie at all, or its own from a sign-in it started.
      const noCookie = await server.call(apiRoutes.oauth.bind, { token: victim.token, body });
      expect(noCookie.status).toBe(400);
      expect(noCookie.body.message).toBe(oauthMessages.pendingInvalid);
      const ownCookie = (await startSignIn(server, OauthType.gitee)).cookie;
      expect(ownCookie).not.toBe(attacker.cookie);
      const otherCookie = await server.call(apiRoutes.oauth.bind, { token: victim.token, body, headers: { cookie: ownCookie } });
      expect(otherCookie.status).toBe(400);
      expect(otherCookie.body.message).toBe(oauthMessages.pendingInvalid);
      expect(await holdersOf(OauthType.github, body.openid)).toEqual([]);
      // The refusals did not spend it: the browser that signed in still binds it, to the account signed in there.
      const owner = await server.registerMember();
      const bound = await server.call(apiRoutes.oauth.bind, { token: owner.token, body, headers: { cookie: attacker.cookie } });
      expect(bound.status, bound.raw).toBe(200);
      expect(await holdersOf(OauthType.github, body.openid)).toEqual([owner.id]);
    } finally {
      await server.setSettings([["security", "enable_register", "true"]]);
    }
  });

  it("refuses a pending identity kept before pending identities named their browser", async () => {
    const session = "s".repeat(43);
    const openid = newPerson("gitee");
    await server.ctx.db.kysely
      .insertInto("oauth_pending")
      .values({ session_hash: sha256(session), oauth_type: OauthType.gitee, openid, redirect: "/me", expires_at: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    const member = await server.registerMember();
    const { cookie } = await startSignIn(server, OauthType.gitee);
    const res = await server.call(apiRoutes.oauth.bind, { token: member.token, body: { oauth_type: OauthType.gitee, openid, session }, headers: { cookie } });
    expect(res.body.message).toBe(oauthMessages.pendingInvalid);
    expect(await holdersOf(OauthType.gitee, openid)).toEqual([]);
  });
});
