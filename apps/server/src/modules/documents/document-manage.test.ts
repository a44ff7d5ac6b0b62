import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { MEMBER_GROUP_ID } from "../../db/seeded-rows.js";
import { adminSession, createMember, creditsOf, insertCategory, insertDocument, ledgerMismatches, type Session } from "./document-fixtures.js";

describe(`changing documents (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  let stranger: Session;
  const events: Array<[string, number]> = [];

  const docRow = (id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const userRow = (id: number) => t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const setMemberDocumentReview = (flag: 0 | 1) =>
    t.ctx.db.kysely.updateTable("groups").set({ enable_document_review: flag }).where("id", "=", MEMBER_GROUP_ID).execute();
  const categoryCount = async (id: number) => (await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", id).executeTakeFirstOrThrow()).doc_count;

  beforeAll(async () => {
    t = await createTestServer();
    t.ctx.events.on("document.changed", ({ documentId }) => void events.push(["changed", documentId]));
    t.ctx.events.on("document.deleted", ({ documentId }) => void events.push(["deleted", documentId]));
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx, 10);
    stranger = await createMember(t.ctx);
  });
  beforeEach(() => {
    events.length = 0;
  });
  afterAll(() => t.close());

  describe("PUT /api/v1/document", () => {
    it("lets the owner edit metadata and categories, not status or text", async () => {
      // Groups that skip review: the edit applies at once (document-revision.test.ts covers the others).
      await setMemberDocumentReview(0);
      const [a, b] = [await insertCategory(t.ctx, "甲"), await insertCategory(t.ctx, "乙")];
      const doc = await insertDocument(t.ctx, { userId: owner.id, categoryIds: [a], pageTexts: ["原文"] });
      expect(await categoryCount(a)).toBe(1);
      const res = await t.request("PUT", "/api/v1/document", {
        token: owner.token,
        body: { id: doc.id, title: " 新标题 ", keywords: "k1,k2", description: "描述", price: "8", language: "en", category_id: [b], status: 4, content: "篡改", is_vip: true },
      });
      expect(res.status).toBe(200);
      expect(await docRow(doc.id)).toMatchObject({ title: "新标题", keywords: "k1,k2", description: "描述", price: 8, language: "en", status: 2 });
      expect([await categoryCount(a), await categoryCount(b)]).toEqual([0, 1]);
      const page = await t.ctx.db.kysely.selectFrom("document_page").select("text").where("hash", "=", doc.hash).executeTakeFirstOrThrow();
      expect(page.text).toBe("原文");
      expect(events).toEqual([["changed", doc.id]]);
      await setMemberDocumentReview(1);
    });

    it("refuses strangers and validates input", async () => {
      const doc = await insertDocument(t.ctx, { userId: owner.id });
      const res = await t.call(apiRoutes.document.update, { token: stranger.token, body: { id: doc.id, title: "x" } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("文档不存在或没有权限");
      expect((await t.call(apiRoutes.document.update, { token: owner.token, body: { id: doc.id, price: -1 } })).status).toBe(400);
      expect((await t.call(apiRoutes.document.update, { token: owner.token, body: { id: doc.id, title: "  " } })).status).toBe(400);
      const badCategory = await t.call(apiRoutes.document.update, { token: owner.token, body: { id: doc.id, category_id: [999_999] } });
      expect(badCategory.status).toBe(400);
      expect(badCategory.body.message).toBe("文档分类不存在");
      const badLanguage = await t.call(apiRoutes.document.update, { token: owner.token, body: { id: doc.id, language: "xx-YY" } });
      expect(badLanguage.status).toBe(400);
      expect(badLanguage.body.message).toBe("文档语言不存在");
      expect((await t.call(apiRoutes.document.update, { body: { id: doc.id, title: "x" } })).status).toBe(401);
    });

    it("lets administrators set status (2 only with pages) and replace the extracted text page by page", async () => {
      const doc = await insertDocument(t.ctx, { userId: owner.id, status: 6, pageTexts: ["乱码一", "乱码二"] });
      await t.call(apiRoutes.document.update, { token: admin.token, body: { id: doc.id, status: 2, content: "第一页\f第二页\f多出的" } });
      expect((await docRow(doc.id)).status).toBe(2);
      const full = await t.call(apiRoutes.document.get, { query: { id: doc.id, with_all_content: true } });
      expect(full.body.content).toBe("第一页\f第二页 多出的");
      const unconverted = await insertDocument(t.ctx, { userId: owner.id, status: 0, pages: 0 });
      await t.call(apiRoutes.document.update, { token: admin.token, body: { id: unconverted.id, content: "人工录入" } });
      expect((await t.call(apiRoutes.document.get, { query: { id: unconverted.id } })).body.content).toBe("人工录入");
      const empty = await insertDocument(t.ctx, { userId: owner.id, status: 6, pages: 0 });
      await t.call(apiRoutes.document.update, { token: admin.token, body: { id: empty.id, status: 2 } });
      expect((await docRow(empty.id)).status).toBe(0);
    });
  });

  describe("DELETE /api/v1/document", () => {
    it("moves own documents to the recycle bin, charges the penalty through the ledger and recounts", async () => {
      await t.setSettings([["score", "delete_document", "3"]]);
      const member = await createMember(t.ctx, 4);
      const category = await insertCategory(t.ctx, "删除测试");
      const first = await insertDocument(t.ctx, { userId: member.id, categoryIds: [category] });
      const second = await insertDocument(t.ctx, { userId: member.id, categoryIds: [category] });
      expect((await userRow(member.id)).doc_count).toBe(2);
      const res = await t.call(apiRoutes.document.remove, { token: member.token, query: { id: [first.id, second.id] } });
      expect(res.status).toBe(200);
      const row = await docRow(first.id);
      expect(row.deleted_at).not.toBeNull();
      expect(Number(row.deleted_user_id)).toBe(member.id);
      expect((await userRow(member.id)).doc_count).toBe(0);
      expect(await categoryCount(category)).toBe(0);
      expect(await creditsOf(t.ctx, member.id)).toBe(0);
      const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").select(["delta", "reason"]).where("user_id", "=", member.id).where("reason", "=", "delete_document").orderBy("id").execute();
      expect(ledger.map((l) => Number(l.delta))).toEqual([-3, -1]);
      expect(events.sort()).toEqual([["deleted", first.id], ["deleted", second.id]].sort());
      const listed = await t.request("GET", "/api/v1/document/list", { query: { user_id: member.id } });
      expect(listed.body.total).toBe(0);
    });

    it("refuses other people's documents without the permission", async () => {
      const doc = await insertDocument(t.ctx, { userId: owner.id });
      const res = await t.request("DELETE", "/api/v1/document", { token: stranger.token, query: { id: doc.id } });
      expect(res.status).toBe(403);
      expect((await docRow(doc.id)).deleted_at).toBeNull();
    });

    it("lets administrators delete any document, the uploader paying the penalty", async () => {
      await t.setSettings([["score", "delete_document", "2"]]);
      const before = await creditsOf(t.ctx, owner.id);
      const doc = await insertDocument(t.ctx, { userId: owner.id });
      expect((await t.request("DELETE", "/api/v1/document", { token: admin.token, query: { id: doc.id } })).status).toBe(200);
      expect(Number((await docRow(doc.id)).deleted_user_id)).toBe(admin.id);
      expect(await creditsOf(t.ctx, owner.id)).toBe(before - 2);
    });
  });

  describe("review, recommendation and batch edits", () => {
    it("check applies review commands; 2 only sticks with pages", async () => {
      const [withPages, withoutPages] = [await insertDocument(t.ctx, { userId: owner.id, status: 6 }), await insertDocument(t.ctx, { userId: owner.id, status: 6, pages: 0 })];
      const check = (status: number, token = admin.token) => t.call(apiRoutes.document.check, { token, body: { id: [withPages.id, withoutPages.id], status } });
      for (const status of [7, 6, 4, 0]) {
        expect((await check(status)).status).toBe(200);
        expect([(await docRow(withPages.id)).status, (await docRow(withoutPages.id)).status]).toEqual([status, status]);
      }
      await check(2);
      expect([(await docRow(withPages.id)).status, (await docRow(withoutPages.id)).status]).toEqual([2, 0]);
      expect((await check(3)).status).toBe(400);
      expect((await check(5)).status).toBe(400);
      expect((await check(2, owner.token)).status).toBe(403);
      expect(events.filter(([, id]) => id === withPages.id).length).toBe(5);
    });

    it("recommend sets, keeps, refreshes and cancels recommend_at", async () => {
      const doc = await insertDocument(t.ctx, { userId: owner.id });
      const recommend = (type: number) => t.call(apiRoutes.document.recommend, { token: admin.token, body: { id: [doc.id], type } });
      await recommend(1);
      const first = (await docRow(doc.id)).recommend_at;
      expect(first).not.toBeNull();
      await new Promise((r) => setTimeout(r, 5));
      await recommend(1);
      expect((await docRow(doc.id)).recommend_at).toBe(first);
      await recommend(2);
      expect((await docRow(doc.id)).recommend_at! > first!).toBe(true);
      await recommend(0);
      expect((await docRow(doc.id)).recommend_at).toBeNull();
      expect((await recommend(3)).status).toBe(400);
    });

    it("batch category and language edits recount", async () => {
      const [from, to] = [await insertCategory(t.ctx, "旧"), await insertCategory(t.ctx, "新")];
      const docs = [await insertDocument(t.ctx, { userId: owner.id, categoryIds: [from] }), await insertDocument(t.ctx, { userId: owner.id, categoryIds: [from] })];
      const ids = docs.map((d) => d.id);
      expect((await t.call(apiRoutes.document.setCategory, { token: admin.token, body: { document_id: ids, category_id: [to] } })).status).toBe(200);
      expect([await categoryCount(from), await categoryCount(to)]).toEqual([0, 2]);
      const empty = await t.call(apiRoutes.document.setCategory, { token: admin.token, body: { document_id: ids, category_id: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe("文档ID和分类ID均不能为空");
      expect((await t.call(apiRoutes.document.setLanguage, { token: admin.token, body: { document_id: ids, language: "ja" } })).status).toBe(200);
      expect((await docRow(ids[0])).language).toBe("ja");
      const ja = await t.ctx.db.kysely.selectFrom("language").select("total").where("code", "=", "ja").executeTakeFirstOrThrow();
      expect(ja.total).toBe(2);
      expect((await t.call(apiRoutes.document.setLanguage, { token: admin.token, body: { document_id: ids, language: "xx" } })).status).toBe(400);
      expect((await t.call(apiRoutes.document.setLanguage, { token: owner.token, body: { document_id: ids, language: "en" } })).status).toBe(403);
    });
  });

  it("stats counts documents by status, the recycle bin and today's downloads", async () => {
    const buyer = await createMember(t.ctx, 5);
    const paid = await insertDocument(t.ctx, { userId: owner.id, price: 2 });
    const free = await insertDocument(t.ctx, { userId: owner.id });
    for (const doc of [paid, free]) expect((await t.call(apiRoutes.download.document, { token: buyer.token, query: { id: doc.id } })).status).toBe(200);
    const res = await t.request("GET", "/api/v1/document/stats", { token: admin.token });
    expect(res.status).toBe(200);
    const rows = await t.ctx.db.kysely.selectFrom("document").select(["status", "deleted_at"]).execute();
    const live = rows.filter((r) => r.deleted_at === null);
    expect(res.body.document_count).toBe(live.length);
    expect(res.body.recycle_count).toBe(rows.length - live.length);
    expect(res.body.status_count.find((s: { status: number }) => s.status === 2).count).toBe(live.filter((r) => r.status === 2).length);
    expect(res.body.today_download_count).toBe(2);
    expect(res.body.today_paid_download_count).toBe(1);
    expect((await t.call(apiRoutes.document.stats, { token: owner.token })).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("path", "=", "/api.v1.DocumentAPI/GetDocumentStats").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/dashboard"]);
  });

  it("leaves a ledger whose rows sum to every user's balance", async () => {
    const balances = await t.ctx.db.kysely.selectFrom("user").select("credit_count").execute();
    expect(balances.some((b) => Number(b.credit_count) > 0)).toBe(true);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
