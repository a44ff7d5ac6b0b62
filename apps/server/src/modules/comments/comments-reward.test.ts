import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { insertArticle, postComment, trustedMember } from "./comment-fixtures.js";

describe(`comment rewards (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;

  const commentedLedger = (userId: number) =>
    t.ctx.db.kysely.selectFrom("credit_ledger").select(["delta", "ref_type", "ref_id"]).where("user_id", "=", userId).where("reason", "=", "document_commented").execute();

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([
      ["security", "enable_captcha_comment", "false"],
      ["security", "comment_interval", "0"],
      ["score", "document_commented", "3"],
      ["score", "document_commented_limit", "2"],
    ]);
    admin = await adminSession(t.ctx);
  });
  afterAll(() => t.close());

  it("pays the uploader score.document_commented per approved comment, up to the daily limit, never for their own", async () => {
    const uploader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const own = await postComment(t, uploader.token, { document_id: doc.id });
    await t.call(apiRoutes.comment.check, { token: admin.token, body: { id: [own.body.id], status: 1 } });
    expect(await creditsOf(t.ctx, uploader.id)).toBe(0);

    const commenters = [await trustedMember(t.ctx), await trustedMember(t.ctx), await trustedMember(t.ctx)];
    const posted = [];
    for (const c of commenters) posted.push((await postComment(t, c.token, { document_id: doc.id })).body);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(6);
    const ledger = await commentedLedger(uploader.id);
    expect(ledger.map((l) => [Number(l.delta), l.ref_type])).toEqual([[3, "comment"], [3, "comment"]]);
    expect(ledger.map((l) => Number(l.ref_id))).toEqual([posted[0].id, posted[1].id]);
    for (const c of commenters) expect(await creditsOf(t.ctx, c.id)).toBe(0);
  });

  it("pays when a pending comment is approved, once however often its approval changes", async () => {
    const uploader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const reader = await createMember(t.ctx);
    const pending = (await postComment(t, reader.token, { document_id: doc.id })).body;
    expect(pending.status).toBe(0);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(0);
    const check = (status: number) => t.call(apiRoutes.comment.check, { token: admin.token, body: { id: [pending.id], status } });
    await check(1);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(3);
    await check(2);
    await check(1);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(3);
    // A rejected comment earns nothing.
    const rejected = (await postComment(t, (await createMember(t.ctx)).token, { document_id: doc.id })).body;
    await t.call(apiRoutes.comment.check, { token: admin.token, body: { id: [rejected.id], status: 2 } });
    expect(await creditsOf(t.ctx, uploader.id)).toBe(3);
  });

  it("stays within the daily limit under simultaneous approvals", async () => {
    const uploader = await createMember(t.ctx);
    const docs = await Promise.all([1, 2, 3, 4].map(() => insertDocument(t.ctx, { userId: uploader.id })));
    const pending = [];
    for (const doc of docs) pending.push((await postComment(t, (await createMember(t.ctx)).token, { document_id: doc.id })).body);
    const replies = await Promise.all(
      pending.map((c) => t.call(apiRoutes.comment.check, { token: admin.token, body: { id: [c.id], status: 1 } })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await creditsOf(t.ctx, uploader.id)).toBe(6);
  });

  it("pays nothing for comments on articles (the setting names documents)", async () => {
    const author = await createMember(t.ctx);
    const article = await insertArticle(t.ctx, { userId: author.id });
    await postComment(t, (await trustedMember(t.ctx)).token, { document_id: article.id, type: 1 });
    expect(await creditsOf(t.ctx, author.id)).toBe(0);
  });

  it("leaves a ledger whose rows sum to every balance", async () => {
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
