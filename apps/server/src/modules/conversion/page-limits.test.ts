import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { sharedContentPdf } from "../../test/shared-content-pdf.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";

interface AdminListed {
  id: number;
  status: number;
  pages: number;
  convert_error: string;
}

const documentOf = (t: TestServer, id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const settle = (t: TestServer, id: number) =>
  waitFor(async () => {
    const doc = await documentOf(t, id);
    return doc.status === 2 || doc.status === 3 ? doc : undefined;
  }, 180_000);
const jobOf = (t: TestServer, hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirstOrThrow();
const pageRowCount = async (t: TestServer, hash: string) =>
  (await t.ctx.db.kysely.selectFrom("document_page").select("page").where("hash", "=", hash).execute()).length;

describe(`page limits of a conversion, from upload to the back office (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  /** The failed documents as the back office's document list receives them. */
  const failedInAdminList = async (): Promise<AdminListed[]> => {
    const res = await t.request("GET", "/api/v1/document/list", { token: admin, query: { status: [3], size: 100 } });
    expect(res.status).toBe(200);
    return (res.body as { document: AdminListed[] }).document;
  };

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("refuses a 283 KB PDF of 3,000 pages sharing one content stream at once, without a page or a retry", async () => {
    const content = sharedContentPdf(3000);
    expect(content.length).toBeLessThan(290_000);
    const uploaded = await uploadDocument(t, admin, { filename: "三千页.pdf", content });
    const doc = await settle(t, uploaded.id);
    expect(doc.status).toBe(3);
    expect(doc.convert_error).toContain("文档页数与文件大小不符，疑似异常文件：276.5 KB 的文件有 3000 页");
    expect(await jobOf(t, uploaded.hash)).toMatchObject({ state: "failed", attempts: 1 });
    expect(await pageRowCount(t, uploaded.hash)).toBe(0);
    const listed = (await failedInAdminList()).find((row) => row.id === uploaded.id);
    expect(listed).toMatchObject({ status: 3, convert_error: doc.convert_error });
  });

  it("converts a real 17-page PDF manual under the limits", async () => {
    const content = await readFile(realFixturePath(realFixtures.mimeSpecPdf));
    const uploaded = await uploadDocument(t, admin, { filename: "shared-mime-info.pdf", content });
    const doc = await settle(t, uploaded.id);
    expect({ status: doc.status, error: doc.convert_error, pages: doc.pages }).toEqual({ status: 2, error: "", pages: 17 });
    expect(await pageRowCount(t, uploaded.hash)).toBe(17);
  });

  it("refuses a real 4-page DOCX, once LibreOffice has paged it, when max_pages is lowered to 3", async () => {
    await t.setSettings([["converter", "max_pages", "3"]]);
    try {
      const content = await readFile(realFixturePath(realFixtures.indexDocx));
      const uploaded = await uploadDocument(t, admin, { filename: "索引示例.docx", content });
      const doc = await settle(t, uploaded.id);
      expect(doc.status).toBe(3);
      expect(doc.convert_error).toContain("文档页数超过 3 页的上限：共 4 页");
      expect(await jobOf(t, uploaded.hash)).toMatchObject({ state: "failed", attempts: 1 });
      expect(await pageRowCount(t, uploaded.hash)).toBe(0);
      const listed = (await failedInAdminList()).find((row) => row.id === uploaded.id);
      expect(listed).toMatchObject({ status: 3, convert_error: doc.convert_error });
    } finally {
      await t.setSettings([["converter", "max_pages", "3000"]]);
    }
  });
});
