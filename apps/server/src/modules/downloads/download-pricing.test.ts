import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";

describe(`paid downloads (${testDialect})`, () => {
  let t: TestServer;
  let uploader: Session;

  const download = (token: string | undefined, id: number, ip?: string) => t.call(apiRoutes.download.document, { token, query: { id }, ip });
  const downloadsOf = (userId: number, documentId: number) =>
    t.ctx.db.kysely.selectFrom("download").selectAll().where("user_id", "=", userId).where("document_id", "=", documentId).orderBy("id").execute();
  /** Moves a user's downloads of a document back in time, as if they happened `seconds` ago. */
  const age = (userId: number, documentId: number, seconds: number) =>
    t.ctx.db.kysely
      .updateTable("download")
      .set({ created_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where("user_id", "=", userId)
      .where("document_id", "=", documentId)
      .execute();

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "1000"], ["download", "times_every_ip", "1000"]]);
    uploader = await createMember(t.ctx, 0);
  });
  afterAll(() => t.close());

  it("moves the price from buyer to uploader through the ledger", async () => {
    const buyer = await createMember(t.ctx, 50);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 20 });
    const before = await creditsOf(t.ctx, uploader.id);
    const res = await download(buyer.token, doc.id);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/download\/[\w-]+\.[\w-]+\.[\w-]+\?user_id=\d+&document_id=\d+&filename=/);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(30);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(before + 20);
    const rows = await downloadsOf(buyer.id, doc.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_pay: 1, price: 20 });
    const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").selectAll().where("ref_id", "=", doc.id).where("ref_type", "=", "document").execute();
    expect(ledger.map((l) => [Number(l.user_id), Number(l.delta), l.reason]).sort()).toEqual(
      [[buyer.id, -20, "download"], [uploader.id, 20, "download_income"]].sort(),
    );
    const stored = await t.ctx.db.kysely.selectFrom("document").select("download_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(stored.download_count).toBe(1);
  });

  it("charges once for two concurrent clicks", async () => {
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 30 });
    const [a, b] = await Promise.all([download(buyer.token, doc.id), download(buyer.token, doc.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.url).toContain(`document_id=${doc.id}`);
    expect(b.body.url).toContain(`document_id=${doc.id}`);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(70);
    expect(await downloadsOf(buyer.id, doc.id)).toHaveLength(1);
  });

  it("charges once for a burst of six concurrent clicks", async () => {
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 15 });
    const replies = await Promise.all(Array.from({ length: 6 }, () => download(buyer.token, doc.id)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(85);
    expect(await downloadsOf(buyer.id, doc.id)).toHaveLength(1);
  });

  it("refuses when credits are short, changing nothing", async () => {
    const buyer = await createMember(t.ctx, 5);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 6 });
    const uploaderBefore = await creditsOf(t.ctx, uploader.id);
    const res = await download(buyer.token, doc.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("魔豆不足，无法下载");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(5);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(uploaderBefore);
    expect(await downloadsOf(buyer.id, doc.id)).toHaveLength(0);
    const stored = await t.ctx.db.kysely.selectFrom("document").select("download_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(stored.download_count).toBe(0);
  });

  it("names the credits as configured in the insufficient message", async () => {
    await t.setSettings([["score", "credit_name", "金币"]]);
    const buyer = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 1 });
    const res = await download(buyer.token, doc.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("金币不足，无法下载");
    await t.setSettings([["score", "credit_name", "魔豆"]]);
  });

  it("lets owners download their own paid documents free", async () => {
    const owner = await createMember(t.ctx, 0);
    const doc = await insertDocument(t.ctx, { userId: owner.id, price: 40 });
    const res = await download(owner.token, doc.id);
    expect(res.status).toBe(200);
    expect(await creditsOf(t.ctx, owner.id)).toBe(0);
    expect(await downloadsOf(owner.id, doc.id)).toMatchObject([{ is_pay: 0, price: 0 }]);
  });

  it("downloads free documents without touching credits", async () => {
    const reader = await createMember(t.ctx, 3);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 0 });
    expect((await download(reader.token, doc.id)).status).toBe(200);
    expect(await creditsOf(t.ctx, reader.id)).toBe(3);
    expect(await downloadsOf(reader.id, doc.id)).toMatchObject([{ is_pay: 0, price: 0 }]);
  });

  it("free_download_duration 0 means a later download is paid again", async () => {
    await t.setSettings([["download", "free_download_duration", "0"]]);
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10 });
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    await age(buyer.id, doc.id, 3600);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(80);
    expect((await downloadsOf(buyer.id, doc.id)).map((d) => d.is_pay)).toEqual([1, 1]);
  });

  it("free_download_duration N makes re-downloads free for N days after a purchase", async () => {
    await t.setSettings([["download", "free_download_duration", "3"]]);
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10 });
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    await age(buyer.id, doc.id, 2 * 86400);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(90);
    await age(buyer.id, doc.id, 4 * 86400);
    expect((await download(buyer.token, doc.id)).status).toBe(200);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(80);
    expect((await downloadsOf(buyer.id, doc.id)).map((d) => d.is_pay)).toEqual([1, 0, 1]);
    await t.setSettings([["download", "free_download_duration", "0"]]);
  });

  it("lists the caller's downloads with their documents", async () => {
    const buyer = await createMember(t.ctx, 100);
    const paid = await insertDocument(t.ctx, { userId: uploader.id, price: 7, title: "付费资料", ext: ".docx" });
    const free = await insertDocument(t.ctx, { userId: uploader.id, title: "免费资料" });
    await download(buyer.token, paid.id);
    await download(buyer.token, free.id);
    const res = await t.call(apiRoutes.download.mine, { token: buyer.token, query: { page: 1, size: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.download[0]).toMatchObject({ document_id: free.id, title: "免费资料", ext: ".pdf", is_pay: false, document_uuid: free.uuid });
    expect(res.body.download[1]).toMatchObject({ document_id: paid.id, title: "付费资料", ext: ".docx", is_pay: true, price: 7, user_id: buyer.id });
    expect((await t.call(apiRoutes.download.mine)).status).toBe(401);
  });

  it("leaves a ledger whose rows sum to every user's balance", async () => {
    const balances = await t.ctx.db.kysely.selectFrom("user").select("credit_count").execute();
    expect(balances.some((b) => Number(b.credit_count) > 0)).toBe(true);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
