import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { decodePageLayout } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  readSvgz,
  renderScannedPageJpeg,
  runConversion,
  watchChildren,
  writeFixturePdf,
  type ConversionRun,
} from "../../../../../../bench/convert-engine-fixtures/index.js";
import { convertDocument } from "./convert-document.js";
import { measureRawMutool } from "../../../../../../bench/convert-support/raw-mutool-baseline.js";
import { ConversionError } from "./types.js";
import { renderRangeSize, splitIntoRanges } from "./page-ranges.js";

const PAGE_COUNT = 30;
/** Every page of the text fixture has its own width, so a rendered page proves which source page it came from. */
const widthOfPage = (page: number) => 500 + page * 3;
const HEIGHT_PT = 842;
const pixels = (points: number) => Math.ceil((points * 150) / 72 - 0.001);
const markerOf = (page: number) => `Wenku fixture page ${page} marker`;

let dir: string;
let textPdf: string;
let scanPdf: string;
let watermarkPng: string;
let fullRun: ConversionRun;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-engine-pdf-"));
  textPdf = join(dir, "pages.pdf");
  await writeFixturePdf(textPdf, PAGE_COUNT, (index) => ({
    kind: "text",
    widthPt: widthOfPage(index + 1),
    heightPt: HEIGHT_PT,
    lines: [markerOf(index + 1), "The quick brown fox jumps over the lazy dog.", `Line three of page ${index + 1}.`],
  }));
  const scan = await renderScannedPageJpeg(["扫描文档第一页", "Scanned page one", "知识就是力量"]);
  scanPdf = join(dir, "scan.pdf");
  await writeFixturePdf(scanPdf, 2, (index) =>
    index === 0 ? { kind: "jpeg", ...scan } : { kind: "text", lines: ["Page two has a real text layer of its own."] },
  );
  watermarkPng = join(dir, "logo.png");
  await sharp({ create: { width: 300, height: 120, channels: 4, background: "#d0021b" } })
    .png()
    .toFile(watermarkPng);
  fullRun = await runConversion(textPdf, dir, { concurrency: 3 });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function conversionError(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

describe("convertDocument on a multi-page text PDF", () => {
  it("counts the pages and extracts the text of every page under its own number", () => {
    const { result } = fullRun;
    expect(result.pageCount).toBe(PAGE_COUNT);
    expect(result.texts.map((text) => text.page)).toEqual(Array.from({ length: PAGE_COUNT }, (_, i) => i + 1));
    for (const text of result.texts) {
      expect(text.text).toContain(markerOf(text.page));
      expect(text.text).not.toContain(markerOf(text.page + 1));
      expect(text.text).not.toMatch(/\s{2,}|\n/);
      expect(text.ocr).toBe(false);
    }
  });

  it("renders every page as SVGZ, in order, each from its own source page", async () => {
    const { result } = fullRun;
    expect(result.pages.map((page) => page.number)).toEqual(result.texts.map((text) => text.page));
    for (const page of result.pages) {
      expect(page.format).toBe("svgz");
      expect(page.file).toBe(join(fullRun.outputDir, `${page.number}.svgz`));
      expect(page.width).toBe(pixels(widthOfPage(page.number)));
      expect(page.height).toBe(pixels(HEIGHT_PT));
    }
    const svg = await readSvgz(result.pages[16].file);
    expect(svg).toMatch(new RegExp(`viewBox="0 0 ${widthOfPage(17)} ${HEIGHT_PT}"`));
    expect(svg).not.toContain("wenku-watermark");
  });

  it("writes a 210×297 cover and reports page 1's pixel size as the document size", async () => {
    const { result } = fullRun;
    const cover = await sharp(result.cover.file).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(["png", 210, 297]);
    expect(result.cover.file).toBe(join(fullRun.outputDir, "cover.png"));
    expect([result.width, result.height]).toEqual([pixels(widthOfPage(1)), pixels(HEIGHT_PT)]);
    expect([result.cover.width, result.cover.height]).toEqual([result.width, result.height]);
  });

  it("reports the cover and page 1 before any other page", () => {
    expect(fullRun.events.slice(0, 2)).toEqual(["cover", "page:1"]);
    expect(fullRun.events).toHaveLength(PAGE_COUNT + 1);
    expect(new Set(fullRun.events).size).toBe(PAGE_COUNT + 1);
  });

  it("splits the pages into several ranges for parallel renderers and still puts every page in its place", async () => {
    // How many mutool processes overlap depends on the machine's speed, so the test checks the split; the task
    // pool's own test proves that queued ranges run up to `concurrency` at once.
    expect(splitIntoRanges(1, PAGE_COUNT, renderRangeSize(PAGE_COUNT, 4)).length).toBeGreaterThanOrEqual(2);
    const parallel = await runConversion(textPdf, dir, { concurrency: 4 });
    const sequential = await runConversion(textPdf, dir, { concurrency: 1 });
    const summary = (run: ConversionRun) => run.result.pages.map((page) => [page.number, page.width, page.format]);
    expect(summary(parallel)).toEqual(summary(sequential));
    expect(summary(parallel)).toHaveLength(PAGE_COUNT);
    expect(parallel.result.texts).toEqual(sequential.result.texts);
    expect((await readdir(parallel.outputDir)).sort()).toEqual((await readdir(sequential.outputDir)).sort());
  });

  it("renders only the first renderPages pages but extracts the text of all of them", async () => {
    const { result, outputDir } = await runConversion(textPdf, dir, { renderPages: 3, concurrency: 2 });
    expect(result.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(result.texts).toHaveLength(PAGE_COUNT);
    expect(result.texts[PAGE_COUNT - 1].text).toContain(markerOf(PAGE_COUNT));
    expect((await readdir(outputDir)).sort()).toEqual(["1.svgz", "2.svgz", "3.svgz", "cover.png"]);
  });

  it("renders WebP pages when asked", async () => {
    const { result } = await runConversion(textPdf, dir, { renderPages: 2, pageFormat: "webp" });
    for (const page of result.pages) {
      const image = await sharp(page.file).metadata();
      expect([page.format, image.format]).toEqual(["webp", "webp"]);
      expect([image.width, image.height]).toEqual([pixels(widthOfPage(page.number)), pixels(HEIGHT_PT)]);
      expect([page.width, page.height]).toEqual([image.width, image.height]);
    }
  });
});

describe("watermarks are burned into the page images", () => {
  it("adds the text watermark as an element of each SVG page", async () => {
    const { result } = await runConversion(textPdf, dir, { renderPages: 2, watermark: { text: "文库 <水印> & Co" } });
    for (const page of result.pages) {
      const svg = await readSvgz(page.file);
      const watermark = /<g id="wenku-watermark"[\s\S]*<\/g>\s*<\/svg>\s*$/.exec(svg)?.[0];
      expect(watermark).toBeDefined();
      expect(watermark).toContain("文库 &lt;水印&gt; &amp; Co</text>");
      expect(watermark).toContain('fill-opacity="0.18"');
    }
  });

  it("embeds the image watermark into SVG pages", async () => {
    const { result } = await runConversion(textPdf, dir, { renderPages: 1, watermark: { imagePath: watermarkPng } });
    const svg = await readSvgz(result.pages[0].file);
    expect(svg).toMatch(/<g id="wenku-watermark"[^>]*><image href="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
  });

  it("composites the watermark into the pixels of WebP pages", async () => {
    const plain = await runConversion(textPdf, dir, { renderPages: 1, pageFormat: "webp" });
    const marked = await runConversion(textPdf, dir, {
      renderPages: 1,
      pageFormat: "webp",
      watermark: { text: "文库水印 WENKU", imagePath: watermarkPng },
    });
    const decode = (file: string) => sharp(file).raw().toBuffer({ resolveWithObject: true });
    const before = await decode(plain.result.pages[0].file);
    const after = await decode(marked.result.pages[0].file);
    expect(after.info.width).toBe(before.info.width);
    let changedPixels = 0;
    for (let offset = 0; offset < before.data.length; offset += before.info.channels) {
      if (Math.abs(before.data[offset] - after.data[offset]) > 8) changedPixels++;
    }
    // The centred logo alone covers 40 % of the width; together with 8 text copies well over 2 % of the page.
    expect(changedPixels / (before.info.width * before.info.height)).toBeGreaterThan(0.02);
  });

  it("converts without a watermark image it cannot read, keeps the text watermark and reports the image", async () => {
    const problems: string[] = [];
    const { result } = await runConversion(textPdf, dir, {
      renderPages: 1,
      watermark: { text: "文库", imagePath: join(dir, "missing.png") },
      onWatermarkProblem: (reason) => problems.push(reason),
    });
    const svg = await readSvgz(result.pages[0].file);
    expect(svg).toContain("文库</text>");
    expect(svg).not.toContain("<image href=");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("水印图片无法读取");
  });
});

describe("convertDocument on a scanned PDF", () => {
  let scanRun: ConversionRun;
  beforeAll(async () => {
    scanRun = await runConversion(scanPdf, dir, { concurrency: 2 });
  });

  it("renders the scanned page as WebP and the text page as SVGZ", () => {
    expect(scanRun.result.pages.map((page) => [page.number, page.format])).toEqual([
      [1, "webp"],
      [2, "svgz"],
    ]);
  });

  it("reads the scanned page with OCR and keeps the real text layer of the other page", () => {
    const [scanned, typed] = scanRun.result.texts;
    expect(scanned.ocr).toBe(true);
    expect(scanned.text).toContain("扫描文档第一页");
    expect(scanned.text).toContain("Scanned page one");
    expect(scanned.text).toContain("知识就是力量");
    expect(typed).toMatchObject({ page: 2, text: "Page two has a real text layer of its own.", ocr: false });
  });

  it("keeps tesseract's word boxes of the scanned page, from the same run, as its lines in the page image's pixels", () => {
    const [scanned] = scanRun.result.texts;
    const page = scanRun.result.pages[0];
    const lines = decodePageLayout(scanned.layout);
    const lineTexts = lines.map((line) => scanned.text.slice(line.start, line.start + line.advances.length));
    expect(lineTexts.join(" ")).toBe(scanned.text);
    for (const wanted of ["扫描文档第一页", "Scanned page one", "知识就是力量"]) expect(lineTexts.some((text) => text.includes(wanted)), wanted).toBe(true);
    for (const [index, line] of lines.entries()) {
      expect(line.advances.reduce((sum, advance) => sum + advance, 0)).toBe(line.w);
      expect(line.x >= 0 && line.y >= 0 && line.x + line.w <= page.width && line.y + line.h <= page.height, `line ${index + 1} inside the page`).toBe(true);
      expect(line.h).toBeGreaterThan(5);
      if (index > 0) expect(line.y, "lines in reading order").toBeGreaterThanOrEqual(lines[index - 1].y + lines[index - 1].h - 2);
    }
  });
});

describe("failures", () => {
  it("rejects random bytes named .pdf as a damaged file, permanently", async () => {
    const broken = join(dir, "broken.pdf");
    await writeFile(broken, randomBytes(20_000));
    const error = await conversionError(runConversion(broken, dir));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^文件已损坏或格式不受支持 \(.*\) \((mutool|pdfinfo): .+\)$/);
  });

  it("explains a password-protected PDF", async () => {
    const encrypted = join(dir, "encrypted.pdf");
    await promisify(execFile)("mutool", ["clean", "-E", "aes-256", "-U", "secret", "-O", "owner", textPdf, encrypted]);
    const error = await conversionError(runConversion(encrypted, dir));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("文件已加密");
  });

  it("treats a step that exceeds its time limit as retryable", async () => {
    const error = await conversionError(runConversion(textPdf, dir, { stepTimeoutMs: 1 }));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("超时");
  });

  it("stops when the job is aborted, leaving no mutool process behind", async () => {
    const controller = new AbortController();
    const running = runConversion(textPdf, dir, {
      signal: controller.signal,
      onPage: (page) => {
        if (page.number === 1) controller.abort();
      },
    });
    const error = await conversionError(running);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("aborted");
    const peakOfMutoolAfterwards = watchChildren("mutool");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(peakOfMutoolAfterwards()).toBe(0);
  });

  it("refuses UMD, which no installed tool can read", async () => {
    const umd = join(dir, "book.umd");
    await writeFile(umd, randomBytes(100));
    const error = await conversionError(
      convertDocument({
        sourcePath: umd,
        ext: ".umd",
        workDir: join(dir, "umd-work"),
        outputDir: join(dir, "umd-out"),
        renderPages: 0,
        pageFormat: "auto",
        stepTimeoutMs: 10_000,
      }),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("UMD");
  });
});

describe("measureRawMutool", () => {
  it("times a bare mutool convert of every page to SVG", async () => {
    const outDir = join(dir, "raw");
    const seconds = await measureRawMutool(textPdf, outDir);
    expect(seconds).toBeGreaterThan(0);
    const files = await readdir(outDir);
    expect(files).toHaveLength(PAGE_COUNT);
    expect((await stat(join(outDir, "1.svg"))).size).toBeGreaterThan(1000);
  });
});
