import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { decodePageLayout, encodePageLayout, type LayoutLine } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { convertDocument } from "./convert-document.js";
import { extractPageTexts } from "./page-text.js";
import { pdfRenderSource } from "./render-source.js";
import { cleanPageText } from "./text-cleanup.js";
import type { ConvertResult } from "./types.js";

const run = promisify(execFile);
const step = { timeoutMs: 120_000 };
const SCALE = 150 / 72;
let dir: string;

async function mutoolOutput(format: "txt" | "stext", file: string, pages: string): Promise<string> {
  const { stdout } = await run("mutool", ["draw", "-q", "-D", "-F", format, "-o", "-", file, pages], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** The texts the engine stored before positions: one `-F txt` pass, split at form feeds, cleaned. */
async function txtPassTexts(file: string, pages: string): Promise<string[]> {
  const pieces = (await mutoolOutput("txt", file, pages)).split("\f");
  pieces.pop();
  return pieces.map(cleanPageText);
}

/**
 * The box of the first occurrence of `word` in mupdf's structured text of one page, read here with a regex over
 * the XML (independently of the engine's scanner), in pixels at 150 dpi.
 */
function stextWordBox(xml: string, word: string): { x0: number; y0: number; x1: number; y1: number } {
  const chars = [...xml.matchAll(/<char quad="([^"]+)"[^>]* c="([^"]*)"\/>/g)].map((m) => ({ quad: m[1].split(" ").map(Number), c: m[2] }));
  const text = chars.map((c) => c.c).join("");
  const at = text.indexOf(word);
  expect(at, `"${word}" in the stext`).toBeGreaterThanOrEqual(0);
  const span = chars.slice(at, at + word.length);
  return {
    x0: Math.min(...span.map((c) => c.quad[0])) * SCALE,
    y0: Math.min(...span.map((c) => c.quad[1])) * SCALE,
    x1: Math.max(...span.map((c) => c.quad[2])) * SCALE,
    y1: Math.max(...span.map((c) => c.quad[5])) * SCALE,
  };
}

/** The box the stored layout gives the first occurrence of `word` in the page text. */
function layoutWordBox(text: string, lines: LayoutLine[], word: string) {
  const at = text.indexOf(word);
  const line = lines.find((l) => l.start <= at && at + word.length <= l.start + l.advances.length);
  expect(line, `a line holds "${word}"`).toBeDefined();
  const before = line!.advances.slice(0, at - line!.start).reduce((a, b) => a + b, 0);
  const within = line!.advances.slice(at - line!.start, at - line!.start + word.length).reduce((a, b) => a + b, 0);
  return { x0: line!.x + before, y0: line!.y, x1: line!.x + before + within, y1: line!.y + line!.h };
}

function expectCoverage(text: string, layout: string | undefined) {
  const lines = decodePageLayout(layout);
  const covered = new Uint8Array(text.length);
  for (const line of lines) {
    expect(line.advances.reduce((a, b) => a + b, 0)).toBe(line.vertical ? line.h : line.w);
    covered.fill(1, line.start, line.start + line.advances.length);
  }
  const uncovered = [...text].filter((c, i) => !covered[i] && c !== " ").length;
  expect(uncovered, "characters outside every line").toBe(0);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-layout-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("page text and positions from one stext pass (a real PDF manual)", () => {
  const pdf = realFixturePath(realFixtures.libtasn1Pdf);
  let read: Awaited<ReturnType<typeof extractPageTexts>>;
  beforeAll(async () => {
    read = await extractPageTexts(await pdfRenderSource(pdf, dir), 1, 36, step);
  });

  it("gives every page exactly the text the txt pass stored", async () => {
    expect(read.map((page) => page.text)).toEqual(await txtPassTexts(pdf, "1-36"));
  });

  it("places words where mupdf's own structured text puts them, within 2 px at 150 dpi", async () => {
    for (const [page, words] of [
      [3, ["Table of Contents", "Introduction"]],
      [10, ["ASN.1"]],
    ] as const) {
      const xml = await mutoolOutput("stext", pdf, String(page));
      const { text, layout } = read[page - 1];
      for (const word of words) {
        const expected = stextWordBox(xml, word);
        const got = layoutWordBox(text, decodePageLayout(layout), word);
        for (const side of ["x0", "x1", "y0", "y1"] as const) expect(Math.abs(got[side] - expected[side]), `${word} ${side} on page ${page}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("covers every character of every page with a line, and round-trips through its stored form", () => {
    for (const page of read) {
      expectCoverage(page.text, page.layout);
      expect(encodePageLayout(decodePageLayout(page.layout))).toBe(page.layout);
    }
  });
});

describe.each([
  [realFixtures.indexDocx, ".docx"],
  [realFixtures.chineseTxt, ".txt"],
])("positions of %s through LibreOffice", (name, ext) => {
  let result: ConvertResult;
  beforeAll(async () => {
    const work = join(dir, `${name}-work`);
    result = await convertDocument({
      sourcePath: realFixturePath(name), ext, workDir: work, outputDir: join(dir, `${name}-out`), renderPages: 1, pageFormat: "auto", stepTimeoutMs: 240_000, concurrency: 2,
    });
  });

  it("gives every page a layout whose lines hold all of its text, inside the page", () => {
    expect(result.texts.length).toBeGreaterThan(0);
    for (const page of result.texts) {
      expect(page.layout, `page ${page.page}`).toBeDefined();
      expectCoverage(page.text, page.layout);
      for (const line of decodePageLayout(page.layout)) expect(line.x >= 0 && line.y >= 0 && line.x + line.w <= 1275 && line.y + line.h <= 1754).toBe(true);
    }
  });

  it("finds a Chinese word or an English word in a line", () => {
    const word = ext === ".txt" ? "密钥" : "HEADING";
    const page = result.texts.find((p) => p.text.includes(word));
    expect(page, word).toBeDefined();
    const box = layoutWordBox(page!.text, decodePageLayout(page!.layout), word);
    expect(box.x1 - box.x0).toBeGreaterThan(5);
  });
});

describe("a conversion's positions, from the SVG pages' glyphs (WENKU_PAGE_POSITIONS=glyphs, a real PDF manual)", () => {
  const pdf = realFixturePath(realFixtures.libtasn1Pdf);
  let result: ConvertResult;
  let stext: Awaited<ReturnType<typeof extractPageTexts>>;
  beforeAll(async () => {
    process.env.WENKU_PAGE_POSITIONS = "glyphs";
    try {
      result = await convertDocument({
        sourcePath: pdf, ext: ".pdf", workDir: join(dir, "glyphs-work"), outputDir: join(dir, "glyphs-out"), renderPages: 0, pageFormat: "auto", stepTimeoutMs: 120_000, concurrency: 2,
      });
    } finally {
      delete process.env.WENKU_PAGE_POSITIONS;
    }
    stext = await extractPageTexts(await pdfRenderSource(pdf, dir), 1, 36, step);
  });

  it("stores exactly the texts of the txt pass", async () => {
    expect(result.texts.map((page) => page.text)).toEqual(await txtPassTexts(pdf, "1-36"));
  });

  it("stores on every page the lines of the stext pass, their words where stext puts them (within 3 px)", () => {
    for (const [index, page] of result.texts.entries()) {
      const got = decodePageLayout(page.layout);
      const expected = decodePageLayout(stext[index].layout);
      expect(got.map((line) => line.start), `page ${index + 1}`).toEqual(expected.map((line) => line.start));
      for (const word of ["structure", "ASN.1", "Introduction"]) {
        if (!page.text.includes(word)) continue;
        const [box, want] = [layoutWordBox(page.text, got, word), layoutWordBox(page.text, expected, word)];
        for (const side of ["x0", "x1", "y0", "y1"] as const) expect(Math.abs(box[side] - want[side]), `${word} ${side} on page ${index + 1}`).toBeLessThanOrEqual(3);
      }
    }
  });
});
