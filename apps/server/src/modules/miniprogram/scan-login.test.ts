import { apiRoutes, OauthType, miniprogramMessages, oauthMessages } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../../test/fake-oauth/fake-providers.js";

let fakes: FakeOauthProviders;
let t: TestServer;

/** GET scan/code as a browser (no ?via): the code and the oauth cookie its polling must carry. */
async function showCode(query: Record<string, string> = {}) {
  const res = await t.call(apiRoutes.oauth.scanCode, { query });
  expect(res.status, res.raw).toBe(200);
  return { ...res.body, cookie: [res.headers["set-cookie"]].flat().join(";").split(";")[0] } as { qrcode: string; url: string; scene: string; kind: string; cookie: string };
}
const poll = async (scene: string, cookie: string) => (await t.request("POST", "/api/v1/oauth/wechatmp/scan/login/status", { body: { scene }, headers: { cookie } })).body;
/** The mini-program's POST after the person tapped 确认登录. */
const scanLogin = (scene: string, code: string) => t.request("POST", "/api/v1/oauth/wechatmp/scan/login", { body: { scene, code } });
const expire = (scene: string) =>
  t.ctx.db.kysely.updateTable("oauth_scan").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("scene", "=", scene).execute();

beforeAll(async () => {
  fakes = await startFakeOauthProviders();
  t = await createTestServer({ oauthTestOrigin: fakes.origin });
  await t.setSettings([
    ["miniprogram", "appid", fakeClient.id], ["miniprogram", "secret", fakeClient.secret],
    ["oauth", "officialaccount_enable", "true"], ["oauth", "officialaccount_client_id", fakeClient.id],
    ["oauth", "officialaccount_client_secret", fakeClient.secret], ["oauth", "officialaccount_token", "mpScanToken"],
  ]);
});

afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

describe("web sign-in by scanning a mini-program code", () => {
  it("is offered beside the official account; without ?via the mini-program's code is given", async () => {
    const configs = (await t.request("GET", "/api/v1/oauth/configs")).body.oauths as Array<{ type: number; redirect_url: string }>;
    expect(configs.map((c) => [c.type, c.redirect_url.replace(/^https?:\/\/[^/]+/, "")])).toEqual([
      [OauthType.officialaccount, "/oauth/wechatmp?via=officialaccount"],
      [OauthType.miniprogram, "/oauth/wechatmp?via=miniprogram"],
    ]);
    expect((await showCode()).kind).toBe("miniprogram");
    expect((await showCode({ via: "officialaccount" })).kind).toBe("officialaccount");
  });

  it("code (made by getUnlimited with a random scene) → the mini-program's POST → the polling browser signs in once; the first scan creates the account", async () => {
    const code = await showCode({ redirect: "/document" });
    expect(code.scene).toMatch(/^wk[\w-]{22}$/);
    expect(fakes.miniprogram.scenes.at(-1)).toBe(code.scene);
    const [, mime, base64] = /^data:(image\/png);base64,(.+)$/.exec(code.qrcode) ?? [];
    expect(mime).toBe("image/png");
    const meta = await sharp(Buffer.from(base64, "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 430, 430]);
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "waiting" });

    const before = await t.ctx.db.kysely.selectFrom("user").select("id").execute();
    const phone = await scanLogin(code.scene, fakes.miniprogram.loginCode("oMP_SCAN_1", "uMP_SCAN_1"));
    expect(phone.status, phone.raw).toBe(200);
    expect(phone.body).toMatchObject({ token: expect.any(String), user: { username: expect.stringMatching(/^微信用户/) } });
    const userId = phone.body.user.id as number;
    expect(before.map((u) => Number(u.id))).not.toContain(userId);

    const done = await poll(code.scene, code.cookie);
    expect(done).toMatchObject({ status: "done", token: expect.any(String), redirect: "/document", user: { id: userId } });
    expect((await t.request("GET", "/api/v1/user", { token: done.token })).body.id).toBe(userId);
    // Single use: the browser collects it once.
    expect((await poll(code.scene, code.cookie)).message).toBe(oauthMessages.stateInvalid);
    const bound = await t.ctx.db.kysely.selectFrom("user_oauth").select(["oauth_type", "openid", "unionid"]).where("user_id", "=", userId).execute();
    expect(bound).toEqual([{ oauth_type: OauthType.miniprogram, openid: "oMP_SCAN_1", unionid: "uMP_SCAN_1" }]);

    // The next scan by the same person signs into the same account.
    const next = await showCode();
    expect((await scanLogin(next.scene, fakes.miniprogram.loginCode("oMP_SCAN_1"))).body.user.id).toBe(userId);
    expect((await poll(next.scene, next.cookie)).user.id).toBe(userId);
  });

  it("a scene is confirmed once: a second scan/login of it is refused", async () => {
    const code = await showCode();
    expect((await scanLogin(code.scene, fakes.miniprogram.loginCode("oMP_FIRST"))).status).toBe(200);
    const again = await scanLogin(code.scene, fakes.miniprogram.loginCode("oMP_SECOND"));
    expect([again.status, again.body.message]).toEqual([400, miniprogramMessages.sceneInvalid]);
    const done = await poll(code.scene, code.cookie);
    const holder = await t.ctx.db.kysely.selectFrom("user_oauth").select("user_id").where("openid", "=", "oMP_FIRST").executeTakeFirstOrThrow();
    expect(done.user.id).toBe(Number(holder.user_id));
  });

  it("only the browser that asked for the code can collect the sign-in", async () => {
    const code = await showCode();
    const stranger = await showCode();
    await scanLogin(code.scene, fakes.miniprogram.loginCode("oMP_VICTIM"));
    expect((await poll(code.scene, stranger.cookie)).message).toBe(oauthMessages.stateInvalid);
    expect((await poll(code.scene, "")).message).toBe(oauthMessages.stateInvalid);
    expect(await poll(code.scene, code.cookie)).toMatchObject({ status: "done" });
  });

  it("refuses a wx.login code WeChat does not know, or one used already, and the scene keeps waiting", async () => {
    const code = await showCode();
    const wrong = await scanLogin(code.scene, "not-a-wx-login-code");
    expect([wrong.status, wrong.body.message]).toEqual([400, miniprogramMessages.loginFailed]);
    const used = fakes.miniprogram.loginCode("oMP_REPLAY");
    expect((await scanLogin((await showCode()).scene, used)).status).toBe(200);
    expect((await scanLogin(code.scene, used)).body.message).toBe(oauthMessages.codeUsed);
    expect((await scanLogin(code.scene, "")).body.message).toBe(miniprogramMessages.codeRequired);
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "waiting" });
  });

  it("refuses an expired scene, an unknown one, and an official-account scene", async () => {
    const code = await showCode();
    await expire(code.scene);
    expect((await scanLogin(code.scene, fakes.miniprogram.loginCode("oMP_LATE"))).body.message).toBe(miniprogramMessages.sceneInvalid);
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "expired" });
    expect((await scanLogin("wkUNKNOWNSCENE", fakes.miniprogram.loginCode("oMP_LATE"))).body.message).toBe(miniprogramMessages.sceneInvalid);
    expect((await scanLogin("", fakes.miniprogram.loginCode("oMP_LATE"))).body.message).toBe(miniprogramMessages.sceneRequired);
    const official = await showCode({ via: "officialaccount" });
    expect((await scanLogin(official.scene, fakes.miniprogram.loginCode("oMP_LATE"))).body.message).toBe(miniprogramMessages.sceneInvalid);
    expect(await poll(official.scene, official.cookie)).toEqual({ status: "waiting" });
  });
});
