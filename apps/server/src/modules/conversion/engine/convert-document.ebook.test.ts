import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  convertWithCalibre,
  renderScannedPageJpeg,
  runConversion,
  writeEpub,
  writeStoredZip,
  type ConversionRun,
} from "../../../../../../bench/convert-engine-fixtures/index.js";
import { ConversionError } from "./types.js";

/** 鸟 and 长 are the hanzi that Chromium-printed PDFs (calibre) encode as look-alike radicals. */
const CHAPTERS = [
  { title: "第一章 春晓", paragraphs: ["春眠不觉晓，处处闻啼鸟。", "Chapter one: spring morning."] },
  { title: "第二章 长江", paragraphs: ["孤帆远影碧空尽，唯见长江天际流。", "Chapter two: the long river."] },
];
const CHAPTER_FRAGMENTS = [
  ["第一章春晓", "春眠不觉晓，处处闻啼鸟。", "Chapter one: spring morning."],
  ["第二章长江", "孤帆远影碧空尽，唯见长江天际流。", "Chapter two: the long river."],
];

let dir: string;
let epub: string;
const runs = new Map<string, ConversionRun>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-engine-ebook-"));
  epub = join(dir, "poems.epub");
  await writeEpub(epub, "唐诗两首", CHAPTERS);
  const azw3 = join(dir, "poems.azw3");
  const mobi = join(dir, "poems.mobi");
  await Promise.all([convertWithCalibre(epub, azw3, dir), convertWithCalibre(epub, mobi, join(dir, "mobi"))]);

  const comic = join(dir, "scans.cbz");
  const pages = await Promise.all([
    renderScannedPageJpeg(["漫画扫描第一页", "Comic scan page one"]),
    renderScannedPageJpeg(["漫画扫描第二页", "Comic scan page two"]),
  ]);
  await writeStoredZip(comic, [
    { name: "001.jpg", data: pages[0].data },
    { name: "002.jpg", data: pages[1].data },
  ]);

  const conversions = await Promise.all(
    [epub, azw3, mobi, comic].map((path) => runConversion(path, dir, { concurrency: 2 })),
  );
  ["epub", "azw3", "mobi", "cbz"].forEach((name, index) => runs.set(name, conversions[index]));
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("EPUB rendered by mupdf directly", () => {
  it("lays each chapter out on its own page with every Chinese character kept", () => {
    const { result } = runs.get("epub")!;
    expect(result.pageCount).toBe(2);
    CHAPTER_FRAGMENTS.forEach((fragments, index) => {
      for (const fragment of fragments) expect(result.texts[index].text).toContain(fragment);
      expect(result.texts[index].ocr).toBe(false);
    });
  });

  it("renders the pages as SVGZ, page 1 and the cover first", async () => {
    const { result, events } = runs.get("epub")!;
    expect(result.pages.map((page) => [page.number, page.format])).toEqual([
      [1, "svgz"],
      [2, "svgz"],
    ]);
    expect(events).toEqual(["cover", "page:1", "page:2"]);
    const cover = await sharp(result.cover.file).metadata();
    expect([cover.width, cover.height]).toEqual([210, 297]);
    expect(result.width).toBeGreaterThan(500);
    expect(result.height).toBeGreaterThan(result.width);
  });

  it("rejects a damaged EPUB permanently", async () => {
    const broken = join(dir, "broken.epub");
    await writeFile(broken, randomBytes(5000));
    const error = await runConversion(broken, dir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
    expect((error as ConversionError).message).toMatch(/^文件已损坏或格式不受支持 .*\(mutool: .+\)$/);
  });
});

describe("Kindle books through calibre (→ EPUB → mupdf)", () => {
  for (const name of ["azw3", "mobi"]) {
    it(`${name.toUpperCase()}: each chapter on its own page, in order, with its exact text`, () => {
      const { result } = runs.get(name)!;
      // calibre may put a generated cover first and a table of contents last.
      const chapterPages = CHAPTER_FRAGMENTS.map((fragments) =>
        result.texts.find((text) => fragments.every((fragment) => text.text.includes(fragment))),
      );
      expect(chapterPages[0]).toBeDefined();
      expect(chapterPages[1]).toBeDefined();
      expect(chapterPages[1]!.page).toBe(chapterPages[0]!.page + 1);
      expect(result.texts.map((text) => text.text).join(" ")).not.toMatch(/[\u2E80-\u2EFF\u2F00-\u2FDF\uFFFD]/);
      expect(result.pages.map((page) => page.number)).toEqual(result.texts.map((text) => text.page));
      expect(result.pages[chapterPages[0]!.page - 1].format).toBe("svgz");
    });
  }
});

describe("CBZ: fixed-layout pages that are pictures", () => {
  it("renders the picture pages as WebP and reads them with OCR", () => {
    const { result } = runs.get("cbz")!;
    expect(result.pageCount).toBe(2);
    expect(result.pages.map((page) => page.format)).toEqual(["webp", "webp"]);
    expect(result.texts[0]).toMatchObject({ page: 1, ocr: true });
    expect(result.texts[0].text).toContain("漫画扫描第一页");
    expect(result.texts[1].text).toContain("Comic scan page two");
  });
});
