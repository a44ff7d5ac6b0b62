import { OauthType, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/harness.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../../../test/fake-oauth/fake-providers.js";
import { confirmLinkOf, officialAccountSettings, pushToCallback, scanEventXml, wechatQuery } from "../../../test/fake-oauth/official-account-push.js";
import { xmlField } from "./official-account-callback.js";
import { jssdkSignature } from "./jssdk-signature.js";

const token = "wenkuCallbackToken";
const browserIp = "203.0.113.7";
let fakes: FakeOauthProviders;
let server: TestServer;

/** GET scan/code as a browser: the QR code and the oauth cookie the polling must carry. */
async function showCode(redirect = "") {
  const res = await server.request("GET", "/api/v1/oauth/wechatmp/scan/code", { query: { redirect, via: "officialaccount" }, ip: browserIp });
  expect(res.status, res.raw).toBe(200);
  return { ...res.body, cookie: [res.headers["set-cookie"]].flat().join(";").split(";")[0] } as { qrcode: string; url: string; scene: string; kind: string; cookie: string };
}

const poll = (scene: string, cookie: string) => server.request("POST", "/api/v1/oauth/wechatmp/scan/login/status", { body: { scene }, headers: { cookie } });
/** The official account's server reports a scan; answers our reply (the passive reply XML, or "success"). */
const scan = async (scene: string, openid: string, subscribe = false) => (await pushToCallback(server, scanEventXml({ openid, scene, subscribe }), wechatQuery(token))).body;
const confirm = (link: { scene: string; t: string }, accept = true) => server.request("POST", "/api/v1/oauth/wechatmp/scan/confirm", { body: { ...link, accept } });

beforeAll(async () => {
  fakes = await startFakeOauthProviders();
  server = await createTestServer({ oauthTestOrigin: fakes.origin });
  await server.ctx.settings.save(officialAccountSettings(token));
});

afterAll(async () => {
  await server?.close();
  await fakes?.close();
});

describe("WeChat official-account scan sign-in, confirmed on the phone", () => {
  it("is offered as a sign-in way once set up", async () => {
    const res = await server.request("GET", "/api/v1/oauth/configs");
    expect(res.body.oauths).toEqual([expect.objectContaining({ type: OauthType.officialaccount, redirect_url: expect.stringMatching(/\/oauth\/wechatmp\?via=officialaccount$/) })]);
    // Without ?via the official account's code is given while no mini-program is configured.
    const plain = await server.request("GET", "/api/v1/oauth/wechatmp/scan/code");
    expect(plain.body.kind).toBe("officialaccount");
  });

  it("code → scan (answered with a confirmation link) → scanned → 确认登录 on the phone → signed in once; the second time the same account", async () => {
    const code = await showCode("/document");
    expect(code.kind).toBe("officialaccount");
    expect(fakes.officialAccount.scenes.at(-1)).toBe(code.scene);
    expect(code.qrcode).toMatch(/^https:\/\/mp\.weixin\.qq\.com\/cgi-bin\/showqrcode\?ticket=/);
    expect(code.url).toBe(`http://weixin.qq.com/q/${code.scene}`);
    expect((await poll(code.scene, code.cookie)).body).toEqual({ status: "waiting" });

    const openid = "oFAKE_official_openid_1";
    const reply = await scan(code.scene, openid, true);
    // A passive text reply to the scanner, from our official account, holding the link to the confirmation page.
    expect([xmlField(reply, "ToUserName"), xmlField(reply, "FromUserName"), xmlField(reply, "MsgType")]).toEqual([openid, "gh_fake", "text"]);
    const link = confirmLinkOf(reply);
    expect(link.href).toMatch(/^http:\/\/localhost(:\d+)?\/oauth\/wechatmp\/confirm\?scene=/);
    expect(link.scene).toBe(code.scene);
    expect(link.t).toMatch(/^[\w-]{43}$/);
    // Scanning alone signs nobody in.
    expect((await poll(code.scene, code.cookie)).body).toEqual({ status: "scanned" });

    const info = await server.request("GET", "/api/v1/oauth/wechatmp/scan/confirm", { query: link });
    expect(info.status, info.raw).toBe(200);
    expect(info.body).toEqual({ ip: browserIp, requested_at: expect.any(String), expires_at: expect.any(String) });
    expect((await confirm(link)).body).toEqual({ status: "confirmed" });

    const done = await poll(code.scene, code.cookie);
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toMatchObject({ status: "done", token: expect.any(String), redirect: "/document" });
    const userId = done.body.user.id;
    // Spent: polling again is refused.
    expect((await poll(code.scene, code.cookie)).body.message).toBe(oauthMessages.stateInvalid);

    const second = await showCode();
    await confirm(confirmLinkOf(await scan(second.scene, openid)));
    const again = await poll(second.scene, second.cookie);
    expect(again.body.user.id).toBe(userId);
    expect(again.body.redirect).toBe("/me");
    const rows = await server.ctx.db.kysely.selectFrom("user_oauth").select(["oauth_type", "openid"]).where("user_id", "=", userId).execute();
    expect(rows).toEqual([{ oauth_type: OauthType.officialaccount, openid }]);
    // access_token is fetched once and kept (per server context, as per process).
    expect(fakes.officialAccount.tokens.requests).toBe(1);
  });

  it("makes the QR code with another access_token once WeChat refuses the kept one", async () => {
    const before = fakes.officialAccount.tokens.requests;
    fakes.officialAccount.tokens.revokeAll();
    const code = await showCode();
    expect(fakes.officialAccount.scenes.at(-1)).toBe(code.scene);
    expect(fakes.officialAccount.tokens.requests - before).toBe(1);
  });

  it("ignores events without our signature, stale ones, and polling from another browser", async () => {
    const code = await showCode();
    const xml = scanEventXml({ openid: "oATTACKER", scene: code.scene });
    expect((await pushToCallback(server, xml, wechatQuery("guessed-token"))).status).toBe(403);
    expect((await pushToCallback(server, xml, wechatQuery(token, String(Math.floor(Date.now() / 1000) - 3600)))).status).toBe(403);
    expect((await pushToCallback(server, xml, {})).status).toBe(403);
    expect((await poll(code.scene, code.cookie)).body).toEqual({ status: "waiting" });
    const stranger = await showCode();
    expect((await poll(code.scene, stranger.cookie)).body.message).toBe(oauthMessages.stateInvalid);
    expect((await poll(code.scene, "")).body.message).toBe(oauthMessages.stateInvalid);
  });

  it("takes a signed message once: a captured query replayed with another body marks nothing", async () => {
    const victim = await showCode();
    const attacker = await showCode();
    const query = wechatQuery(token);
    const first = await pushToCallback(server, scanEventXml({ openid: "oSOMEONE", scene: victim.scene }), query);
    expect(confirmLinkOf(first.body).scene).toBe(victim.scene);
    // The same signed query (plain mode signs no body) with the attacker's scene: answered, but without effect.
    expect(await pushToCallback(server, scanEventXml({ openid: "oSOMEONE", scene: attacker.scene }), query)).toEqual({ status: 200, body: "success" });
    expect((await poll(attacker.scene, attacker.cookie)).body).toEqual({ status: "waiting" });
    expect((await poll(victim.scene, victim.cookie)).body).toEqual({ status: "scanned" });
  });

  it("answers the address check (GET with echostr) only when signed with our Token", async () => {
    const query = new URLSearchParams({ ...wechatQuery(token), echostr: "5838479218127813673" });
    const ok = await server.app.inject({ method: "GET", url: `/callback/officialaccount?${query}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("5838479218127813673");
    const bad = await server.app.inject({ method: "GET", url: `/callback/officialaccount?${new URLSearchParams({ ...wechatQuery("x"), echostr: "1" })}` });
    expect(bad.statusCode).toBe(403);
  });
});

describe("WeChat JS-SDK share signature", () => {
  it("asks for the jsapi_ticket again with another access_token when WeChat refuses the kept one", async () => {
    const before = fakes.officialAccount.tokens.requests;
    fakes.officialAccount.tokens.revokeAll();
    const res = await server.request("GET", "/api/v1/oauth/wxshare/signature", { query: { url: "https://wenku.example/" } });
    expect(res.status, res.raw).toBe(200);
    expect(fakes.officialAccount.tokens.requests - before).toBe(1);
  });

  it("signs the page URL with the jsapi_ticket fetched through the official account", async () => {
    const url = "https://wenku.example/document/12?from=timeline";
    const res = await server.request("GET", "/api/v1/oauth/wxshare/signature", { query: { url } });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.appid).toBe(fakeClient.id);
    expect(res.body.signature).toBe(jssdkSignature({ jsapiTicket: fakes.officialAccount.jsapiTicket, noncestr: res.body.noncestr, timestamp: res.body.timestamp, url }));
    expect(res.raw).not.toContain(fakeClient.secret);
    expect((await server.request("GET", "/api/v1/oauth/wxshare/signature", { query: { url: "javascript:alert(1)" } })).body.message).toBe(oauthMessages.shareUrlInvalid);
  });
});
