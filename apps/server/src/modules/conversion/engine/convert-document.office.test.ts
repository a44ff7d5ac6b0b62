import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  encodeGbk,
  runConversion,
  writeDocx,
  writePptx,
  writeXlsx,
  type ConversionRun,
} from "../../../../../../bench/convert-engine-fixtures/index.js";
import { ConversionError } from "./types.js";

/** Known text of each page; conversions of all fixtures run once, three LibreOffice processes at a time. */
const DOCX_PAGES = [
  ["第一页：春眠不觉晓，处处闻啼鸟。", "Document page one"],
  ["第二页：夜来风雨声，花落知多少。", "Document page two"],
  ["第三页：床前明月光，疑是地上霜。", "Document page three"],
];
const SLIDES = [["幻灯片一：白日依山尽", "Slide one"], ["幻灯片二：黄河入海流", "Slide two"]];
const SHEETS = [
  { name: "销售", rows: [["产品", "数量"], ["苹果香蕉", 3], ["橙子葡萄", 7]] },
  { name: "库存", rows: [["仓库名称", "北京仓库"], ["盘点日期", "2024-05-01"]] },
];
const TXT_PAGES = ["文本第一页：欲穷千里目 Plain text page one", "文本第二页：更上一层楼 Plain text page two"];
const CSV = "城市,人口\n上海市,2487\n北京市,2189\n";

let dir: string;
const runs = new Map<string, ConversionRun>();
const failures = new Map<string, Error>();

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-engine-office-"));
  const files = {
    docx: join(dir, "report.docx"),
    pptx: join(dir, "slides.pptx"),
    xlsx: join(dir, "book.xlsx"),
    txt: join(dir, "notes.txt"),
    gbkTxt: join(dir, "gbk.txt"),
    csv: join(dir, "cities.csv"),
    randomDocx: join(dir, "random.docx"),
  };
  await writeDocx(files.docx, DOCX_PAGES);
  await writePptx(files.pptx, SLIDES);
  await writeXlsx(files.xlsx, SHEETS);
  await writeFile(files.txt, TXT_PAGES.join("\n\f"));
  await writeFile(files.gbkTxt, encodeGbk("国标编码的文本：海内存知己，天涯若比邻。"));
  await writeFile(files.csv, CSV);
  await writeFile(files.randomDocx, randomBytes(20_000));
  await inBatches(Object.entries(files), 3, async ([name, path]) => {
    try {
      runs.set(name, await runConversion(path, dir, { concurrency: 2 }));
    } catch (error) {
      failures.set(name, error instanceof Error ? error : new Error(String(error)));
    }
  });
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function run(name: string): ConversionRun {
  const found = runs.get(name);
  if (!found) throw failures.get(name) ?? new Error(`no conversion of ${name}`);
  return found;
}

async function expectPages(name: string, expectedTexts: string[][]) {
  const { result, events } = run(name);
  const cover = await sharp(result.cover.file).metadata();
  expect([cover.width, cover.height]).toEqual([210, 297]);
  expect(result.pageCount).toBe(expectedTexts.length);
  expect(result.texts.map((text) => text.page)).toEqual(expectedTexts.map((_, index) => index + 1));
  expectedTexts.forEach((fragments, index) => {
    for (const fragment of fragments) expect(result.texts[index].text).toContain(fragment);
    expect(result.texts[index].ocr).toBe(false);
  });
  expect(result.pages.map((page) => [page.number, page.format])).toEqual(
    expectedTexts.map((_, index) => [index + 1, "svgz"]),
  );
  expect(events.slice(0, 2)).toEqual(["cover", "page:1"]);
}

async function expectCover(name: string, width: number, height: number) {
  const { result } = run(name);
  const cover = await sharp(result.cover.file).metadata();
  expect([cover.width, cover.height]).toEqual([210, 297]);
  expect(Math.abs(result.width - width)).toBeLessThanOrEqual(2);
  expect(Math.abs(result.height - height)).toBeLessThanOrEqual(2);
}

describe("Office documents through LibreOffice", () => {
  it("DOCX: one page per page break, Chinese text intact, A4 cover", async () => {
    await expectPages("docx", DOCX_PAGES);
    await expectCover("docx", 1240, 1754);
  });

  it("PPTX: one page per slide, 16:9 size", async () => {
    await expectPages("pptx", SLIDES);
    const { result } = run("pptx");
    expect(result.width / result.height).toBeCloseTo(16 / 9, 1);
    await expectCover("pptx", result.width, result.height);
  });

  it("XLSX: one page per worksheet", async () => {
    await expectPages("xlsx", [
      ["产品数量", "苹果香蕉 3", "橙子葡萄 7"],
      ["仓库名称北京仓库", "盘点日期 2024-05-01"],
    ]);
  });

  it("TXT (UTF-8): a form feed starts a new page", async () => {
    await expectPages("txt", TXT_PAGES.map((text) => [text]));
  });

  it("TXT in GB 18030 is detected and decoded", async () => {
    await expectPages("gbkTxt", [["国标编码的文本：海内存知己，天涯若比邻。"]]);
  });

  it("CSV (UTF-8) keeps its Chinese cells", async () => {
    await expectPages("csv", [["城市人口", "上海市 2487", "北京市 2189"]]);
  });

  it("refuses random bytes named .docx as a damaged file, without running LibreOffice", () => {
    const error = failures.get("randomDocx");
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
    expect((error as ConversionError).message).toContain("文件已损坏或格式不受支持：文件内容不是 .docx 文档");
  });
});
