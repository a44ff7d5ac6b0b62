import { apiRoutes } from "@wenku/contract";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { loadSearchDocument } from "../documents/search-source.js";

const run = promisify(execFile);

/** Page 2 of the real libtasn1 manual, rendered at 150 dpi and wrapped as an image-only PDF: a scan. */
async function scannedPdf(dir: string): Promise<Buffer> {
  const png = path.join(dir, "page.png");
  const pdf = path.join(dir, "scan.pdf");
  await run("mutool", ["draw", "-q", "-r", "150", "-c", "gray", "-o", png, realFixturePath(realFixtures.libtasn1Pdf), "2"]);
  await run("mutool", ["convert", "-O", "compress", "-o", pdf, png]);
  return fs.readFileSync(pdf);
}

describe(`OCR admin (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let admin: string;
  let scan: { id: number; hash: string };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-ocr-"));

  const list = (query: Record<string, string | number | number[]> = {}) => t.request("GET", "/api/v1/document/ocr/list", { token: admin, query });
  const pageRow = (hash: string) => t.ctx.db.kysely.selectFrom("document_page").selectAll().where("hash", "=", hash).where("page", "=", 1).executeTakeFirstOrThrow();
  const runId = async (hash: string) => (await t.ctx.db.kysely.selectFrom("conversion_job").select("run_id").where("hash", "=", hash).executeTakeFirstOrThrow()).run_id;
  /** Re-runs OCR of the scan and waits until a new conversion has finished and the document is converted again. */
  async function rerun() {
    const before = await runId(scan.hash);
    const res = await t.request("PUT", "/api/v1/document/ocr", { token: admin, body: { id: [scan.id] } });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    const queued = await list();
    // Pending (0) until a worker claims it, then processing (1): the document event wakes the workers at once.
    expect([0, 1]).toContain(queued.body.document.find((d: { id: number }) => d.id === scan.id).status);
    await waitFor(async () => {
      const doc = await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", scan.id).executeTakeFirstOrThrow();
      return doc.status === 2 && (await runId(scan.hash)) !== before;
    }, 120_000);
    return (await list()).body.document[0];
  }

  beforeAll(async () => {
    ai = await startOpenAiServer({ apiKey: "sk-vision-test-1234" });
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    scan = await uploadDocument(t, admin, { filename: "扫描的手册.pdf", content: await scannedPdf(dir) });
    await waitFor(async () => {
      const doc = await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", scan.id).executeTakeFirstOrThrow();
      return doc.status === 2;
    }, 120_000);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await ai.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the scanned page with tesseract and lists the document as done with its OCRed page count", async () => {
    const page = await pageRow(scan.hash);
    expect(page.ocr).toBe(1);
    expect(page.text).toContain("Libtasn1");
    expect(page.text).toContain("Distinguished Encoding Rules");
    const res = await list();
    expect(res.status, res.raw).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.document[0]).toMatchObject({
      id: scan.id, title: "扫描的手册", pages: 1, document_status: 2, status: 2, scanned_pages: 1, ocr_pages: 1, failed_pages: 0, engine: "tesseract", error: "",
    });
  });

  it("filters by status and keyword", async () => {
    expect((await list({ status: [2] })).body.total).toBe(1);
    expect((await list({ status: [0, 1, 3] })).body).toEqual({ total: 0, document: [] });
    expect((await list({ wd: "手册" })).body.total).toBe(1);
    expect((await list({ wd: "没有这个" })).body.total).toBe(0);
  });

  it("feeds the OCR text to search: GET /api/v1/search finds the scan by a word only its image holds", async () => {
    const indexed = await loadSearchDocument(t.ctx, scan.id);
    expect(indexed!.pages[0].text).toContain("Distinguished");
    const hit = await waitFor(async () => {
      const res = await t.call(apiRoutes.search.search, { query: { wd: "Distinguished Encoding" } });
      return "document" in res.body && res.body.document.some((d) => Number(d.id) === scan.id) ? res : undefined;
    }, 30_000);
    expect(hit.status).toBe(200);
  });

  it("is for administrators only", async () => {
    const member = await t.registerMember();
    for (const [method, url, body] of [["GET", "/api/v1/document/ocr/list", undefined], ["PUT", "/api/v1/document/ocr", { id: [scan.id] }]] as const) {
      expect((await t.request(method, url, { body })).status).toBe(401);
      expect((await t.request(method, url, { token: member.token, body })).status).toBe(403);
    }
  });

  it("re-runs OCR through reconversion", async () => {
    const item = await rerun();
    expect(item).toMatchObject({ id: scan.id, status: 2, ocr_pages: 1, engine: "tesseract" });
    expect((await pageRow(scan.hash)).text).toContain("Libtasn1");
  }, 150_000);

  it("with the vision engine sends the page image to the model and stores the model's text", async () => {
    const created = await t.call(apiRoutes.llm.create, {
      token: admin,
      body: { title: "视觉模型", provider: "custom", base_url: ai.baseUrl, api_key: "sk-vision-test-1234", model: "vision-test" },
    });
    expect(created.status, created.raw).toBe(200);
    await t.setSettings([
      ["ocr", "engine", "vision"],
      ["ocr", "vision_model_id", String(created.body.id)],
    ]);
    const transcript = "视觉模型转写的页面文字：抽象语法标记 ASN.1 与 DER 编码规则 VISIONMARK";
    ai.script({ kind: "answer", content: transcript });
    const item = await rerun();
    expect(item).toMatchObject({ status: 2, ocr_pages: 1, engine: "vision", error: "" });
    const page = await pageRow(scan.hash);
    expect(page).toMatchObject({ ocr: 1, text: transcript });
    const request = ai.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)!;
    expect(request.body).toMatchObject({ model: "vision-test", stream: false });
    const parts = request.body.messages[0].content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(parts[0]).toMatchObject({ type: "text", text: expect.stringContaining("转写") });
    const url = parts.find((p) => p.type === "image_url")!.image_url!.url;
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    const png = Buffer.from(url.slice("data:image/png;base64,".length), "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(10_000);
  }, 150_000);

  it("falls back to tesseract when the vision model fails, and records why", async () => {
    ai.script({ kind: "error", status: 500, message: "vision backend exploded" });
    const item = await rerun();
    expect(item).toMatchObject({ status: 2, ocr_pages: 1, engine: "tesseract" });
    expect(item.error).toContain("视觉模型识别第 1 页失败，已改用 tesseract");
    expect(item.error).toContain("vision backend exploded");
    expect((await pageRow(scan.hash)).text).toContain("Libtasn1");
  }, 150_000);

  it("with OCR off counts the scanned page and leaves it pending", async () => {
    await t.setSettings([["ocr", "enable", "false"]]);
    const item = await rerun();
    expect(item).toMatchObject({ status: 0, scanned_pages: 1, ocr_pages: 0, error: expect.stringContaining("OCR 已关闭") });
    expect((await list({ status: [0] })).body.total).toBe(1);
    await t.setSettings([["ocr", "enable", "true"], ["ocr", "engine", "tesseract"]]);
  }, 150_000);
});
