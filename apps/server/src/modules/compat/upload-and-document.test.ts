import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCall, widgetUpload } from "../../test/established-client.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { md5 } from "../../test/upload-helpers.js";

/** Uploading, reading, editing and deleting documents as the established client does (api-contract §4.2, §5.1, §10). */
describe(`established client: upload and document pages (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: { token: string; id: number };
  let categoryId: number;
  const uploaded: Array<{ id: number; uuid: string; hash: string; attachmentId: number }> = [];

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = await t.registerMember();
    await clientCall(t, "POST", "/api/v1/category", { token: admin, body: { parent_id: "0", title: "资料", sort: "0", enable: true, type: 0 } });
    categoryId = (await clientCall(t, "GET", "/api/v1/category/list", { query: { type: [0, 1] } })).body.category[0].id;
  });
  afterAll(() => t.close());

  it("uploads from the widget (lower-case bearer, field file) and creates documents with int64 as quoted strings", async () => {
    for (const name of ["手册", "指南"]) {
      const pdf = makeTextPdf([`${name} page one`, `${name} page two`]);
      const upload = await widgetUpload(t, "document", member.token, { filename: `${name}.pdf`, content: pdf, contentType: "application/pdf" });
      expect(upload.status).toBe(200);
      expect(upload.body).toMatchObject({ code: 200, message: "ok", data: { id: expect.any(Number) } });
      const created = await clientCall(t, "POST", "/api/v1/document", {
        token: member.token,
        body: {
          overwrite: false,
          category_id: [String(categoryId)],
          document: [{ title: name, price: "2", keywords: "", description: "", attachment_id: String(upload.body.data.id), language: "zh-CN", is_vip: false }],
        },
      });
      expect(created.status).toBe(200);
      const row = await t.ctx.db.kysely.selectFrom("document").select(["id", "uuid"]).where("title", "=", name).executeTakeFirstOrThrow();
      uploaded.push({ id: Number(row.id), uuid: row.uuid, hash: md5(pdf), attachmentId: upload.body.data.id });
    }
  });

  it("serves a converted document with every field the document page reads", async () => {
    const doc = uploaded[0];
    // As the converter leaves a two-page PDF rendered to gzip-compressed SVG pages.
    await t.ctx.db.kysely
      .updateTable("document")
      .set({ status: 2, pages: 2, preview: 2, width: 1240, height: 1754, preview_ext: ".svg", enable_gzip: 1 })
      .where("id", "=", doc.id)
      .execute();
    const res = await clientCall(t, "GET", "/api/v1/document", { query: { uuid: doc.uuid, with_author: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: doc.id, uuid: doc.uuid, attachment: { hash: doc.hash }, preview: 2, pages: 2, preview_ext: ".svg", enable_gzip: true,
      width: 1240, height: 1754, score: 300, price: 2, user: { id: member.id }, category_id: [categoryId],
    });
    expect(res.body.uuid).toMatch(/^[0-9a-f]{16}$/);
  });

  it("takes a whole document row back on PUT, Pro fields (is_vip, attachment) and all", async () => {
    const list = await clientCall(t, "GET", "/api/v1/document/list", { token: admin, query: { page: 1, size: 10, status: [0, 1, 2, 3, 6] } });
    const row = list.body.document.find((d: { id: number }) => d.id === uploaded[0].id);
    expect(row).toMatchObject({ attachment: { hash: uploaded[0].hash }, category_id: [categoryId] });
    const res = await clientCall(t, "PUT", "/api/v1/document", {
      token: admin,
      body: { ...row, title: "手册 第二版", price: "5", is_vip: true, attachment: { ...row.attachment, id: uploaded[0].attachmentId } },
    });
    expect(res.status).toBe(200);
    const after = await clientCall(t, "GET", "/api/v1/document", { query: { id: uploaded[0].id } });
    expect(after.body).toMatchObject({ title: "手册 第二版", price: 5, attachment: { hash: uploaded[0].hash } });
  });

  it("deletes several documents given as repeated id keys, and the recycle bin lists them", async () => {
    const res = await clientCall(t, "DELETE", "/api/v1/document", { token: member.token, query: { id: uploaded.map((d) => d.id) } });
    expect(res.status).toBe(200);
    const bin = await clientCall(t, "GET", "/api/v1/document/recycle", { token: admin, query: { page: 1, size: 10 } });
    expect(bin.body.document.map((d: { id: number }) => d.id).sort()).toEqual(uploaded.map((d) => d.id).sort());
  });
});
