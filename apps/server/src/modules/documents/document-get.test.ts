import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertCategory, insertDocument, type Session } from "./document-fixtures.js";

describe(`one document and the home page (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  let reader: Session;

  const get = (query: Record<string, string | number | boolean>, token?: string) => t.request("GET", "/api/v1/document", { query, token });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
    reader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("returns a document by id or uuid with categories, attachment hash and reader fields", async () => {
    const category = await insertCategory(t.ctx, "教育");
    const doc = await insertDocument(t.ctx, { userId: owner.id, title: "读本", price: 3, categoryIds: [category], pages: 9 });
    const byId = await get({ id: doc.id });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: doc.id, uuid: doc.uuid, title: "读本", price: 3, pages: 9, preview: 9, width: 800, height: 1131, score: 300,
      preview_ext: ".webp", enable_gzip: false, status: 2, ext: ".pdf", attachment: { hash: doc.hash },
      category_id: [category], category: [{ id: category, title: "教育", parent_id: 0 }],
    });
    expect(byId.body.user).toBeUndefined();
    expect(byId.body.convert_error).toBeUndefined();
    expect((await get({ uuid: doc.uuid })).body.id).toBe(doc.id);
  });

  it("answers 404 文档不存在 for unknown documents", async () => {
    const queries: Array<Record<string, string | number>> = [{ id: 999_999 }, { uuid: "ffffffffffffffff" }, {}];
    for (const query of queries) {
      const res = await get(query);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("文档不存在");
    }
  });

  it.each([4, 6, 7])("status %d is visible to its owner and administrators only", async (status) => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, status });
    expect((await get({ id: doc.id })).status).toBe(404);
    expect((await get({ id: doc.id }, reader.token)).status).toBe(404);
    expect((await get({ id: doc.id }, owner.token)).status).toBe(200);
    expect((await get({ id: doc.id }, admin.token)).status).toBe(200);
  });

  it("a deleted document is visible to its owner and administrators only", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, deleted: true });
    expect((await get({ id: doc.id }, reader.token)).status).toBe(404);
    const own = await get({ id: doc.id }, owner.token);
    expect(own.status).toBe(200);
    expect(own.body.deleted_at).toEqual(expect.any(String));
    expect((await get({ id: doc.id }, admin.token)).status).toBe(200);
  });

  it("counts a view and adds the public author only with with_author", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    await get({ id: doc.id });
    await get({ id: doc.id });
    const viewed = await get({ id: doc.id, with_author: true });
    expect(viewed.body.view_count).toBe(1);
    expect(viewed.body.user).toMatchObject({ id: owner.id, doc_count: expect.any(Number) });
    expect(viewed.body.user.email).toBeUndefined();
    expect(viewed.body.user.password_hash).toBeUndefined();
    expect((await get({ id: doc.id, with_author: true })).body.view_count).toBe(2);
    const stored = await t.ctx.db.kysely.selectFrom("document").select("view_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(stored.view_count).toBe(2);
  });

  it("returns the first 8192 characters of the extracted text, all of it on request, else the description", async () => {
    const page = "字".repeat(5000);
    const doc = await insertDocument(t.ctx, { userId: owner.id, pageTexts: [page, page, page] });
    const short = await get({ id: doc.id });
    expect(Array.from(short.body.content as string)).toHaveLength(8192);
    const full = await get({ id: doc.id, with_all_content: true }, owner.token);
    expect(full.body.content).toBe([page, page, page].join("\f"));
    const bare = await insertDocument(t.ctx, { userId: owner.id });
    await t.ctx.db.kysely.updateTable("document").set({ description: "只有描述" }).where("id", "=", bare.id).execute();
    expect((await get({ id: bare.id })).body.content).toBe("只有描述");
  });

  it("gives strangers the text of the preview pages only; the owner, administrators and buyers all of it", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, price: 5, pageTexts: ["第一页正文", "第二页正文", "第三页正文"] });
    await t.ctx.db.kysely.updateTable("document").set({ preview: 1 }).where("id", "=", doc.id).execute();
    for (const token of [undefined, reader.token]) {
      expect((await get({ id: doc.id }, token)).body.content).toBe("第一页正文");
      expect((await get({ id: doc.id, with_all_content: true }, token)).body.content).toBe("第一页正文");
    }
    const everything = ["第一页正文", "第二页正文", "第三页正文"].join("\f");
    expect((await get({ id: doc.id, with_all_content: true }, owner.token)).body.content).toBe(everything);
    expect((await get({ id: doc.id, with_all_content: true }, admin.token)).body.content).toBe(everything);
    const now = new Date().toISOString();
    await t.ctx.db.kysely
      .insertInto("download")
      .values({ user_id: reader.id, document_id: doc.id, is_pay: 1, price: 5, created_at: now, updated_at: now })
      .execute();
    expect((await get({ id: doc.id, with_all_content: true }, reader.token)).body.content).toBe(everything);
  });

  it("hides counters per display settings", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    await t.ctx.db.kysely.updateTable("document").set({ download_count: 7, favorite_count: 5, view_count: 9 }).where("id", "=", doc.id).execute();
    expect((await get({ id: doc.id })).body).toMatchObject({ download_count: 7, favorite_count: 5, view_count: 9 });
    await t.setSettings([
      ["display", "show_document_download_count", "false"],
      ["display", "show_document_favorite_count", "false"],
      ["display", "show_document_view_count", "false"],
    ]);
    expect((await get({ id: doc.id })).body).toMatchObject({ download_count: 0, favorite_count: 0, view_count: 0 });
    await t.setSettings([
      ["display", "show_document_download_count", "true"],
      ["display", "show_document_favorite_count", "true"],
      ["display", "show_document_view_count", "true"],
    ]);
  });

  it("home: one bucket per enabled top-level category with its newest converted documents and covers", async () => {
    await t.ctx.db.kysely.deleteFrom("document_category").execute();
    await t.ctx.db.kysely.deleteFrom("category").execute();
    const top = await insertCategory(t.ctx, "首页分类", { sort: 10 });
    const child = await insertCategory(t.ctx, "子分类", { parentId: top });
    const second = await insertCategory(t.ctx, "第二分类", { sort: 5 });
    await insertCategory(t.ctx, "停用分类", { enable: false });
    const older = await insertDocument(t.ctx, { userId: owner.id, categoryIds: [top] });
    const newer = await insertDocument(t.ctx, { userId: owner.id, categoryIds: [child] });
    await insertDocument(t.ctx, { userId: owner.id, categoryIds: [top], status: 0 });
    await insertDocument(t.ctx, { userId: owner.id, categoryIds: [top], status: 6 });
    await insertDocument(t.ctx, { userId: owner.id, categoryIds: [top], deleted: true });
    const res = await t.request("GET", "/api/v1/document/home", { query: { limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.document.map((b: { category_name: string }) => b.category_name)).toEqual(["首页分类", "第二分类"]);
    const [first, empty] = res.body.document;
    expect(first.category_id).toBe(top);
    expect(first.document.map((d: { id: number }) => d.id)).toEqual([newer.id, older.id]);
    expect(first.document[0]).toEqual({ id: newer.id, title: expect.any(String), ext: ".pdf", uuid: newer.uuid, pages: 3, cover: `/view/cover/${newer.hash}` });
    expect(empty).toMatchObject({ category_id: second, document: [] });
    const limited = await t.call(apiRoutes.document.home, { query: { limit: 1, field: ["price", "description"] } });
    expect(limited.body.document[0].document).toHaveLength(1);
    expect(Object.keys(limited.body.document[0].document[0]).sort()).toEqual(["cover", "description", "ext", "id", "pages", "price", "title", "uuid"]);

    // A document filed under a category and its sub-category (its path) shows once; the limit counts the bucket.
    const filedTwice = await insertDocument(t.ctx, { userId: owner.id, categoryIds: [top, child] });
    const twice = await t.call(apiRoutes.document.home, { query: { limit: 5 } });
    expect(twice.body.document[0].document.map((d) => d.id)).toEqual([filedTwice.id, newer.id, older.id]);
    const two = await t.call(apiRoutes.document.home, { query: { limit: 2 } });
    expect(two.body.document[0].document.map((d) => d.id)).toEqual([filedTwice.id, newer.id]);
  });
});
