import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { isBlacklisted } from "../upload/blacklist.js";

describe(`attachments (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("lists and shows stored files with owner and type names", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, title: "附件测试", ext: ".txt" });
    const list = await t.request("GET", "/api/v1/attachment/list", { token: admin.token, query: { wd: "附件测试", type: 2 } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.attachment[0]).toMatchObject({ id: doc.attachmentId, hash: doc.hash, user_id: owner.id, type: 2, type_name: "文档", type_id: doc.id, enable: true, ext: ".txt", name: "附件测试.txt" });
    expect(list.body.attachment[0].username).toEqual(expect.any(String));
    expect((await t.request("GET", "/api/v1/attachment/list", { token: admin.token, query: { ext: ".txt", user_id: owner.id } })).body.total).toBe(1);
    const one = await t.call(apiRoutes.attachment.get, { token: admin.token, query: { id: doc.attachmentId } });
    expect(one.body).toMatchObject({ id: doc.attachmentId, path: expect.stringMatching(/^\/documents\//) });
    expect((await t.call(apiRoutes.attachment.get, { token: admin.token, query: { id: 999_999 } })).status).toBe(404);
  });

  it("marking a file illegal blacklists its hash for uploads and downloads; enabling lifts it", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    const reader = await createMember(t.ctx);
    const put = (enable: boolean) => t.call(apiRoutes.attachment.update, { token: admin.token, body: { id: doc.attachmentId, enable, name: "改名.pdf", description: "非法" } });
    expect((await put(false)).status).toBe(200);
    expect(await isBlacklisted(t.ctx, doc.hash)).toBe(true);
    expect((await t.call(apiRoutes.download.document, { token: reader.token, query: { id: doc.id } })).status).toBe(403);
    const disabled = await t.request("GET", "/api/v1/attachment/list", { token: admin.token, query: { enable: false } });
    expect(disabled.body.attachment).toMatchObject([{ id: doc.attachmentId, enable: false, name: "改名.pdf", description: "非法" }]);
    expect((await put(true)).status).toBe(200);
    expect(await isBlacklisted(t.ctx, doc.hash)).toBe(false);
    expect((await t.call(apiRoutes.download.document, { token: reader.token, query: { id: doc.id } })).status).toBe(200);
  });

  it("refuses a new name with hidden characters, as uploads do, and keeps the old one", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    const before = await t.ctx.db.kysely.selectFrom("attachment").select("name").where("id", "=", doc.attachmentId).executeTakeFirstOrThrow();
    for (const name of ["报告\u2028.pdf", "报告\u{e0041}.pdf", "admin\u3164.pdf"]) {
      const res = await t.call(apiRoutes.attachment.update, { token: admin.token, body: { id: doc.attachmentId, name } });
      expect([res.status, res.body.message], JSON.stringify(name)).toEqual([400, "附件名称不能包含不可见字符或控制字符"]);
    }
    expect(await t.ctx.db.kysely.selectFrom("attachment").select("name").where("id", "=", doc.attachmentId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("never deletes attachments directly: 403 (the original's 500 would be a server error for a refused request)", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    const res = await t.request("DELETE", "/api/v1/attachment", { token: admin.token, query: { id: doc.attachmentId } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("附件不允许直接删除。附件由系统直接管理，会随着相应数据的删除而自动删除。");
    expect(await t.ctx.db.kysely.selectFrom("attachment").select("id").where("id", "=", doc.attachmentId).executeTakeFirst()).toBeTruthy();
  });

  it("is for administrators only and registers the attachment page", async () => {
    expect((await t.call(apiRoutes.attachment.list, { token: owner.token })).status).toBe(403);
    expect((await t.call(apiRoutes.attachment.list)).status).toBe(401);
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.AttachmentAPI/ListAttachment").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/attachment"]);
  });
});
