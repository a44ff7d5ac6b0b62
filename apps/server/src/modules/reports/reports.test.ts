import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`reports (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let uploader: Session;

  const report = (token: string, documentId: number, reason: number) => t.call(apiRoutes.report.create, { token, body: { document_id: documentId, reason } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("accepts one report per user and document with a reason 1–8", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const reader = await createMember(t.ctx);
    expect((await report(reader.token, doc.id, 2)).status).toBe(200);
    const again = await report(reader.token, doc.id, 3);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("您已举报过当前文档");
    for (const bad of [0, 9]) expect((await report(reader.token, doc.id, bad)).status).toBe(400);
    expect((await report(reader.token, 999_999, 1)).status).toBe(404);
    expect((await t.call(apiRoutes.report.create, { body: { document_id: doc.id, reason: 1 } })).status).toBe(401);
  });

  it("takes a copyright claim only with its text, and shows the text to administrators", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id, title: "盗版教材" });
    const owner = await createMember(t.ctx);
    const claim = (body: Record<string, unknown>) => t.call(apiRoutes.report.create, { token: owner.token, body: { document_id: doc.id, ...body } });

    const bare = await claim({ reason: 7 });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe("侵权举报请说明被侵权的内容及权利人");
    expect((await claim({ reason: 7, content: "   " })).body.message).toBe("侵权举报请说明被侵权的内容及权利人");
    expect((await claim({ reason: 7, content: "第三章\u202e抄袭" })).body.message).toBe("举报说明不能包含不可见字符或控制字符");
    expect((await claim({ reason: 7, content: "抄".repeat(1001) })).body.message).toBe("举报说明不能超过1000个字符");
    expect(await t.ctx.db.kysely.selectFrom("report").select("id").where("document_id", "=", doc.id).execute()).toEqual([]);

    const text = "第三章全文抄袭自《数据结构》（清华大学出版社），著作权人：张三\n联系电话 010-12345678";
    expect((await claim({ reason: 7, content: `  ${text} ` })).status).toBe(200);
    const other = await createMember(t.ctx);
    expect((await t.call(apiRoutes.report.create, { token: other.token, body: { document_id: doc.id, reason: 8 } })).status).toBe(200);

    const list = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { wd: "盗版教材" } });
    const byUser = (id: number) => list.body.report.find((r: { user_id: number }) => r.user_id === id);
    expect(byUser(owner.id)).toMatchObject({ reason: 7, content: text, document_uuid: doc.uuid });
    expect(byUser(other.id)).toMatchObject({ reason: 8, content: "" });
    const found = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { wd: "张三" } });
    expect(found.body.report.map((r: { user_id: number }) => r.user_id)).toEqual([owner.id]);

    await t.request("DELETE", "/api/v1/report", { token: admin.token, query: { id: byUser(owner.id).id } });
    expect(await t.ctx.db.kysely.selectFrom("report_content").select("content").where("report_id", "=", byUser(owner.id).id).execute()).toEqual([]);
  });

  it("lets administrators list, process and delete reports", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id, title: "违规文档" });
    const [a, b] = [await createMember(t.ctx), await createMember(t.ctx)];
    await report(a.token, doc.id, 1);
    await report(b.token, doc.id, 4);
    const list = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { wd: "违规" } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const mine = list.body.report.find((r: { user_id: number }) => r.user_id === a.id);
    expect(mine).toMatchObject({ document_id: doc.id, reason: 1, status: false, document_title: "违规文档", document_uuid: doc.uuid });
    expect(mine.username).toEqual(expect.any(String));

    expect((await t.request("PUT", "/api/v1/report", { token: admin.token, body: { id: mine.id, status: true, remark: "已下架" } })).status).toBe(200);
    const processed = await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { status: true } });
    expect(processed.body.report).toMatchObject([{ id: mine.id, status: true, remark: "已下架" }]);
    expect((await t.request("GET", "/api/v1/report/list", { token: admin.token, query: { status: false } })).body.total).toBeGreaterThanOrEqual(1);
    expect((await t.call(apiRoutes.report.update, { token: admin.token, body: { id: 999_999, status: true } })).status).toBe(404);

    expect((await t.request("DELETE", "/api/v1/report", { token: admin.token, query: { id: mine.id } })).status).toBe(200);
    expect((await t.call(apiRoutes.report.list, { token: admin.token, query: { wd: "违规" } })).body.total).toBe(1);
  });

  it("keeps the back office to administrators and registers the report page", async () => {
    const member = await createMember(t.ctx);
    expect((await t.call(apiRoutes.report.list, { token: member.token })).status).toBe(403);
    expect((await t.call(apiRoutes.report.update, { token: member.token, body: { id: 1, status: true } })).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.ReportAPI/ListReport").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/report"]);
  });
});
