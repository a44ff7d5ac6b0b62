import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument, uploadFile, waitFor } from "../../test/upload-helpers.js";
import { loadSearchDocument } from "../documents/search-source.js";
import { coverKey, pageKey } from "../storage/keys.js";

const statusOf = async (t: TestServer, id: number) =>
  (await t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
const jobOf = (t: TestServer, hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirst();
const settle = (t: TestServer, id: number, status: number, timeoutMs = 90_000) =>
  waitFor(async () => {
    const doc = await statusOf(t, id);
    return doc.status === status ? doc : undefined;
  }, timeoutMs);

describe(`conversion with the server's workers (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const pdf = makeTextPdf(["Alpha page one text of the conversion test", "Bravo page two text of the conversion test", "Charlie page three text of the test"]);
  let converted: { id: number; hash: string };

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    await t.setSettings([["converter", "max_preview", "2"]]);
  });
  afterAll(() => t.close());

  it("converts an upload to status 2 with pages, cover, texts, preview and description", async () => {
    converted = await uploadDocument(t, admin, { filename: "三页.pdf", content: pdf });
    const doc = await settle(t, converted.id, 2);
    expect(doc).toMatchObject({ pages: 3, preview: 2, convert_error: "", preview_ext: ".svg", enable_gzip: 1 });
    expect(doc.width).toBeGreaterThan(0);
    expect(doc.height).toBeGreaterThan(doc.width);
    expect(doc.description).toContain("Alpha page one text");
    const rows = await t.ctx.db.kysely.selectFrom("document_page").selectAll().where("hash", "=", converted.hash).orderBy("page").execute();
    expect(rows.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(rows[1].text).toContain("Bravo page two text");
    expect(rows.every((r) => r.format === "svgz" && r.width > 0)).toBe(true);
    const storage = path.join(t.dataDir, "storage");
    for (const r of rows) expect(fs.existsSync(path.join(storage, pageKey(converted.hash, r.page, "svgz")))).toBe(true);
    expect(fs.existsSync(path.join(storage, coverKey(converted.hash)))).toBe(true);
    const job = await jobOf(t, converted.hash);
    expect(job).toMatchObject({ state: "done", attempts: 1, last_error: "" });
    const file = await t.ctx.db.kysely.selectFrom("converted_file").selectAll().where("hash", "=", converted.hash).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ pages: 3, version: job!.run_id });
    await waitFor(() => fs.readdirSync(path.join(t.dataDir, "tmp", "convert")).length === 0);
    const indexed = await loadSearchDocument(t.ctx, converted.id);
    expect(indexed).toMatchObject({ visible: true, page_count: 3, hash: converted.hash, ext: ".pdf" });
    expect(indexed!.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(indexed!.pages[2].text).toContain("Charlie page three");
  });

  it("reuses the pages of a file converted before instead of converting again", async () => {
    const before = await jobOf(t, converted.hash);
    const again = await uploadDocument(t, admin, { filename: "再传一次.pdf", content: pdf }, { description: "自己的描述" });
    const doc = await settle(t, again.id, 2);
    expect(doc).toMatchObject({ pages: 3, preview: 2, description: "自己的描述" });
    const after = await jobOf(t, converted.hash);
    expect(after).toMatchObject({ run_id: before!.run_id, attempts: before!.attempts });
  });

  it("reconverts one document on request (status 5), even though its file was converted", async () => {
    const before = await jobOf(t, converted.hash);
    const member = await t.registerMember();
    const stranger = await t.request("PUT", "/api/v1/document/reconvert/one", { token: member.token, body: { id: converted.id } });
    expect(stranger.status).toBe(404);
    const res = await t.request("PUT", "/api/v1/document/reconvert/one", { token: admin, body: { id: converted.id } });
    expect(res.status).toBe(200);
    await waitFor(async () => {
      const job = await jobOf(t, converted.hash);
      return job?.state === "done" && job.run_id !== before!.run_id;
    });
    expect((await settle(t, converted.id, 2)).pages).toBe(3);
    const pages = await t.ctx.db.kysely.selectFrom("document_page").select("version").where("hash", "=", converted.hash).execute();
    const job = await jobOf(t, converted.hash);
    expect(new Set(pages.map((p) => p.version))).toEqual(new Set([job!.run_id]));
  });

  it("ends a file that cannot be converted in status 3 with the reason, without pointless retries", async () => {
    const broken = await uploadDocument(t, admin, { filename: "损坏.pdf", content: Buffer.from("%PDF-1.4\nthis is not really a pdf\n%%EOF") });
    const doc = await settle(t, broken.id, 3);
    expect(doc.convert_error.length).toBeGreaterThan(5);
    const job = await jobOf(t, broken.hash);
    expect(job).toMatchObject({ state: "failed", attempts: 1 });
    expect(job!.last_error).toBe(doc.convert_error);
  });

  it("burns the configured watermark image into the page images", async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 4, background: "#ff0000" } }).png().toBuffer();
    const uploaded = await uploadFile(t, admin, { filename: "watermark.png", content: logo }, { kind: "config" });
    expect(uploaded.status).toBe(200);
    await t.setSettings([
      ["system", "watermark", uploaded.body.data.path],
      ["system", "enable_watermark", "true"],
    ]);
    const marked = await uploadDocument(t, admin, { filename: "watermarked.pdf", content: makeTextPdf(["A page that must carry the site watermark"]) });
    await settle(t, marked.id, 2);
    const svg = zlib.gunzipSync(fs.readFileSync(path.join(t.dataDir, "storage", pageKey(marked.hash, 1, "svgz")))).toString();
    expect(svg).toContain('id="wenku-watermark"');
    expect(svg).toContain("data:image/png;base64,");
    await t.setSettings([["system", "enable_watermark", "false"]]);
  });
});
