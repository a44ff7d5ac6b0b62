import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { drainIndex, insertArticleCategory, postArticle, setMemberArticleFlags } from "./article-fixtures.js";

describe(`articles: an edit of a published article waits for review while the published one stays (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;
  let articleId: number;
  let oldCategory: number;
  let newCategory: number;

  const get = (token?: string) => t.call(apiRoutes.article.get, { query: { id: articleId }, token });
  const edit = (body: Record<string, unknown>, token = member.token) => t.call(apiRoutes.article.update, { token, body: { id: articleId, ...body } });
  const check = (status: number, extra: Record<string, unknown> = {}) =>
    t.call(apiRoutes.article.check, { token: admin.token, body: { article_id: [articleId], status, ...extra } });
  const found = async (wd: string) => {
    const { body } = await t.call(apiRoutes.search.articles, { query: { wd } });
    return ("article" in body ? body.article : []).map((a) => a.id);
  };
  const categoryCount = async (id: number) =>
    Number((await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", id).executeTakeFirstOrThrow()).doc_count);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    member = await createMember(t.ctx);
    oldCategory = await insertArticleCategory(t.ctx, "旧分类");
    newCategory = await insertArticleCategory(t.ctx, "新分类");
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    const posted = await postArticle(t, member.token, { title: "原来的标题", content: "原来的正文 蓝鲸", category_id: [oldCategory] });
    articleId = posted.body.id;
    expect((await check(1)).status).toBe(200);
    await drainIndex(t.ctx);
  });
  afterAll(() => t.close());

  it("keeps the published version readable by anyone while the edit waits; author and reviewers see the edit", async () => {
    const saved = await edit({ title: "新的标题", content: "新的正文 白鹭", category_id: [newCategory] });
    expect(saved).toMatchObject({ status: 200, body: { revision_pending: true } });
    const visitor = await get();
    expect(visitor).toMatchObject({ status: 200, body: { status: 1, title: "原来的标题", category_id: [oldCategory] } });
    expect(visitor.body.content).toContain("原来的正文");
    expect(visitor.body.revision).toBeUndefined();
    const stranger = await createMember(t.ctx);
    expect((await get(stranger.token)).body.revision).toBeUndefined();
    for (const token of [member.token, admin.token]) {
      const own = (await get(token)).body;
      expect(own).toMatchObject({ title: "原来的标题", revision: { status: 0, title: "新的标题", markdown: "新的正文 白鹭", category_id: [newCategory] } });
    }
    const publicList = await t.request("GET", "/api/v1/article/list", { query: { user_id: member.id } });
    expect(publicList.body).toMatchObject({ total: 1, article: [{ title: "原来的标题" }] });
    expect(publicList.body.article[0].revision).toBeUndefined();
    const ownList = await t.request("GET", "/api/v1/article/list", { token: member.token, query: { user_id: member.id } });
    expect(ownList.body.article[0]).toMatchObject({ title: "原来的标题", revision: { status: 0, title: "新的标题" } });
    const review = await t.call(apiRoutes.article.list, { token: admin.token, query: { revision_status: [0] } });
    expect(review.body).toMatchObject({ total: 1, article: [{ id: articleId, revision: { status: 0 } }] });
    await drainIndex(t.ctx);
    expect(await found("蓝鲸")).toEqual([articleId]);
    expect(await found("白鹭")).toEqual([]);
  });

  it("replaces the pending edit with a second one, fields left out keeping what the author last wrote", async () => {
    await edit({ keywords: "第二次" });
    const own = (await get(member.token)).body;
    expect(own.revision).toMatchObject({ title: "新的标题", keywords: "第二次", markdown: "新的正文 白鹭", category_id: [newCategory] });
    const count = await t.ctx.db.kysely.selectFrom("article_revision").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("rejecting keeps the published version and tells the author why", async () => {
    expect((await check(2, { reject_reason: "标题不准确" })).status).toBe(200);
    expect((await get()).body).toMatchObject({ status: 1, title: "原来的标题", reject_reason: "" });
    expect((await get(member.token)).body).toMatchObject({ status: 1, revision: { status: 2, reject_reason: "标题不准确", title: "新的标题" } });
    const rejected = await t.request("GET", "/api/v1/article/list", { token: member.token, query: { user_id: member.id, revision_status: [2] } });
    expect(rejected.body.total).toBe(1);
  });

  it("approving swaps the edit in: title, body, categories, counters and the search index follow", async () => {
    await edit({ title: "改好的标题" });
    expect((await get(member.token)).body.revision).toMatchObject({ status: 0, reject_reason: "", title: "改好的标题" });
    expect((await check(1)).status).toBe(200);
    const visitor = (await get()).body;
    expect(visitor).toMatchObject({ status: 1, title: "改好的标题", keywords: "第二次", category_id: [newCategory] });
    expect(visitor.content).toContain("新的正文");
    expect((await get(member.token)).body.revision).toBeUndefined();
    expect([await categoryCount(oldCategory), await categoryCount(newCategory)]).toEqual([0, 1]);
    await drainIndex(t.ctx);
    expect(await found("白鹭")).toEqual([articleId]);
    expect(await found("蓝鲸")).toEqual([]);
  });

  it("keeps today's review for articles never approved, and administrators' edits go live at once", async () => {
    const draft = await postArticle(t, member.token, { title: "草稿" });
    const saved = await t.call(apiRoutes.article.update, { token: member.token, body: { id: draft.body.id, title: "草稿二" } });
    expect(saved.body.revision_pending).toBeUndefined();
    expect((await t.call(apiRoutes.article.get, { token: member.token, query: { id: draft.body.id } })).body).toMatchObject({ status: 0, title: "草稿二" });
    expect((await edit({ title: "管理员改的" }, admin.token)).body.revision_pending).toBeUndefined();
    expect((await get()).body.title).toBe("管理员改的");
  });
});
