import { OauthType, SECRET_MASK, miniprogramMessages, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { startFakeWechatApi, type FakeWechatApi } from "../../test/fake-wechat/fake-wechat-api.js";

let wechat: FakeWechatApi;
let t: TestServer;
const login = (code: string) => t.request("POST", "/api/v1/oauth/wechatmp/login", { body: { code } });

beforeAll(async () => {
  wechat = await startFakeWechatApi();
  t = await createTestServer({ oauthTestOrigin: wechat.origin });
});

afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

describe("/admin/config/miniprogram", () => {
  it("lists the mini-program group to administrators, the AppSecret masked", async () => {
    const admin = await t.adminToken();
    const put = await t.request("PUT", "/api/v1/config", {
      token: admin,
      body: { config: [{ category: "miniprogram", name: "appid", value: wechat.appId }, { category: "miniprogram", name: "secret", value: wechat.secret }] },
    });
    expect(put.status, put.raw).toBe(200);
    const list = await t.request("GET", "/api/v1/config/list", { token: admin, query: { category: ["miniprogram"] } });
    const rows = list.body.config as Array<{ name: string; value: string }>;
    expect(rows.map((r) => r.name).sort()).toEqual(["appid", "rewarded_adunit_id", "rewarded_credit", "rewarded_times", "secret"]);
    expect(rows.find((r) => r.name === "secret")?.value).toBe(SECRET_MASK);
    expect(list.raw).not.toContain(wechat.secret);
    expect(rows.find((r) => r.name === "appid")?.value).toBe(wechat.appId);
  });
});

describe("POST /api/v1/oauth/wechatmp/login", () => {
  it("signs in with a wx.login code: the first time an account bound to the openid, then the same account", async () => {
    const first = await login(wechat.loginCode("oMP_openid_1", "union_1"));
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toMatchObject({ token: expect.any(String), user: { id: expect.any(Number), username: expect.stringMatching(/^微信用户/) } });
    const userId = first.body.user.id as number;
    const me = await t.request("GET", "/api/v1/user", { token: first.body.token });
    expect(me.body.id).toBe(userId);

    const again = await login(wechat.loginCode("oMP_openid_1", "union_1"));
    expect(again.body.user.id).toBe(userId);
    const rows = await t.ctx.db.kysely.selectFrom("user_oauth").select(["oauth_type", "openid", "unionid"]).where("user_id", "=", userId).execute();
    expect(rows).toEqual([{ oauth_type: OauthType.miniprogram, openid: "oMP_openid_1", unionid: "union_1" }]);
  });

  it("refuses a code twice, an unknown code, and an empty one", async () => {
    const code = wechat.loginCode("oMP_openid_2");
    expect((await login(code)).status).toBe(200);
    const replay = await login(code);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(oauthMessages.codeUsed);
    const unknown = await login("not-a-code-wechat-gave");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(miniprogramMessages.loginFailed);
    const empty = await login("");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(miniprogramMessages.codeRequired);
  });

  it("answers the identity as pending while registration is closed, bound after signing in by a call with the login's cookie", async () => {
    const member = await t.registerMember();
    await t.setSettings([["security", "enable_register", "false"]]);
    try {
      const res = await login(wechat.loginCode("oMP_openid_pending"));
      expect(res.status, res.raw).toBe(200);
      expect(res.body.token).toBeUndefined();
      expect(res.body.oauth).toMatchObject({ openid: "oMP_openid_pending", oauth_type: OauthType.miniprogram, session: expect.any(String) });
      const body = { oauth_type: OauthType.miniprogram, openid: res.body.oauth.openid, session: res.body.oauth.session };
      // The session alone (a browser opening a link with it, or any client without the login's cookie) binds nothing.
      const withoutCookie = await t.request("POST", "/api/v1/oauth/bind", { token: member.token, body });
      expect(withoutCookie.body.message).toBe(oauthMessages.pendingInvalid);
      // Bound once the person signs in another way, by the mini-program sending back the cookie its login set; it then
      // signs into that account.
      const cookie = [res.headers["set-cookie"]].flat().join(";").split(";")[0];
      expect(cookie).toMatch(/^wenku_oauth=/);
      const bind = await t.request("POST", "/api/v1/oauth/bind", { token: member.token, body, headers: { cookie } });
      expect(bind.status, bind.raw).toBe(200);
      expect((await login(wechat.loginCode("oMP_openid_pending"))).body.user.id).toBe(member.id);
    } finally {
      await t.setSettings([["security", "enable_register", "true"]]);
    }
  });

  it("refuses a disabled account", async () => {
    const first = await login(wechat.loginCode("oMP_openid_disabled"));
    await t.ctx.db.kysely.updateTable("user").set({ status: 1 }).where("id", "=", first.body.user.id).execute();
    const res = await login(wechat.loginCode("oMP_openid_disabled"));
    expect(res.status).toBe(403);
  });

  it("says so when no mini-program is configured", async () => {
    await t.setSettings([["miniprogram", "secret", ""]]);
    try {
      const res = await login(wechat.loginCode("oMP_openid_3"));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(miniprogramMessages.notConfigured);
    } finally {
      await t.setSettings([["miniprogram", "secret", wechat.secret]]);
    }
  });
});
