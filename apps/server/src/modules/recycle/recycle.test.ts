import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertCategory, insertDocument, type Session } from "../documents/document-fixtures.js";
import { documentFileKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { collectionSettled } from "../storage-gc/schedule.js";

describe(`recycle bin (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  const events: Array<[string, number]> = [];
  const deletedAttachments: number[][] = [];

  const remove = (token: string, ids: number[]) => t.call(apiRoutes.document.remove, { token, query: { id: ids } });
  const exists = async (id: number) => Boolean(await t.ctx.db.kysely.selectFrom("document").select("id").where("id", "=", id).executeTakeFirst());

  beforeAll(async () => {
    t = await createTestServer();
    t.ctx.events.on("document.changed", ({ documentId }) => void events.push(["changed", documentId]));
    t.ctx.events.on("document.deleted", ({ documentId }) => void events.push(["deleted", documentId]));
    t.ctx.events.on("attachment.deleted", ({ attachmentIds }) => void deletedAttachments.push(attachmentIds));
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("lists deleted documents, latest deletion first, with who deleted them", async () => {
    const [a, b, live] = [await insertDocument(t.ctx, { userId: owner.id, title: "回收A" }), await insertDocument(t.ctx, { userId: owner.id, title: "回收B" }), await insertDocument(t.ctx, { userId: owner.id })];
    await remove(owner.token, [a.id]);
    await new Promise((r) => setTimeout(r, 5));
    await remove(admin.token, [b.id]);
    const res = await t.request("GET", "/api/v1/document/recycle", { token: admin.token, query: { wd: "回收" } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.document.map((d: { id: number }) => d.id)).toEqual([b.id, a.id]);
    expect(res.body.document[0]).toMatchObject({ deleted_user_id: admin.id, deleted_username: "admin", deleted_at: expect.any(String) });
    expect(res.body.document.map((d: { id: number }) => d.id)).not.toContain(live.id);
    expect((await t.call(apiRoutes.recycle.list, { token: owner.token })).status).toBe(403);
  });

  it("restores documents and their counts", async () => {
    const category = await insertCategory(t.ctx, "恢复");
    const doc = await insertDocument(t.ctx, { userId: owner.id, categoryIds: [category] });
    await remove(owner.token, [doc.id]);
    events.length = 0;
    expect((await t.call(apiRoutes.recycle.restore, { token: admin.token, body: { id: [doc.id] } })).status).toBe(200);
    const row = await t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
    expect(Number(row.deleted_user_id)).toBe(0);
    const cat = await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", category).executeTakeFirstOrThrow();
    expect(cat.doc_count).toBe(1);
    expect(events).toEqual([["changed", doc.id]]);
  });

  it("purges documents for good, keeping purchase history and attachments other documents still use", async () => {
    const reader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    const twin = await insertDocument(t.ctx, { userId: owner.id });
    await t.ctx.db.kysely.updateTable("document").set({ attachment_id: doc.attachmentId }).where("id", "=", twin.id).execute();
    await t.call(apiRoutes.favorite.create, { token: reader.token, body: { document_id: doc.id } });
    await t.call(apiRoutes.rating.rate, { token: reader.token, body: { document_id: doc.id, score: 400 } });
    await t.call(apiRoutes.report.create, { token: reader.token, body: { document_id: doc.id, reason: 1 } });
    await t.call(apiRoutes.download.document, { token: reader.token, query: { id: doc.id } });
    await remove(owner.token, [doc.id]);
    const live = await insertDocument(t.ctx, { userId: owner.id });
    expect((await t.call(apiRoutes.recycle.purge, { token: admin.token, query: { id: [doc.id, live.id] } })).status).toBe(200);
    expect(await exists(doc.id)).toBe(false);
    expect(await exists(live.id)).toBe(true);
    const db = t.ctx.db.kysely;
    expect(await db.selectFrom("favorite").select("id").where("document_id", "=", doc.id).execute()).toHaveLength(0);
    expect(await db.selectFrom("document_score").select("id").where("document_id", "=", doc.id).execute()).toHaveLength(0);
    expect(await db.selectFrom("report").select("id").where("document_id", "=", doc.id).execute()).toHaveLength(0);
    expect(await db.selectFrom("download").select("id").where("document_id", "=", doc.id).execute()).toHaveLength(1);
    const shared = await db.selectFrom("attachment").select("deleted_at").where("id", "=", doc.attachmentId).executeTakeFirstOrThrow();
    expect(shared.deleted_at).toBeNull();

    await remove(owner.token, [twin.id]);
    await t.request("DELETE", "/api/v1/document/recycle", { token: admin.token, query: { id: twin.id } });
    // The orphan is marked deleted, and storage garbage collection, started after the purge, removes it.
    expect(deletedAttachments).toEqual([[doc.attachmentId]]);
    await collectionSettled(t.ctx);
    expect(await db.selectFrom("attachment").select("id").where("id", "=", doc.attachmentId).executeTakeFirst()).toBeUndefined();
    expect(await storageFor(t.ctx).stat(documentFileKey(doc.hash, ".pdf"))).toBeNull();
  });

  it("empties the whole bin", async () => {
    const docs = [await insertDocument(t.ctx, { userId: owner.id }), await insertDocument(t.ctx, { userId: owner.id })];
    await remove(owner.token, docs.map((d) => d.id));
    events.length = 0;
    expect((await t.call(apiRoutes.recycle.empty, { token: admin.token })).status).toBe(200);
    expect((await t.call(apiRoutes.recycle.list, { token: admin.token })).body.total).toBe(0);
    expect(events.filter(([kind]) => kind === "deleted").map(([, id]) => id)).toEqual(expect.arrayContaining(docs.map((d) => d.id)));
    expect((await t.call(apiRoutes.recycle.empty, { token: owner.token })).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.RecycleAPI/ListRecycleDocument").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/document/recycle"]);
  });
});
