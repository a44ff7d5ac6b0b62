import { apiRoutes } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { startFakeWechatApi, type FakeWechatApi } from "../../test/fake-wechat/fake-wechat-api.js";
import { insertDocument, type InsertedDocument } from "../documents/document-fixtures.js";
import { storageFor } from "../storage/storage-for.js";

let wechat: FakeWechatApi;
let t: TestServer;
let owner: number;

beforeAll(async () => {
  wechat = await startFakeWechatApi();
  t = await createTestServer({ oauthTestOrigin: wechat.origin });
  await t.setSettings([["miniprogram", "appid", wechat.appId], ["miniprogram", "secret", wechat.secret]]);
  owner = (await t.registerMember()).id;
});

afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

const code = (doc: Pick<InsertedDocument, "hash" | "id">) => t.app.inject({ method: "GET", url: `/view/wxacode/${doc.hash}/${doc.id}` });
const existFlag = async (doc: InsertedDocument) => (await t.call(apiRoutes.document.get, { query: { id: doc.id } })).body.exist_wxacode;

describe("GET /view/wxacode/<hash>/<document_id>", () => {
  it("asks WeChat once for the document's code (scene = its id), stores it and serves it from storage afterwards", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner });
    expect(await existFlag(doc)).toBe(false);
    const tokensBefore = wechat.tokens.requests;

    const first = await code(doc);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 430, 430]);
    expect(wechat.scenes.filter((s) => s === String(doc.id))).toHaveLength(1);
    expect(await storageFor(t.ctx).stat(`miniprogram/wxacode/${doc.id}.png`)).not.toBeNull();
    expect(await existFlag(doc)).toBe(true);

    const second = await code(doc);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(wechat.scenes.filter((s) => s === String(doc.id))).toHaveLength(1);
    // The access_token is fetched once and kept for the next document.
    await code(await insertDocument(t.ctx, { userId: owner }));
    expect(wechat.tokens.requests - tokensBefore).toBe(1);
  });

  it("fetches a new access_token once when WeChat says the kept one is no longer valid", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner });
    const tokensBefore = wechat.tokens.requests;
    wechat.tokens.revokeAll();
    const res = await code(doc);
    expect(res.statusCode, res.body).toBe(200);
    expect(wechat.tokens.requests - tokensBefore).toBe(1);
  });

  it("keeps an access_token only until five minutes before WeChat says it expires", async () => {
    wechat.tokens.expiresIn = 300;
    wechat.tokens.revokeAll();
    try {
      const tokensBefore = wechat.tokens.requests;
      // The kept token is refused (40001): a new one, valid 300 s, so kept no time at all; the next code fetches again.
      expect((await code(await insertDocument(t.ctx, { userId: owner }))).statusCode).toBe(200);
      expect((await code(await insertDocument(t.ctx, { userId: owner }))).statusCode).toBe(200);
      expect(wechat.tokens.requests - tokensBefore).toBe(2);
    } finally {
      wechat.tokens.expiresIn = 7200;
    }
  });

  it("makes one code for a document however many ask at once", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner });
    const replies = await Promise.all(Array.from({ length: 5 }, () => code(doc)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(wechat.scenes.filter((s) => s === String(doc.id))).toHaveLength(1);
    const rows = await t.ctx.db.kysely.selectFrom("document_wxacode").selectAll().where("document_id", "=", doc.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("is 404 for a wrong hash, an unknown, hidden or deleted document, and a bad hash is refused", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner });
    const other = await insertDocument(t.ctx, { userId: owner });
    expect((await code({ hash: other.hash, id: doc.id })).statusCode).toBe(404);
    expect((await code({ hash: doc.hash, id: 987654 })).statusCode).toBe(404);
    const pending = await insertDocument(t.ctx, { userId: owner, status: 6 });
    expect((await code(pending)).statusCode).toBe(404);
    const deleted = await insertDocument(t.ctx, { userId: owner, deleted: true });
    expect((await code(deleted)).statusCode).toBe(404);
    expect((await code({ hash: "not-a-hash", id: doc.id })).statusCode).toBe(404);
    expect(wechat.scenes).not.toContain(String(pending.id));
    expect(wechat.scenes).not.toContain(String(deleted.id));
  });

  it("is 404 while no mini-program is configured, and 502 when WeChat refuses", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner });
    await t.setSettings([["miniprogram", "appid", ""]]);
    expect((await code(doc)).statusCode).toBe(404);
    await t.setSettings([["miniprogram", "appid", "wx_not_registered"]]);
    expect((await code(doc)).statusCode).toBe(502);
    await t.setSettings([["miniprogram", "appid", wechat.appId]]);
    expect(await existFlag(doc)).toBe(false);
    expect((await code(doc)).statusCode).toBe(200);
  });
});
