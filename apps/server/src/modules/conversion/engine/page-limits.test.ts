import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConversion } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { makeTextPdf } from "../../../test/pdf-fixture.js";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { sharedContentPdf } from "../../../test/shared-content-pdf.js";
import { countPdfPages } from "./page-count.js";
import { checkPageCount, DEFAULT_PAGE_LIMITS, MAX_PAGES_PER_KIB, RATIO_FLOOR_PAGES } from "./page-limits.js";
import { ConversionError } from "./types.js";

const KIB = 1024;
const refusal = (run: () => unknown): ConversionError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConversionError);
    return error as ConversionError;
  }
  throw new Error("not refused");
};

describe("checkPageCount", () => {
  it("allows up to max_pages and refuses one page more, for good", () => {
    expect(() => checkPageCount(3000, 100 * 1024 * KIB, DEFAULT_PAGE_LIMITS)).not.toThrow();
    const error = refusal(() => checkPageCount(3001, 100 * 1024 * KIB, DEFAULT_PAGE_LIMITS));
    expect(error.message).toContain("文档页数超过 3000 页的上限：共 3001 页");
    expect(error.retryable).toBe(false);
    expect(refusal(() => checkPageCount(3, 1024 * KIB, { maxPages: 2 })).message).toContain("文档页数超过 2 页的上限");
  });

  it("refuses more than MAX_PAGES_PER_KIB pages per KiB, above the floor of pages only", () => {
    const pages = 1000;
    const leastBytes = (pages * KIB) / MAX_PAGES_PER_KIB;
    expect(() => checkPageCount(pages, leastBytes, DEFAULT_PAGE_LIMITS)).not.toThrow();
    const error = refusal(() => checkPageCount(pages, leastBytes - 1, DEFAULT_PAGE_LIMITS));
    expect(error.message).toContain("文档页数与文件大小不符，疑似异常文件");
    expect(error.retryable).toBe(false);
    expect(() => checkPageCount(RATIO_FLOOR_PAGES, 200, DEFAULT_PAGE_LIMITS)).not.toThrow();
    expect(() => checkPageCount(1, 1, DEFAULT_PAGE_LIMITS)).not.toThrow();
    expect(() => checkPageCount(RATIO_FLOOR_PAGES + 1, 200, DEFAULT_PAGE_LIMITS)).toThrow(ConversionError);
  });
});

describe("the page limits on real and degenerate PDFs", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wenku-page-limits-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("leaves the real PDF manuals at least 8 times below the ratio", async () => {
    for (const name of [realFixtures.libtasn1Pdf, realFixtures.mimeSpecPdf]) {
      const path = realFixturePath(name);
      const pagesPerKib = (await countPdfPages(path, { timeoutMs: 60_000 })) / ((await stat(path)).size / KIB);
      expect(pagesPerKib, name).toBeLessThan(MAX_PAGES_PER_KIB / 8);
    }
  });

  it("refuses 3,000 pages sharing one empty content stream (283 KB) before rendering any page", async () => {
    const pdf = join(dir, "shared-3000.pdf");
    await writeFile(pdf, sharedContentPdf(3000));
    expect((await stat(pdf)).size).toBeLessThan(300 * KIB);
    const reported: string[] = [];
    const error = await runConversion(pdf, dir, {
      onPage: (page) => void reported.push(`page ${page.number}`),
      onCover: () => void reported.push("cover"),
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).message).toContain("文档页数与文件大小不符，疑似异常文件：276.5 KB 的文件有 3000 页");
    expect((error as ConversionError).retryable).toBe(false);
    expect(reported).toEqual([]);
    const outputs = (await readdir(dir, { recursive: true })).filter((file) => /\.(svg|png|webp|gz)$/.test(file));
    expect(outputs).toEqual([]);
  });

  it("refuses a PDF over limits.pages.maxPages and converts the same PDF under it", async () => {
    const pdf = join(dir, "three-pages.pdf");
    await writeFile(pdf, makeTextPdf(["Page one of three", "Page two of three", "Page three of three"]));
    const refused = await runConversion(pdf, dir, { limits: { pages: { maxPages: 2 } } }).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ConversionError);
    expect((refused as ConversionError).message).toContain("文档页数超过 2 页的上限：共 3 页");
    const converted = await runConversion(pdf, dir, { limits: { pages: { maxPages: 3 } } });
    expect(converted.result.pageCount).toBe(3);
  });
});
