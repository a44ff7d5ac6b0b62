import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { insertArticle } from "../comments/comment-fixtures.js";
import { adminSession, createMember, creditsOf, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`favorites of articles (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let author: Session;

  const favorite = (token: string, documentId: number, type: number) => t.request("POST", "/api/v1/favorite", { token, body: { document_id: documentId, type } });
  const articleFavorites = async (id: number) =>
    Number((await t.ctx.db.kysely.selectFrom("article").select("favorite_count").where("id", "=", id).executeTakeFirstOrThrow()).favorite_count);

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["score", "document_collected", "2"], ["score", "document_collected_limit", "5"]]);
    admin = await adminSession(t.ctx);
    author = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("favorites a published article once, counting on the article and the user", async () => {
    const article = await insertArticle(t.ctx, { userId: author.id, title: "值得收藏" });
    const reader = await createMember(t.ctx);
    const res = await favorite(reader.token, article.id, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: reader.id, document_id: article.id, type: 1, title: "值得收藏", document_uuid: article.identifier, ext: "", pages: 0 });
    expect(await articleFavorites(article.id)).toBe(1);
    expect((await favorite(reader.token, article.id, 1)).status).toBe(409);
    const user = await t.ctx.db.kysely.selectFrom("user").select("favorite_count").where("id", "=", reader.id).executeTakeFirstOrThrow();
    expect(user.favorite_count).toBe(1);
    // Articles earn their authors nothing: the reward setting is for documents.
    expect(await creditsOf(t.ctx, author.id)).toBe(0);

    expect((await t.call(apiRoutes.favorite.get, { token: reader.token, query: { document_id: article.id, type: 1 } })).body).toMatchObject({ id: res.body.id, type: 1 });
    expect((await t.call(apiRoutes.favorite.get, { token: reader.token, query: { document_id: article.id, type: 0 } })).body).toEqual({});
  });

  it("refuses articles the caller cannot see and punished members", async () => {
    const reader = await createMember(t.ctx);
    for (const hidden of [await insertArticle(t.ctx, { userId: author.id, status: 0 }), await insertArticle(t.ctx, { userId: author.id, deleted: true })]) {
      const res = await favorite(reader.token, hidden.id, 1);
      expect([res.status, res.body.message]).toEqual([404, "文章不存在"]);
    }
    expect((await favorite(reader.token, 999_999, 1)).status).toBe(404);
    const punished = await createMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [punished.id], type: [5] } });
    expect((await favorite(punished.token, (await insertArticle(t.ctx, { userId: author.id })).id, 1)).status).toBe(403);
  });

  it("lists both kinds together, or one kind with `type`, and removes them with their counters", async () => {
    const reader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: author.id, title: "收藏的文档" });
    const article = await insertArticle(t.ctx, { userId: author.id, title: "收藏的文章" });
    const onDoc = (await favorite(reader.token, doc.id, 0)).body;
    const onArticle = (await favorite(reader.token, article.id, 1)).body;
    const both = await t.request("GET", "/api/v1/favorite/list", { token: reader.token });
    expect(both.body.total).toBe(2);
    expect(both.body.favorite.map((f: { type: number; title: string }) => [f.type, f.title])).toEqual([[1, "收藏的文章"], [0, "收藏的文档"]]);
    const articlesOnly = await t.request("GET", "/api/v1/favorite/list", { token: reader.token, query: { type: 1 } });
    expect(articlesOnly.body.favorite.map((f: { id: number }) => f.id)).toEqual([onArticle.id]);
    expect((await t.call(apiRoutes.favorite.list, { token: reader.token, query: { type: 0 } })).body.total).toBe(1);

    await t.request("DELETE", "/api/v1/favorite", { token: reader.token, query: { id: [onArticle.id, onDoc.id] } });
    expect(await articleFavorites(article.id)).toBe(0);
    expect((await t.call(apiRoutes.favorite.list, { token: reader.token })).body.total).toBe(0);
  });

  it("drops the favorites of an article purged from the recycle bin, keeping them while it is only deleted", async () => {
    const reader = await createMember(t.ctx);
    const article = await insertArticle(t.ctx, { userId: author.id });
    await favorite(reader.token, article.id, 1);
    expect((await t.request("DELETE", "/api/v1/article", { token: admin.token, query: { id: article.id } })).status).toBe(200);
    expect(await t.ctx.db.kysely.selectFrom("favorite").select("id").where("type", "=", 1).where("document_id", "=", article.id).execute()).toHaveLength(1);
    expect((await t.request("DELETE", "/api/v1/article/recycle", { token: admin.token, query: { id: article.id } })).status).toBe(200);
    expect(await t.ctx.db.kysely.selectFrom("favorite").select("id").where("type", "=", 1).where("document_id", "=", article.id).execute()).toEqual([]);
    const user = await t.ctx.db.kysely.selectFrom("user").select("favorite_count").where("id", "=", reader.id).executeTakeFirstOrThrow();
    expect(user.favorite_count).toBe(0);
  });
});
