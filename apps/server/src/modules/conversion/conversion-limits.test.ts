import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDocx, writeEpub, writePptx, writeXlsx } from "../../../../../bench/convert-engine-fixtures/index.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { zipBombDocx } from "../../test/zip-bomb.js";

const MB = 1024 * 1024;

const documentOf = (t: TestServer, id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const settle = (t: TestServer, id: number, statuses: number[], timeoutMs = 180_000) =>
  waitFor(async () => {
    const doc = await documentOf(t, id);
    return statuses.includes(doc.status) ? doc : undefined;
  }, timeoutMs);

describe(`conversion limits, from upload to converted pages (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    dir = await mkdtemp(join(tmpdir(), "wenku-conversion-limits-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  // Past the ratio limit (200:1 for a part over 10 MB) five times over; zip-container.test.ts refuses a 400 MB one.
  it("fails a small DOCX whose part inflates to 16 MB at 1000:1 at once with the reason, and answers requests throughout", async () => {
    const bomb = await zipBombDocx(16 * MB);
    expect(bomb.length).toBeLessThan(MB / 16);
    const answers: number[] = [];
    let converting = true;
    const probing = (async () => {
      while (converting) {
        answers.push((await t.request("GET", "/api/v1/stats", { token: admin })).status);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      const uploaded = await uploadDocument(t, admin, { filename: "压缩炸弹.docx", content: bomb });
      const doc = await settle(t, uploaded.id, [2, 3]);
      expect(doc.status).toBe(3);
      expect(doc.convert_error).toContain("文档解压后过大，可能是压缩炸弹");
      expect(doc.convert_error).toContain("16.0 MB");
      expect(doc.convert_error).toMatch(/压缩比 \d{4}:1，超过上限 200:1/);
      const job = await t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", uploaded.hash).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: "failed", attempts: 1 });
    } finally {
      converting = false;
      await probing;
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it("converts real DOCX, PPTX, XLSX and EPUB files under the tools' limits", async () => {
    const files = {
      "报告.docx": (path: string) => writeDocx(path, [["第一页：春眠不觉晓", "page one"], ["第二页：处处闻啼鸟", "page two"]]),
      "幻灯片.pptx": (path: string) => writePptx(path, [["幻灯片一", "slide one"], ["幻灯片二", "slide two"]]),
      "表格.xlsx": (path: string) => writeXlsx(path, [{ name: "销售", rows: [["产品", "数量"], ["苹果", 3]] }]),
      "图书.epub": (path: string) => writeEpub(path, "图书", [{ title: "第一章", paragraphs: ["正文第一段", "second paragraph"] }]),
    };
    const uploaded = [];
    for (const [name, write] of Object.entries(files)) {
      const path = join(dir, name);
      await write(path);
      uploaded.push(await uploadDocument(t, admin, { filename: name, content: await readFile(path) }));
    }
    for (const { id } of uploaded) {
      const doc = await settle(t, id, [2, 3]);
      expect({ title: doc.title, status: doc.status, error: doc.convert_error }).toMatchObject({ status: 2, error: "" });
      expect(doc.pages).toBeGreaterThan(0);
    }
  });
});
