import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { insertArticle } from "../comments/comment-fixtures.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`reports of articles (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let author: Session;

  const report = (token: string, documentId: number, reason: number, type?: number) =>
    t.request("POST", "/api/v1/report", { token, body: { document_id: documentId, reason, ...(type === undefined ? {} : { type }) } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    author = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("accepts one report per user and article with each of the 6 reasons", async () => {
    const reader = await createMember(t.ctx);
    for (const reason of [1, 2, 3, 4, 5, 6]) {
      const article = await insertArticle(t.ctx, { userId: author.id });
      expect((await report(reader.token, article.id, reason, 1)).status).toBe(200);
    }
    const article = await insertArticle(t.ctx, { userId: author.id });
    await report(reader.token, article.id, 1, 1);
    const again = await report(reader.token, article.id, 2, 1);
    expect([again.status, again.body.message]).toEqual([409, "您已举报过当前文章"]);
    expect((await report(reader.token, article.id, 7, 1)).status).toBe(400);
    expect((await report(reader.token, article.id, 1, 3)).status).toBe(400);
    const draft = await insertArticle(t.ctx, { userId: author.id, status: 0 });
    expect((await report(reader.token, draft.id, 1, 1)).status).toBe(404);
  });

  it("keeps document and article reports apart: the same id of each is reported separately", async () => {
    const reader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: author.id, title: "被举报文档" });
    let article = await insertArticle(t.ctx, { userId: author.id, title: "被举报文章" });
    while (article.id < doc.id) article = await insertArticle(t.ctx, { userId: author.id, title: "被举报文章" });
    const sameIdDoc = article.id === doc.id ? doc : await insertDocument(t.ctx, { userId: author.id, title: "被举报文档" });
    expect((await report(reader.token, sameIdDoc.id, 1)).status).toBe(200);
    expect((await report(reader.token, article.id, 1, 1)).status).toBe(200);

    const list = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { wd: "被举报" } });
    expect(list.body.total).toBe(2);
    const byType = new Map(list.body.report.map((r: { type: number }) => [r.type, r]));
    expect(byType.get(0)).toMatchObject({ document_title: "被举报文档", document_uuid: sameIdDoc.uuid });
    expect(byType.get(1)).toMatchObject({ document_id: article.id, document_title: "被举报文章", document_uuid: article.identifier, status: false });
    const articlesOnly = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { wd: "被举报", type: 1 } });
    expect(articlesOnly.body.report.map((r: { type: number }) => r.type)).toEqual([1]);

    const articleReport = byType.get(1) as { id: number };
    expect((await t.call(apiRoutes.report.update, { token: admin.token, body: { id: articleReport.id, status: true, remark: "已处理" } })).status).toBe(200);
    const processed = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { status: true, type: 1 } });
    expect(processed.body.report).toMatchObject([{ id: articleReport.id, status: true, remark: "已处理" }]);
  });

  it("drops the reports of an article purged from the recycle bin", async () => {
    const reader = await createMember(t.ctx);
    const article = await insertArticle(t.ctx, { userId: author.id });
    await report(reader.token, article.id, 4, 1);
    await t.request("DELETE", "/api/v1/article", { token: admin.token, query: { id: article.id } });
    expect(await t.ctx.db.kysely.selectFrom("report").select("id").where("type", "=", 1).where("document_id", "=", article.id).execute()).toHaveLength(1);
    await t.request("DELETE", "/api/v1/article/recycle", { token: admin.token, query: { id: article.id } });
    expect(await t.ctx.db.kysely.selectFrom("report").select("id").where("type", "=", 1).where("document_id", "=", article.id).execute()).toEqual([]);
  });

  it("drops the reports of a purged document (no foreign key holds them any more)", async () => {
    const reader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: author.id, deleted: true });
    await t.ctx.db.kysely.insertInto("report").values({ type: 0, document_id: doc.id, user_id: reader.id, reason: 1, created_at: "2024-01-01T00:00:00.000Z", updated_at: "2024-01-01T00:00:00.000Z" }).execute();
    await t.request("DELETE", "/api/v1/document/recycle", { token: admin.token, query: { id: doc.id } });
    expect(await t.ctx.db.kysely.selectFrom("report").select("id").where("type", "=", 0).where("document_id", "=", doc.id).execute()).toEqual([]);
  });
});
