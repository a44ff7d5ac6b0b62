import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { insertArticleCategory, postArticle, setMemberArticleFlags } from "./article-fixtures.js";
import { flushArticleViews } from "./view-counter.js";

describe(`articles: posting, reading, editing (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let category: number;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    category = await insertArticleCategory(t.ctx, "技术");
  });
  beforeEach(() => setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 }));
  afterAll(() => t.close());

  it("creates an article from Markdown: HTML rendered, description made from the text, poster and category attached", async () => {
    const member = await createMember(t.ctx);
    const res = await postArticle(t, member.token, { title: "  第一篇  ", content: "# 标题\n\n你好 *世界*", category_id: [category], keywords: "a,b" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "第一篇", status: 1, keywords: "a,b", description: "标题 你好 世界", category_id: [category], user_id: member.id });
    expect(res.body.content).toBe("<h1>标题</h1>\n<p>你好 <em>世界</em></p>");
    expect(res.body.markdown).toBe("# 标题\n\n你好 *世界*");
    expect(res.body.identifier).toMatch(/^[0-9a-f]{16}$/);
    const got = await t.call(apiRoutes.article.get, { query: { identifier: res.body.identifier } });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: res.body.id, content: res.body.content, category: [{ id: category, title: "技术", parent_id: 0 }] });
    expect(got.body.user).toMatchObject({ id: member.id, article_count: 1 });
    expect(got.body.markdown).toBeUndefined();
    expect((await t.call(apiRoutes.article.get, { query: { id: res.body.id }, token: member.token })).body.markdown).toBe("# 标题\n\n你好 *世界*");
    const cat = await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", category).executeTakeFirstOrThrow();
    expect(cat.doc_count).toBe(1);
  });

  it("counts views of published articles and answers 404 for unknown ones", async () => {
    const member = await createMember(t.ctx);
    const { body } = await postArticle(t, member.token);
    await t.call(apiRoutes.article.get, { query: { id: body.id } });
    await t.call(apiRoutes.article.get, { query: { id: body.id } });
    await flushArticleViews(t.ctx);
    const row = await t.ctx.db.kysely.selectFrom("article").select("view_count").where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(2);
    expect((await t.call(apiRoutes.article.get, { query: { id: body.id } })).body.view_count).toBe(3);
    expect(await t.call(apiRoutes.article.get, { query: { id: 999999 } })).toMatchObject({ status: 404, body: { message: "文章不存在" } });
    expect((await t.call(apiRoutes.article.get, { query: { identifier: "no-such-page" } })).status).toBe(404);
  });

  it("validates titles (kept as typed, no hidden characters), content and categories", async () => {
    const member = await createMember(t.ctx);
    expect((await postArticle(t, member.token, { title: "" })).body.message).toBe("请输入文章标题");
    expect((await postArticle(t, member.token, { title: "a\u202eb" })).status).toBe(400);
    expect((await postArticle(t, member.token, { title: "x\u200by" })).status).toBe(400);
    expect((await postArticle(t, member.token, { content: "  " })).body.message).toBe("请输入文章内容");
    for (const title of ["ｆｕｌｌ", "文库部署指南：从零到上线（第2版）！", "🎉 发布啦 👩\u200d💻", "㈱ ① ⼀ Ｄｏｃｋｅｒ Контейнер"]) {
      expect((await postArticle(t, member.token, { title })).body.title).toBe(title);
    }
    const docCategory = await t.ctx.db.kysely.insertInto("category").values({ title: "文档分类", type: 0, created_at: "", updated_at: "" }).returning("id").executeTakeFirstOrThrow();
    expect((await postArticle(t, member.token, { category_id: [Number(docCategory.id)] })).body.message).toBe("文章分类不存在");
    expect((await postArticle(t, member.token, { title: "x".repeat(256) })).body.message).toBe("文章标题不能超过255个字符");
  });

  it("lets administrators choose identifiers (unique, not all digits) and refuses them from members", async () => {
    const made = await postArticle(t, admin.token, { identifier: "Help-Center", title: "帮助中心" });
    expect(made.body.identifier).toBe("help-center");
    expect(await postArticle(t, admin.token, { identifier: "help-center" })).toMatchObject({ status: 409, body: { message: "文章标识符已存在" } });
    expect((await postArticle(t, admin.token, { identifier: "12345" })).status).toBe(400);
    expect((await postArticle(t, admin.token, { identifier: "a b" })).status).toBe(400);
    const member = await createMember(t.ctx);
    const mine = await postArticle(t, member.token, { identifier: "member-page", is_recommend: true });
    expect(mine.body.identifier).not.toBe("member-page");
    expect(mine.body.is_recommend).toBe(false);
    const other = await postArticle(t, admin.token, { title: "另一页" });
    const rename = await t.call(apiRoutes.article.update, { token: admin.token, body: { id: other.body.id, identifier: "help-center" } });
    expect(rename.status).toBe(409);
  });

  it("seeds the single pages the footer links to, published and readable by identifier", async () => {
    const settings = await t.call(apiRoutes.setting.public);
    const links = Object.values(settings.body.footer as Record<string, string>);
    expect(links.length).toBe(5);
    for (const link of links) {
      const identifier = link.replace(/^\/article\//, "");
      const page = await t.call(apiRoutes.article.get, { query: { identifier } });
      expect(page.status, link).toBe(200);
      expect(page.body.status).toBe(1);
      expect(page.body.content).toMatch(/^<p>.+<\/p>/);
    }
  });

  it("lets authors edit and delete their own articles only; administrators any", async () => {
    const [author, stranger] = [await createMember(t.ctx), await createMember(t.ctx)];
    const { body } = await postArticle(t, author.token, { content: "旧内容" });
    const edit = (token: string, changes: Record<string, unknown>) => t.call(apiRoutes.article.update, { token, body: { id: body.id, ...changes } });
    expect((await edit(stranger.token, { title: "偷改" })).status).toBe(403);
    expect((await edit(author.token, { content: "新的 ~~内容~~" })).status).toBe(200);
    let got = await t.call(apiRoutes.article.get, { query: { id: body.id } });
    expect(got.body.content).toBe("<p>新的 <del>内容</del></p>");
    expect(got.body.title).toBe("测试文章");
    expect((await edit(admin.token, { title: "管理员改", is_recommend: true })).status).toBe(200);
    got = await t.call(apiRoutes.article.get, { query: { id: body.id } });
    expect(got.body).toMatchObject({ title: "管理员改", is_recommend: true });
    expect((await t.call(apiRoutes.article.remove, { token: stranger.token, query: { id: body.id } })).status).toBe(403);
    expect((await t.call(apiRoutes.article.remove, { token: author.token, query: { id: body.id } })).status).toBe(200);
    expect((await t.call(apiRoutes.article.get, { query: { id: body.id } })).status).toBe(404);
    expect((await t.call(apiRoutes.article.get, { query: { id: body.id }, token: author.token })).status).toBe(404);
    expect((await edit(author.token, { title: "删了还改" })).status).toBe(403);
    const user = await t.ctx.db.kysely.selectFrom("user").select("article_count").where("id", "=", author.id).executeTakeFirstOrThrow();
    expect(user.article_count).toBe(0);
  });

  it("lists published articles for everyone, every status for administrators and one's own list", async () => {
    const member = await createMember(t.ctx);
    const sub = await insertArticleCategory(t.ctx, "子分类", category);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    const pending = await postArticle(t, member.token, { title: "待审核的文章", category_id: [sub] });
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const published = await postArticle(t, member.token, { title: "已发布的文章", category_id: [sub] });
    const ids = (res: { body: { article: Array<{ id: number }> } }) => res.body.article.map((a) => a.id);

    const pub = await t.request("GET", "/api/v1/article/list", { query: { user_id: member.id, status: [0, 1, 2], wd: "待审核" } });
    expect(ids(pub)).toEqual([published.body.id]);
    expect(pub.body.article[0].content).toBeUndefined();
    expect(pub.body.article[0].user).toMatchObject({ id: member.id, username: expect.any(String) });
    const own = await t.request("GET", "/api/v1/article/list", { token: member.token, query: { user_id: member.id } });
    expect(ids(own)).toEqual([published.body.id, pending.body.id]);
    const search = await t.request("GET", "/api/v1/article/list", { token: admin.token, query: { wd: "待审核", status: 0 } });
    expect(ids(search)).toEqual([pending.body.id]);
    const byParent = await t.request("GET", "/api/v1/article/list", { query: { category_id: category } });
    expect(ids(byParent)).toContain(published.body.id);
    expect(ids(byParent)).not.toContain(pending.body.id);
    const limited = await t.call(apiRoutes.article.list, { query: { limit: 1, field: ["id", "title"] } });
    expect(limited.body.total).toBeUndefined();
    expect(limited.body.article).toHaveLength(1);
    expect(Object.keys(limited.body.article[0]).sort()).toEqual(["category", "category_id", "id", "identifier", "title", "user", "username"]);
  });

  it("recommends, orders by recommendation and sets categories in batch (administrators only)", async () => {
    const member = await createMember(t.ctx);
    const a = await postArticle(t, member.token, { title: "甲" });
    const b = await postArticle(t, member.token, { title: "乙" });
    const other = await insertArticleCategory(t.ctx, "生活");
    expect((await t.call(apiRoutes.article.recommend, { token: member.token, body: { article_id: [a.body.id], is_recommend: true } })).status).toBe(403);
    expect((await t.call(apiRoutes.article.recommend, { token: admin.token, body: { article_id: [a.body.id], is_recommend: true } })).status).toBe(200);
    const recommended = await t.request("GET", "/api/v1/article/list", { query: { is_recommend: true, order: "recommend_at desc" } });
    expect(recommended.body.article.map((x: { id: number }) => x.id)).toContain(a.body.id);
    expect(recommended.body.article.map((x: { id: number }) => x.id)).not.toContain(b.body.id);
    const batch = await t.call(apiRoutes.article.setCategory, { token: admin.token, body: { article_id: [a.body.id, b.body.id], category_id: [other] } });
    expect(batch.status).toBe(200);
    const inOther = await t.request("GET", "/api/v1/article/list", { query: { category_id: other } });
    expect(inOther.body.article.map((x: { id: number }) => x.id).sort()).toEqual([a.body.id, b.body.id].sort());
    const count = await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", other).executeTakeFirstOrThrow();
    expect(count.doc_count).toBe(2);
    expect((await t.call(apiRoutes.article.setCategory, { token: admin.token, body: { article_id: [a.body.id], category_id: [] } })).status).toBe(400);
  });

  it("requires a login to post and refuses anonymous edits", async () => {
    expect((await t.call(apiRoutes.article.create, { body: { title: "x", content: "y" } })).status).toBe(401);
    expect((await t.call(apiRoutes.article.update, { body: { id: 1, title: "x" } })).status).toBe(401);
    expect((await t.request("DELETE", "/api/v1/article", { query: { id: 1 } })).status).toBe(401);
    expect((await t.call(apiRoutes.article.canPublish)).status).toBe(401);
  });
});
