import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";

describe(`who may download (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let uploader: Session;

  const download = (token: string | undefined, id: number, ip?: string) => t.call(apiRoutes.download.document, { token, query: { id }, ip });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    uploader = await createMember(t.ctx, 0);
  });
  afterAll(() => t.close());

  describe("guests", () => {
    it("need to sign in while guest downloads are off", async () => {
      await t.setSettings([["download", "enable_guest_download", "false"]]);
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      const res = await download(undefined, doc.id);
      expect(res.status).toBe(401);
    });

    it("download free documents when guest downloads are on", async () => {
      await t.setSettings([["download", "enable_guest_download", "true"]]);
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      const res = await download(undefined, doc.id);
      expect(res.status).toBe(200);
      expect(res.body.url).toContain("user_id=0&");
      const rows = await t.ctx.db.kysely.selectFrom("download").selectAll().where("document_id", "=", doc.id).execute();
      expect(rows).toMatchObject([{ user_id: 0, is_pay: 0 }]);
    });

    it("never download paid documents", async () => {
      await t.setSettings([["download", "enable_guest_download", "true"]]);
      const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 1 });
      const res = await download(undefined, doc.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("付费文档，请先登录再下载");
      await t.setSettings([["download", "enable_guest_download", "false"]]);
    });
  });

  describe("daily limits", () => {
    it("stop a user at download.times_every_day, counting only today", async () => {
      await t.setSettings([["download", "times_every_day", "2"], ["download", "times_every_ip", "100"]]);
      const reader = await createMember(t.ctx, 0);
      const docs = await Promise.all([1, 2, 3].map(() => insertDocument(t.ctx, { userId: uploader.id })));
      const yesterday = new Date(Date.now() - 26 * 3600_000).toISOString();
      await t.ctx.db.kysely
        .insertInto("download")
        .values({ user_id: reader.id, document_id: docs[2].id, ip: "10.9.9.9", created_at: yesterday, updated_at: yesterday })
        .execute();
      expect((await download(reader.token, docs[0].id)).status).toBe(200);
      expect((await download(reader.token, docs[1].id)).status).toBe(200);
      const third = await download(reader.token, docs[2].id);
      expect(third.status).toBe(403);
      expect(third.body.message).toBe("您的账户今日下载次数已达上限(2)");
    });

    it("stop an IP at download.times_every_ip across accounts", async () => {
      await t.setSettings([["download", "times_every_day", "100"], ["download", "times_every_ip", "2"]]);
      const ip = "198.51.100.7";
      const [a, b] = await Promise.all([createMember(t.ctx, 0), createMember(t.ctx, 0)]);
      const docs = await Promise.all([1, 2, 3].map(() => insertDocument(t.ctx, { userId: uploader.id })));
      expect((await download(a.token, docs[0].id, ip)).status).toBe(200);
      expect((await download(b.token, docs[1].id, ip)).status).toBe(200);
      const third = await download(b.token, docs[2].id, ip);
      expect(third.status).toBe(403);
      expect(third.body.message).toBe("您所在IP今日下载次数已达上限(2)");
      expect((await download(b.token, docs[2].id, "198.51.100.8")).status).toBe(200);
    });

    it("a repeated click within the link lifetime reuses the download instead of counting again", async () => {
      await t.setSettings([["download", "times_every_day", "1"], ["download", "times_every_ip", "100"]]);
      const reader = await createMember(t.ctx, 0);
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      expect((await download(reader.token, doc.id)).status).toBe(200);
      expect((await download(reader.token, doc.id)).status).toBe(200);
      const rows = await t.ctx.db.kysely.selectFrom("download").select("id").where("user_id", "=", reader.id).execute();
      expect(rows).toHaveLength(1);
      await t.setSettings([["download", "times_every_day", "100"]]);
    });
  });

  describe("documents nobody but administrators may download", () => {
    const restricted = [
      ["disabled (4)", { status: 4 }],
      ["pending review (6)", { status: 6 }],
      ["rejected (7)", { status: 7 }],
      ["in the recycle bin", { status: 2, deleted: true }],
    ] as const;

    it.each(restricted)("%s: refused to members, owners and the normal route, served through bereviewed", async (_label, state) => {
      await t.setSettings([["download", "times_every_day", "100"], ["download", "times_every_ip", "100"]]);
      const doc = await insertDocument(t.ctx, { userId: uploader.id, ...state });
      const member = await createMember(t.ctx, 100);
      for (const token of [member.token, uploader.token, admin.token]) {
        const res = await download(token, doc.id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("文档不存在");
      }
      expect((await t.call(apiRoutes.download.underReview, { token: member.token, query: { id: doc.id } })).status).toBe(403);
      const review = await t.call(apiRoutes.download.underReview, { token: admin.token, query: { id: doc.id } });
      expect(review.status).toBe(200);
      const file = await t.request("GET", review.body.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.raw, "binary").length).toBeGreaterThan(0);
      expect(file.raw).toBe(doc.file.toString());
    });

    it("bereviewed answers 404 for documents anyone may download", async () => {
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      const res = await t.call(apiRoutes.download.underReview, { token: admin.token, query: { id: doc.id } });
      expect(res.status).toBe(404);
    });

    it("unknown documents are 404", async () => {
      const member = await createMember(t.ctx, 0);
      expect((await download(member.token, 999_999)).status).toBe(404);
    });

    it("files marked illegal are refused", async () => {
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      await t.ctx.db.kysely.updateTable("attachment").set({ enable: 0 }).where("id", "=", doc.attachmentId).execute();
      const member = await createMember(t.ctx, 0);
      const res = await download(member.token, doc.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("该文档的文件已被禁用，无法下载");
    });
  });

  describe("punishments", () => {
    const punish = (userId: number, type: number, extra: Record<string, unknown> = {}) =>
      t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [userId], type: [type], enable: true, reason: "test", ...extra } });

    it("type 4 refuses downloads", async () => {
      const member = await createMember(t.ctx, 0);
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      expect((await punish(member.id, 4)).status).toBe(200);
      const res = await download(member.token, doc.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("您已被禁止下载文档");
    });

    it("type 1 (account disabled) signs the member out, so downloads need a login again", async () => {
      const member = await createMember(t.ctx, 0);
      const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 1 });
      expect((await punish(member.id, 1)).status).toBe(200);
      expect((await download(member.token, doc.id)).status).toBe(401);
    });

    it("other types, ended and cancelled punishments do not", async () => {
      const member = await createMember(t.ctx, 0);
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      await punish(member.id, 5);
      await punish(member.id, 4, { end_time: new Date(Date.now() - 60_000).toISOString() });
      expect((await download(member.token, doc.id)).status).toBe(200);

      const other = await createMember(t.ctx, 0);
      await punish(other.id, 4);
      expect((await download(other.token, doc.id)).status).toBe(403);
      const list = await t.request("GET", "/api/v1/punishment/list", { token: admin.token, query: { user_id: other.id } });
      await t.call(apiRoutes.punishment.cancel, { token: admin.token, body: { id: list.body.punishment.map((p: { id: number }) => p.id) } });
      expect((await download(other.token, doc.id)).status).toBe(200);
    });
  });

  it("leaves a ledger whose rows sum to every user's balance", async () => {
    const balances = await t.ctx.db.kysely.selectFrom("user").select("credit_count").execute();
    expect(balances.some((b) => Number(b.credit_count) > 0)).toBe(true);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
