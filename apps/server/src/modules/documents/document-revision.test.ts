import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertCategory, insertDocument, type Session } from "./document-fixtures.js";

describe(`documents: an edit of a published document's details waits for review while the published ones stay (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  let documentId: number;
  let oldCategory: number;
  let newCategory: number;

  const get = (token?: string) => t.call(apiRoutes.document.get, { query: { id: documentId }, token });
  const edit = (body: Record<string, unknown>, token = owner.token) => t.call(apiRoutes.document.update, { token, body: { id: documentId, ...body } });
  const check = (status: number, extra: Record<string, unknown> = {}) =>
    t.call(apiRoutes.document.check, { token: admin.token, body: { id: [documentId], status, ...extra } });
  const categoryCount = async (id: number) =>
    Number((await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", id).executeTakeFirstOrThrow()).doc_count);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
    oldCategory = await insertCategory(t.ctx, "旧文档分类");
    newCategory = await insertCategory(t.ctx, "新文档分类");
    documentId = (await insertDocument(t.ctx, { userId: owner.id, title: "原来的文档", price: 1, categoryIds: [oldCategory] })).id;
  });
  afterAll(() => t.close());

  it("keeps the published details for everyone while the uploader's edit waits; uploader and reviewers see it", async () => {
    const saved = await edit({ title: "新的文档", description: "新的简介", price: 5, category_id: [newCategory] });
    expect(saved).toMatchObject({ status: 200, body: { revision_pending: true } });
    const visitor = await get();
    expect(visitor).toMatchObject({ status: 200, body: { status: 2, title: "原来的文档", price: 1, category_id: [oldCategory] } });
    expect(visitor.body.revision).toBeUndefined();
    const stranger = await createMember(t.ctx);
    expect((await get(stranger.token)).body.revision).toBeUndefined();
    for (const token of [owner.token, admin.token]) {
      expect((await get(token)).body).toMatchObject({ title: "原来的文档", revision: { status: 0, title: "新的文档", price: 5, category_id: [newCategory] } });
    }
    const ownList = await t.request("GET", "/api/v1/document/list", { token: owner.token, query: { user_id: owner.id } });
    expect(ownList.body.document[0]).toMatchObject({ title: "原来的文档", revision: { status: 0, title: "新的文档" } });
    const publicList = await t.request("GET", "/api/v1/document/list", { query: { user_id: owner.id } });
    expect(publicList.body.document[0].revision).toBeUndefined();
    const review = await t.call(apiRoutes.document.list, { token: admin.token, query: { revision_status: [0] } });
    expect(review.body).toMatchObject({ total: 1, document: [{ id: documentId }] });
  });

  it("replaces the pending edit with a second one, fields left out keeping what the uploader last wrote", async () => {
    await edit({ keywords: "第二次" });
    expect((await get(owner.token)).body.revision).toMatchObject({ title: "新的文档", keywords: "第二次", price: 5 });
  });

  it("rejecting (7) keeps the published details and the document's status, and tells the uploader why", async () => {
    expect((await check(7, { reject_reason: "价格过高" })).status).toBe(200);
    expect((await get()).body).toMatchObject({ status: 2, title: "原来的文档", price: 1 });
    expect((await get(owner.token)).body.revision).toMatchObject({ status: 2, reject_reason: "价格过高" });
  });

  it("approving (0) swaps the edit in without sending the document back to conversion", async () => {
    await edit({ price: 3 });
    expect((await get(owner.token)).body.revision).toMatchObject({ status: 0, reject_reason: "", price: 3 });
    expect((await check(0)).status).toBe(200);
    const visitor = (await get()).body;
    expect(visitor).toMatchObject({ status: 2, title: "新的文档", description: "新的简介", keywords: "第二次", price: 3, category_id: [newCategory] });
    expect((await get(owner.token)).body.revision).toBeUndefined();
    expect([await categoryCount(oldCategory), await categoryCount(newCategory)]).toEqual([0, 1]);
  });

  it("keeps today's behaviour for documents in review and for administrators", async () => {
    const inReview = await insertDocument(t.ctx, { userId: owner.id, status: 6, title: "审核中" });
    const saved = await t.call(apiRoutes.document.update, { token: owner.token, body: { id: inReview.id, title: "审核中改" } });
    expect(saved.body.revision_pending).toBeUndefined();
    expect((await t.call(apiRoutes.document.get, { token: owner.token, query: { id: inReview.id } })).body.title).toBe("审核中改");
    expect((await edit({ title: "管理员改的" }, admin.token)).body.revision_pending).toBeUndefined();
    expect((await get()).body.title).toBe("管理员改的");
  });
});
