import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`ratings (${testDialect})`, () => {
  let t: TestServer;
  let uploader: Session;

  const rate = (token: string, documentId: number, score: number | string) => t.request("POST", "/api/v1/document/score", { token, body: { document_id: documentId, score } });
  const scoreOf = (id: number) => t.ctx.db.kysely.selectFrom("document").select(["score", "score_count"]).where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestServer();
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("keeps the document score as the rounded average ×100 and counts ratings", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    expect(await scoreOf(doc.id)).toEqual({ score: 300, score_count: 0 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createMember(t.ctx)));
    expect((await rate(a.token, doc.id, 500)).status).toBe(200);
    expect(await scoreOf(doc.id)).toEqual({ score: 500, score_count: 1 });
    await rate(b.token, doc.id, "400");
    await rate(c.token, doc.id, 400);
    expect(await scoreOf(doc.id)).toEqual({ score: 433, score_count: 3 });
  });

  it("rates once per user", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const reader = await createMember(t.ctx);
    await rate(reader.token, doc.id, 200);
    const again = await rate(reader.token, doc.id, 500);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("您已经评分过了");
    expect(await scoreOf(doc.id)).toEqual({ score: 200, score_count: 1 });
  });

  it("refuses a rating of one's own document with 403, whatever the score, and stores nothing", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    for (const score of [500, 100]) {
      const own = await rate(uploader.token, doc.id, score);
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ error: "不能给自己的文档评分", code: 7, message: "不能给自己的文档评分" });
    }
    expect(await scoreOf(doc.id)).toEqual({ score: 300, score_count: 0 });
  });

  it("validates the score and the document", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const reader = await createMember(t.ctx);
    for (const bad of [99, 501, 0]) {
      const res = await rate(reader.token, doc.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("评分必须在100到500之间");
    }
    expect((await rate(reader.token, 999_999, 300)).status).toBe(404);
    const hidden = await insertDocument(t.ctx, { userId: uploader.id, status: 7 });
    expect((await rate(reader.token, hidden.id, 300)).status).toBe(404);
    expect((await t.call(apiRoutes.rating.rate, { body: { document_id: doc.id, score: 300 } })).status).toBe(401);
  });

  it("returns the caller's rating or {}", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const reader = await createMember(t.ctx);
    expect((await t.call(apiRoutes.rating.mine, { token: reader.token, query: { document_id: doc.id } })).body).toEqual({});
    await rate(reader.token, doc.id, 350);
    const res = await t.call(apiRoutes.rating.mine, { token: reader.token, query: { document_id: doc.id } });
    expect(res.body).toMatchObject({ document_id: doc.id, user_id: reader.id, score: 350, created_at: expect.any(String) });
  });
});
