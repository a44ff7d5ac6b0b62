import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertCategory, insertDocument, type InsertedDocument, type Session } from "./document-fixtures.js";

describe(`document list (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  let other: Session;
  let categoryA: number;
  let categoryA1: number;
  let categoryB: number;
  const docs: Record<string, InsertedDocument> = {};

  const list = (query: Record<string, string | number | boolean | Array<string | number | boolean>>, token?: string) =>
    t.request("GET", "/api/v1/document/list", { query, token });
  const ids = (res: { body: { document: Array<{ id: number }> } }) => res.body.document.map((d) => d.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => docs[n].id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
    other = await createMember(t.ctx);
    categoryA = await insertCategory(t.ctx, "A");
    categoryA1 = await insertCategory(t.ctx, "A1", { parentId: categoryA });
    categoryB = await insertCategory(t.ctx, "B");
    const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12)).toISOString();
    docs.pdf = await insertDocument(t.ctx, { userId: owner.id, title: "Alpha 年报", categoryIds: [categoryA], createdAt: day(1) });
    docs.word = await insertDocument(t.ctx, { userId: owner.id, title: "Beta 合同", ext: ".docx", price: 5, language: "en", categoryIds: [categoryA1], createdAt: day(2) });
    docs.pending = await insertDocument(t.ctx, { userId: other.id, title: "Gamma", ext: ".pptx", status: 0, categoryIds: [categoryB], createdAt: day(3) });
    docs.failed = await insertDocument(t.ctx, { userId: other.id, title: "Delta", status: 3, createdAt: day(4) });
    for (const status of [4, 5, 6, 7]) docs[`s${status}`] = await insertDocument(t.ctx, { userId: owner.id, title: `Hidden ${status}`, status, createdAt: day(5) });
    docs.deleted = await insertDocument(t.ctx, { userId: owner.id, title: "Gone", deleted: true, createdAt: day(6) });
    await t.ctx.db.kysely.updateTable("document").set({ recommend_at: day(7), view_count: 42 }).where("id", "=", docs.word.id).execute();
  });
  afterAll(() => t.close());

  it("shows visitors live documents in statuses 0–3 only", async () => {
    const res = await list({ page: 1, size: 24 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(ids(res)).toEqual(idsOf("pdf", "word", "pending", "failed"));
    expect(res.body.document.every((d: { status: number }) => d.status <= 3)).toBe(true);
    expect((await list({ status: [6, 7] })).body).toEqual({ total: 0, document: [] });
    expect(ids(await list({ status: 3 }))).toEqual(idsOf("failed"));
  });

  it("never widens for another user's id, only for the caller's own", async () => {
    expect(ids(await list({ user_id: owner.id, size: 24 }, other.token))).toEqual(idsOf("pdf", "word"));
    const own = await list({ user_id: owner.id, size: 24, wd: "Hidden" }, owner.token);
    expect(ids(own)).toEqual(idsOf("s4", "s5", "s6", "s7"));
  });

  it("gives administrators every status and keyword search", async () => {
    const all = await list({ size: 100 }, admin.token);
    expect(all.body.total).toBe(8);
    const hidden = await list({ status: [6, 7], wd: "hidden" }, admin.token);
    expect(ids(hidden)).toEqual(idsOf("s6", "s7"));
    expect(ids(await list({ wd: "Alpha", size: 24 }))).toHaveLength(4);
    expect(ids(await list({ wd: "100%" }, admin.token))).toEqual([]);
  });

  it("clamps the public page size to 1..24", async () => {
    const extra = await Promise.all(Array.from({ length: 22 }, () => insertDocument(t.ctx, { userId: other.id, title: "Filler" })));
    expect((await list({ size: 100 })).body.document).toHaveLength(24);
    expect((await list({ size: 0 })).body.document).toHaveLength(1);
    expect((await list({ size: 100 }, admin.token)).body.document).toHaveLength(30);
    await t.ctx.db.kysely.deleteFrom("document").where("id", "in", extra.map((d) => d.id)).execute();
  });

  it("filters by category including sub-categories, ext group, fee type, language, recommendation and dates", async () => {
    expect(ids(await list({ category_id: categoryA, size: 24 }))).toEqual(idsOf("pdf", "word"));
    expect(ids(await list({ category_id: categoryA1, size: 24 }))).toEqual(idsOf("word"));
    expect(ids(await list({ category_id: [categoryA1, categoryB], size: 24 }))).toEqual(idsOf("word", "pending"));
    expect(ids(await list({ ext: "doc", size: 24 }))).toEqual(idsOf("word"));
    expect(ids(await list({ ext: "ppt", size: 24 }))).toEqual(idsOf("pending"));
    expect(ids(await list({ fee_type: "charge", size: 24 }))).toEqual(idsOf("word"));
    expect(ids(await list({ fee_type: "free", size: 24 }))).toEqual(idsOf("pdf", "pending", "failed"));
    expect(ids(await list({ language: "en", size: 24 }))).toEqual(idsOf("word"));
    expect(ids(await list({ is_recommend: true, size: 24 }))).toEqual(idsOf("word"));
    expect(ids(await list({ is_recommend: false, size: 24 }))).toEqual(idsOf("pdf", "pending", "failed"));
    expect(ids(await list({ created_at: ["2024-01-02 00:00:00", "2024-01-03 23:59:59"], size: 24 }))).toEqual(idsOf("word", "pending"));
  });

  it("orders by an allowed column and ignores others", async () => {
    const byPrice = await list({ order: "price desc", size: 24 });
    expect(byPrice.body.document[0].id).toBe(docs.word.id);
    const byTitle = await list({ order: "title asc", size: 24 });
    expect(byTitle.body.document.map((d: { title: string }) => d.title)).toEqual(["Alpha 年报", "Beta 合同", "Delta", "Gamma"]);
    const fallback = await list({ order: "password_hash asc", size: 24 });
    expect(fallback.body.document[0].id).toBe(docs.failed.id);
  });

  it("projects to the requested fields and keeps related data", async () => {
    const res = await list({ field: ["id", "title", "nope"], category_id: categoryA1 });
    expect(res.body.document).toEqual([
      { id: docs.word.id, title: "Beta 合同", category_id: [categoryA1], category: [{ id: categoryA1, title: "A1", parent_id: categoryA }], attachment: { hash: docs.word.hash }, username: expect.any(String), deleted_username: "" },
    ]);
  });

  it("returns `limit` rows without a total", async () => {
    const res = await list({ limit: 2 });
    expect(res.body.document).toHaveLength(2);
    expect(res.body.total).toBeUndefined();
  });

  it("hides counters from visitors per display settings, not from administrators", async () => {
    await t.setSettings([["display", "show_document_view_count", "false"]]);
    const publicView = await list({ category_id: categoryA1 });
    expect(publicView.body.document[0].view_count).toBe(0);
    const adminView = await list({ category_id: categoryA1 }, admin.token);
    expect(adminView.body.document[0].view_count).toBe(42);
    await t.setSettings([["display", "show_document_view_count", "true"]]);
    expect((await list({ category_id: categoryA1 })).body.document[0].view_count).toBe(42);
  });

  it("registers its permission with the document list page", async () => {
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.DocumentAPI/ListDocument").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/document/list"]);
  });
});
