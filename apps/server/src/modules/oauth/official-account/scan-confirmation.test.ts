import { apiRoutes, oauthMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/harness.js";
import { startFakeOauthProviders, type FakeOauthProviders } from "../../../test/fake-oauth/fake-providers.js";
import { confirmLinkOf, officialAccountSettings, pushToCallback, scanEventXml, wechatQuery } from "../../../test/fake-oauth/official-account-push.js";

const token = "wenkuConfirmToken";
let fakes: FakeOauthProviders;
let server: TestServer;

async function showCode() {
  const res = await server.call(apiRoutes.oauth.scanCode, { query: { via: "officialaccount" } });
  expect(res.status, res.raw).toBe(200);
  return { scene: res.body.scene, cookie: [res.headers["set-cookie"]].flat().join(";").split(";")[0] };
}
const poll = async (scene: string, cookie: string) => (await server.call(apiRoutes.oauth.scanStatus, { body: { scene }, headers: { cookie } })).body;
const scan = async (scene: string, openid = "oCONFIRM_openid") => (await pushToCallback(server, scanEventXml({ openid, scene }), wechatQuery(token))).body;
const info = async (link: { scene: string; t: string }) => (await server.call(apiRoutes.oauth.scanConfirmInfo, { query: link })).body;
const decide = async (link: { scene: string; t: string }, accept: boolean) =>
  (await server.call(apiRoutes.oauth.scanConfirm, { body: { ...link, accept } })).body;
/** Moves the scene's deadline into the past, as if its minutes had gone by. */
const expire = (scene: string) =>
  server.ctx.db.kysely.updateTable("oauth_scan").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("scene", "=", scene).execute();

beforeAll(async () => {
  fakes = await startFakeOauthProviders();
  server = await createTestServer({ oauthTestOrigin: fakes.origin });
  await server.ctx.settings.save(officialAccountSettings(token));
});

afterAll(async () => {
  await server?.close();
  await fakes?.close();
});

describe("confirming an official-account scan on the phone", () => {
  it("取消 refuses the sign-in: the browser learns it was cancelled and the link cannot confirm afterwards", async () => {
    const code = await showCode();
    const link = confirmLinkOf(await scan(code.scene));
    expect(await decide(link, false)).toEqual({ status: "cancelled" });
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "cancelled" });
    expect((await decide(link, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "cancelled" });
  });

  it("a link's token works once, for its own scene only", async () => {
    const first = await showCode();
    const second = await showCode();
    const firstLink = confirmLinkOf(await scan(first.scene, "oPERSON_A"));
    const secondLink = confirmLinkOf(await scan(second.scene, "oPERSON_B"));
    // Wrong token, and the token of another scene, are refused before anything happens.
    expect((await info({ scene: first.scene, t: "x".repeat(43) })).message).toBe(oauthMessages.confirmLinkInvalid);
    expect((await decide({ scene: first.scene, t: secondLink.t }, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect((await decide({ scene: first.scene, t: "" }, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect(await poll(first.scene, first.cookie)).toEqual({ status: "scanned" });

    expect(await decide(firstLink, true)).toEqual({ status: "confirmed" });
    // Reused: neither confirming again, cancelling, nor reading the request's details works.
    expect((await decide(firstLink, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect((await decide(firstLink, false)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect((await info(firstLink)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect(await poll(first.scene, first.cookie)).toMatchObject({ status: "done", token: expect.any(String) });
    expect(await poll(second.scene, second.cookie)).toEqual({ status: "scanned" });
  });

  it("the first scanner holds the scene: another person's scan gets no link; their own new scan a new one, the old link dead", async () => {
    const code = await showCode();
    const first = confirmLinkOf(await scan(code.scene, "oFIRST"));
    expect(first.t).not.toBe("");
    expect(await scan(code.scene, "oSECOND")).toBe("success");
    const again = confirmLinkOf(await scan(code.scene, "oFIRST"));
    expect(again.t).not.toBe(first.t);
    expect((await decide(first, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect(await decide(again, true)).toEqual({ status: "confirmed" });
    const holder = await server.ctx.db.kysely.selectFrom("oauth_scan").select("openid").where("scene", "=", code.scene).executeTakeFirstOrThrow();
    expect(holder.openid).toBe("oFIRST");
  });

  it("expires: an unscanned code is no longer taken, and a scanned one can no longer be confirmed", async () => {
    const unscanned = await showCode();
    await expire(unscanned.scene);
    expect(await scan(unscanned.scene)).toBe("success");
    expect(await poll(unscanned.scene, unscanned.cookie)).toEqual({ status: "expired" });

    const scanned = await showCode();
    const link = confirmLinkOf(await scan(scanned.scene));
    await expire(scanned.scene);
    expect((await info(link)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect((await decide(link, true)).message).toBe(oauthMessages.confirmLinkInvalid);
    expect(await poll(scanned.scene, scanned.cookie)).toEqual({ status: "expired" });
  });

  it("a confirmed sign-in not collected in time is not given out", async () => {
    const code = await showCode();
    expect(await decide(confirmLinkOf(await scan(code.scene)), true)).toEqual({ status: "confirmed" });
    await expire(code.scene);
    expect(await poll(code.scene, code.cookie)).toEqual({ status: "expired" });
  });
});
