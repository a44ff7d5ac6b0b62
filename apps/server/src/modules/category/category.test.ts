import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createSsrServices } from "../../web/ssr-services.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

type CategoryReply = { id: number; title: string; parent_id: number; type: number; enable: boolean };

describe(`categories (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/category", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as CategoryReply;
  };
  const get = async (id: number) => (await t.call(apiRoutes.category.get, { token: admin, query: { id } })).body as CategoryReply;
  const count = async () => Number((await t.ctx.db.kysely.selectFrom("category").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const titles = (body: { category: Array<{ title: string }> }) => body.category.map((c) => c.title);

  let books: CategoryReply, novels: CategoryReply, scifi: CategoryReply, hidden: CategoryReply, news: CategoryReply;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    books = await create({ title: "图书", sort: 10 });
    novels = await create({ title: "小说", parent_id: books.id, description: "长篇与短篇" });
    scifi = await create({ title: "科幻", parent_id: novels.id, show_description: true });
    hidden = await create({ title: "停用分类", enable: false });
    news = await create({ title: "新闻", type: 1, icon: "/uploads/news.png" });
  });
  afterAll(() => t.close());

  it("creates document categories by default and article categories with type 1", async () => {
    expect(books).toMatchObject({ type: 0, parent_id: 0, enable: true, doc_count: 0, sort: 10 });
    expect(news).toMatchObject({ type: 1, icon: "/uploads/news.png" });
    expect(await get(scifi.id)).toMatchObject({ title: "科幻", parent_id: novels.id, show_description: true });
  });

  it("lists enabled document categories to everyone; types and parents on request", async () => {
    const pub = await t.request("GET", "/api/v1/category/list");
    expect(pub.status).toBe(200);
    expect(pub.body).not.toHaveProperty("total");
    expect(titles(pub.body)).toEqual(["图书", "小说", "科幻"]);
    const both = await t.request("GET", "/api/v1/category/list", { query: { type: [0, 1] } });
    expect(titles(both.body)).toEqual(["图书", "小说", "科幻", "新闻"]);
    const children = await t.request("GET", "/api/v1/category/list", { query: { parent_id: books.id } });
    expect(titles(children.body)).toEqual(["小说"]);
    const projected = await t.request("GET", "/api/v1/category/list", { query: { field: ["id", "title", "parent_id", "nope"], type: 1 } });
    expect(projected.body.category).toEqual([{ id: news.id, title: "新闻", parent_id: 0 }]);
  });

  it("ignores the keyword and enable filter of anonymous callers and applies them for administrators", async () => {
    const pub = await t.request("GET", "/api/v1/category/list", { query: { wd: "停用", enable: false } });
    expect(titles(pub.body)).toEqual(["图书", "小说", "科幻"]);
    expect(titles((await t.request("GET", "/api/v1/category/list", { token: admin })).body)).toEqual(["图书", "小说", "科幻", "停用分类"]);
    const disabled = await t.request("GET", "/api/v1/category/list", { token: admin, query: { enable: false } });
    expect(titles(disabled.body)).toEqual(["停用分类"]);
    const keyword = await t.request("GET", "/api/v1/category/list", { token: admin, query: { wd: "科" } });
    expect(titles(keyword.body)).toEqual(["科幻"]);
  });

  it("reads one category for administrators only", async () => {
    expect((await t.call(apiRoutes.category.get, { query: { id: books.id } })).status).toBe(401);
    const member = await memberToken(t, "category_member");
    const res = await t.call(apiRoutes.category.get, { token: member, query: { id: books.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("您没有权限访问【查询分类】");
    expect((await t.call(apiRoutes.category.get, { token: admin, query: { id: 987654 } })).status).toBe(404);
  });

  it.each([
    [{}, 400, "请输入分类名称"],
    [{ title: "x", type: 2 }, 400, "分类类型只能是 0（文档）或 1（文章）"],
    [{ title: "x", parent_id: 987654 }, 400, "上级分类不存在"],
    [{ title: "小说", parent_id: -1 }, 400, "上级分类不正确"],
  ])("rejects %j and creates nothing", async (body, status, message) => {
    const before = await count();
    const res = await t.request("POST", "/api/v1/category", { token: admin, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it("needs a parent of the same type", async () => {
    const res = await t.call(apiRoutes.category.create, { token: admin, body: { title: "文章子类", type: 1, parent_id: books.id } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("上级分类的类型必须与当前分类相同");
  });

  it("refuses a sibling with the same title but allows it elsewhere", async () => {
    const res = await t.call(apiRoutes.category.create, { token: admin, body: { title: "小说", parent_id: books.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("分类名称已存在");
    await create({ title: "小说", type: 1 });
    const rename = await t.call(apiRoutes.category.update, { token: admin, body: { id: hidden.id, title: "图书" } });
    expect(rename.status).toBe(409);
  });

  it("refuses cycles when moving a category", async () => {
    for (const parent_id of [books.id, novels.id, scifi.id]) {
      const res = await t.call(apiRoutes.category.update, { token: admin, body: { id: books.id, parent_id } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("不能把分类移动到它自己或它的子分类下面");
    }
    expect((await get(books.id)).parent_id).toBe(0);
  });

  it("keeps the type of a category with children, and a child's type equal to its parent's", async () => {
    const res = await t.call(apiRoutes.category.update, { token: admin, body: { id: novels.id, type: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("该分类下有子分类，不能修改分类类型");
    const leaf = await t.call(apiRoutes.category.update, { token: admin, body: { id: scifi.id, type: 1 } });
    expect(leaf.status).toBe(400);
    expect(leaf.body.message).toBe("上级分类的类型必须与当前分类相同");
    expect((await get(scifi.id)).type).toBe(0);
  });

  it("updates the given fields and moves a category", async () => {
    const res = await t.call(apiRoutes.category.update, { token: admin, body: { id: scifi.id, parent_id: books.id, enable: false, sort: 3 } });
    expect(res.status).toBe(200);
    expect(await get(scifi.id)).toMatchObject({ title: "科幻", parent_id: books.id, enable: false, sort: 3 });
    expect((await t.call(apiRoutes.category.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
  });

  it("gives server renders every enabled document and article category", async () => {
    const categories = await createSsrServices(t.ctx, {}).categories();
    expect(categories.map((c) => c.title).sort()).toEqual(["图书", "小说", "小说", "新闻"].sort());
    expect(categories.every((c) => c.enable)).toBe(true);
  });

  it("refuses to delete categories that still hold documents", async () => {
    const now = nowIso();
    const doc = await t.ctx.db.kysely
      .insertInto("document")
      .values({ uuid: "cat-test-doc", title: "文档", user_id: 1, attachment_id: 0, hash: "h", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.ctx.db.kysely.insertInto("document_category").values({ document_id: Number(doc.id), category_id: novels.id }).execute();
    const res = await t.request("DELETE", "/api/v1/category", { token: admin, query: { id: books.id } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("分类或其子分类下还有文档，请先移除这些文档的分类");
    expect((await get(novels.id)).title).toBe("小说");
    await t.ctx.db.kysely.deleteFrom("document_category").execute();

    await t.ctx.db.kysely.updateTable("category").set({ doc_count: 2 }).where("id", "=", news.id).execute();
    expect((await t.request("DELETE", "/api/v1/category", { token: admin, query: { id: news.id } })).status).toBe(400);
  });

  it("deletes a category with its subcategories", async () => {
    const res = await t.request("DELETE", "/api/v1/category", { token: admin, query: { id: books.id } });
    expect(res.status).toBe(200);
    const left = await t.ctx.db.kysely.selectFrom("category").select("title").orderBy("id").execute();
    expect(left.map((c) => c.title)).toEqual(["停用分类", "新闻", "小说"]);
  });
});
