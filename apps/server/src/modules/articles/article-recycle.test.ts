import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { insertArticleCategory, postArticle, setMemberArticleFlags } from "./article-fixtures.js";

describe(`articles: recycle bin (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;
  let category: number;

  const recycled = async () => {
    const res = await t.request("GET", "/api/v1/article/recycle/list", { token: admin.token, query: { size: 100 } });
    expect(res.status).toBe(200);
    return res.body.article.map((a: { id: number }) => a.id) as number[];
  };
  const docCount = async () => (await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", category).executeTakeFirstOrThrow()).doc_count;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    member = await createMember(t.ctx);
    category = await insertArticleCategory(t.ctx, "回收测试");
  });
  afterAll(() => t.close());

  it("keeps deleted articles in the bin, for administrators only, and restores them with their status", async () => {
    const a = await postArticle(t, member.token, { category_id: [category] });
    expect(await docCount()).toBe(1);
    await t.call(apiRoutes.article.remove, { token: member.token, query: { id: a.body.id } });
    expect(await docCount()).toBe(0);
    expect(await recycled()).toEqual([a.body.id]);
    const listed = await t.call(apiRoutes.article.recycleList, { token: admin.token });
    expect(listed.body.article[0]).toMatchObject({ id: a.body.id, deleted_at: expect.any(String) });
    expect((await t.call(apiRoutes.article.recycleList, { token: member.token })).status).toBe(403);
    expect((await t.call(apiRoutes.article.recycleRestore, { token: member.token, body: { id: [a.body.id] } })).status).toBe(403);
    expect((await t.call(apiRoutes.article.recycleRestore, { token: admin.token, body: { id: [a.body.id] } })).status).toBe(200);
    expect(await recycled()).toEqual([]);
    expect((await t.call(apiRoutes.article.get, { query: { id: a.body.id } })).body.status).toBe(1);
    expect(await docCount()).toBe(1);
  });

  it("purges chosen articles, never live ones, and empties the bin", async () => {
    const [a, b, c] = [await postArticle(t, member.token), await postArticle(t, member.token), await postArticle(t, member.token, { category_id: [category] })];
    await t.call(apiRoutes.article.remove, { token: admin.token, query: { id: [a.body.id, b.body.id] } });
    expect((await t.call(apiRoutes.article.recyclePurge, { token: member.token, query: { id: a.body.id } })).status).toBe(403);
    expect((await t.call(apiRoutes.article.recyclePurge, { token: admin.token, query: { id: [a.body.id, c.body.id] } })).status).toBe(200);
    expect((await t.call(apiRoutes.article.get, { query: { id: a.body.id }, token: admin.token })).status).toBe(404);
    expect((await t.call(apiRoutes.article.get, { query: { id: c.body.id } })).status).toBe(200);
    expect(await recycled()).toEqual([b.body.id]);
    await t.call(apiRoutes.article.remove, { token: admin.token, query: { id: c.body.id } });
    expect((await t.call(apiRoutes.article.recycleEmpty, { token: admin.token })).status).toBe(200);
    expect(await recycled()).toEqual([]);
    const left = await t.ctx.db.kysely.selectFrom("article_category").select("article_id").where("article_id", "in", [b.body.id, c.body.id]).execute();
    expect(left).toEqual([]);
    expect((await t.call(apiRoutes.article.get, { query: { id: b.body.id }, token: admin.token })).status).toBe(404);
  });
});
