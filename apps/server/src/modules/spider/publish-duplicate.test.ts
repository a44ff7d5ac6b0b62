import fsp from "node:fs/promises";
import path from "node:path";
import { SpiderDocumentStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { md5, uploadDocument } from "../../test/upload-helpers.js";
import { publishDocument } from "./publish-document.js";
import { spiderFolder } from "./spider-folder.js";

/** A small real PDF, unique to each call so that tests do not share hashes. */
function pdfBytes(label: string): Buffer {
  const text = `BT /F1 12 Tf 72 720 Td (${label}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${text.length}>>stream\n${text}\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

describe(`the spider never publishes a file already in the library (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const db = () => t.ctx.db.kysely;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    // The upload setting off (the site allows duplicate uploads): the spider refuses duplicates anyway.
    await t.setSettings([["security", "disable_upload_exist_document", "false"]]);
  });
  afterAll(() => t.close());

  /** A downloaded file waiting in the spider folder, as a row being published. */
  async function downloadedRow(content: Buffer, title: string) {
    const savePath = `dup-${title}-${Date.now()}.pdf`;
    await fsp.writeFile(path.join(await spiderFolder(t.ctx), savePath), content);
    const now = nowIso();
    const row = await db()
      .insertInto("spider_document")
      .values({ url: `https://example.com/${title}.pdf`, title, ext: ".pdf", size: content.length, save_path: savePath, hash: md5(content), status: SpiderDocumentStatus.publishing, user_id: 1, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }
  const rowById = (id: number) => db().selectFrom("spider_document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const documentsWithHash = (hash: string) => db().selectFrom("document").select("id").where("hash", "=", hash).execute();

  it("refuses a byte-identical copy of an uploaded document and keeps the one document", async () => {
    const content = pdfBytes("uploaded first");
    await uploadDocument(t, admin, { filename: "原件.pdf", content });
    const row = await downloadedRow(content, "copy");
    await publishDocument(t.ctx, row);
    const after = await rowById(row.id);
    expect(after).toMatchObject({ status: SpiderDocumentStatus.publishFailed, error: "文档已存在，请勿重复上传", document_id: 0 });
    expect(await documentsWithHash(row.hash)).toHaveLength(1);
  });

  it("publishes one of two collected copies of the same file", async () => {
    const content = pdfBytes("collected twice");
    const first = await downloadedRow(content, "first");
    const second = await downloadedRow(content, "second");
    await publishDocument(t.ctx, second);
    expect(await rowById(second.id)).toMatchObject({ status: SpiderDocumentStatus.publishFailed, error: "文档已存在，请勿重复上传" });
    await publishDocument(t.ctx, first);
    const published = await rowById(first.id);
    expect(published.status).toBe(SpiderDocumentStatus.published);
    expect((await documentsWithHash(first.hash)).map((d) => Number(d.id))).toEqual([Number(published.document_id)]);
  });
});
