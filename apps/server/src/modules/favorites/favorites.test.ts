import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";

describe(`favorites (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let uploader: Session;

  const favorite = (token: string, documentId: number, type = 0) => t.request("POST", "/api/v1/favorite", { token, body: { document_id: documentId, type } });
  const counts = async (documentId: number, userId: number) => ({
    document: (await t.ctx.db.kysely.selectFrom("document").select("favorite_count").where("id", "=", documentId).executeTakeFirstOrThrow()).favorite_count,
    user: (await t.ctx.db.kysely.selectFrom("user").select("favorite_count").where("id", "=", userId).executeTakeFirstOrThrow()).favorite_count,
  });

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["score", "document_collected", "2"], ["score", "document_collected_limit", "2"]]);
    admin = await adminSession(t.ctx);
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("favorites a document once, returning it with the document's details", async () => {
    const reader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, title: "收藏我", ext: ".docx", pages: 4 });
    const res = await favorite(reader.token, doc.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), user_id: reader.id, document_id: doc.id, type: 0, title: "收藏我", ext: ".docx", pages: 4, score: 300, document_uuid: doc.uuid });
    expect(await counts(doc.id, reader.id)).toEqual({ document: 1, user: 1 });
    const again = await favorite(reader.token, doc.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("您已经收藏过了");
    expect(await counts(doc.id, reader.id)).toEqual({ document: 1, user: 1 });
  });

  it("rewards the uploader up to the daily limit, never for self-favorites", async () => {
    const author = await createMember(t.ctx);
    const docs = await Promise.all([1, 2, 3].map(() => insertDocument(t.ctx, { userId: author.id })));
    expect((await favorite(author.token, docs[0].id)).status).toBe(200);
    expect(await creditsOf(t.ctx, author.id)).toBe(0);
    const readers = await Promise.all([1, 2, 3].map(() => createMember(t.ctx)));
    for (const [i, reader] of readers.entries()) expect((await favorite(reader.token, docs[i].id)).status).toBe(200);
    expect(await creditsOf(t.ctx, author.id)).toBe(4);
    const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").select("delta").where("user_id", "=", author.id).where("reason", "=", "document_collected").execute();
    expect(ledger.map((l) => Number(l.delta))).toEqual([2, 2]);
  });

  it("concurrent favorites of one author's documents stay within the daily limit", async () => {
    const author = await createMember(t.ctx);
    const docs = await Promise.all([1, 2, 3, 4].map(() => insertDocument(t.ctx, { userId: author.id })));
    const readers = await Promise.all(docs.map(() => createMember(t.ctx)));
    const replies = await Promise.all(readers.map((reader, i) => favorite(reader.token, docs[i].id)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await creditsOf(t.ctx, author.id)).toBe(4);
  });

  it("refuses punished users (type 5 and 1), unknown types, and documents the caller cannot see", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const noFavorites = await createMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [noFavorites.id], type: [5] } });
    const refused = await favorite(noFavorites.token, doc.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("您已被禁止收藏");
    const disabled = await createMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [disabled.id], type: [1] } });
    expect((await favorite(disabled.token, doc.id)).status).toBe(401);
    const reader = await createMember(t.ctx);
    expect((await favorite(reader.token, doc.id, 2)).status).toBe(400);
    const hidden = await insertDocument(t.ctx, { userId: uploader.id, status: 6 });
    expect((await favorite(reader.token, hidden.id)).status).toBe(404);
    expect((await favorite(reader.token, 999_999)).status).toBe(404);
    expect((await t.call(apiRoutes.favorite.create, { body: { document_id: doc.id } })).status).toBe(401);
  });

  it("gets, lists and removes the caller's own favorites only", async () => {
    const reader = await createMember(t.ctx);
    const other = await createMember(t.ctx);
    const [a, b] = [await insertDocument(t.ctx, { userId: uploader.id }), await insertDocument(t.ctx, { userId: uploader.id })];
    const fa = (await favorite(reader.token, a.id)).body;
    await favorite(reader.token, b.id);
    const theirs = (await favorite(other.token, a.id)).body;

    expect((await t.call(apiRoutes.favorite.get, { token: reader.token, query: { document_id: a.id } })).body).toMatchObject({ id: fa.id, document_id: a.id });
    expect((await t.call(apiRoutes.favorite.get, { token: reader.token, query: { document_id: 999_999 } })).body).toEqual({});

    const listed = await t.request("GET", "/api/v1/favorite/list", { token: reader.token, query: { page: 1, size: 10 } });
    expect(listed.body.total).toBe(2);
    expect(listed.body.favorite.map((f: { document_id: number }) => f.document_id)).toEqual([b.id, a.id]);

    await t.request("DELETE", "/api/v1/favorite", { token: reader.token, query: { id: [fa.id, theirs.id] } });
    expect((await t.call(apiRoutes.favorite.list, { token: reader.token })).body.total).toBe(1);
    expect((await t.call(apiRoutes.favorite.list, { token: other.token })).body.total).toBe(1);
    expect(await counts(a.id, reader.id)).toEqual({ document: 1, user: 1 });
  });

  it("leaves a ledger whose rows sum to every user's balance", async () => {
    const balances = await t.ctx.db.kysely.selectFrom("user").select("credit_count").execute();
    expect(balances.some((b) => Number(b.credit_count) > 0)).toBe(true);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
