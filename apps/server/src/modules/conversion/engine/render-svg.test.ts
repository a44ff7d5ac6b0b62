import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchChildren, writeFixturePdf } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { pdfRenderSource, type RenderSource } from "./render-source.js";
import { streamSvgRange } from "./render-svg.js";
import { inspectSvg } from "./svg-page.js";
import { ConversionError } from "./types.js";

const PAGE_COUNT = 40;
const widthOfPage = (page: number) => 400 + page * 5;
const step = { timeoutMs: 60_000 };

let dir: string;
let source: RenderSource;
let run = 0;
const svgDir = () => join(dir, `svg-${++run}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-render-svg-"));
  const pdf = join(dir, "pages.pdf");
  await writeFixturePdf(pdf, PAGE_COUNT, (index) => ({ kind: "text", widthPt: widthOfPage(index + 1), lines: [`Page ${index + 1}`] }));
  source = await pdfRenderSource(pdf, join(dir, "work"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("streamSvgRange", () => {
  it("hands on every page of the range once, each the SVG mupdf drew for that page, leaving no file behind", async () => {
    const widths = new Map<number, number>();
    const folder = svgDir();
    await streamSvgRange(source, 3, 12, folder, step, (number, svg) => {
      expect(widths.has(number)).toBe(false);
      widths.set(number, inspectSvg(svg).widthPt);
      return Promise.resolve();
    });
    expect([...widths.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [number, width] of widths) expect(width).toBeCloseTo(widthOfPage(number), 3);
    expect(await readdir(folder)).toEqual([]);
  });

  it("holds at most four pages at once however slow their consumer is", async () => {
    let inHand = 0;
    let most = 0;
    const seen: number[] = [];
    await streamSvgRange(source, 1, PAGE_COUNT, svgDir(), step, async (number) => {
      most = Math.max(most, ++inHand);
      await new Promise((resolve) => setTimeout(resolve, 2));
      seen.push(number);
      inHand--;
    });
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
    expect(seen).toHaveLength(PAGE_COUNT);
  });

  it("throws the first page's failure and stops mupdf, leaving no mutool process behind", async () => {
    const failure = new Error("disk full");
    const handed: number[] = [];
    const running = streamSvgRange(source, 1, PAGE_COUNT, svgDir(), step, async (number) => {
      handed.push(number);
      if (number === 2) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await expect(running).rejects.toBe(failure);
    expect(handed.length).toBeLessThan(PAGE_COUNT);
    const mutoolAfterwards = watchChildren("mutool");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mutoolAfterwards()).toBe(0);
  });

  it("reports a document mupdf cannot open as a permanent conversion error", async () => {
    const broken = join(dir, "broken.pdf");
    await writeFile(broken, "%PDF-1.7\nthis is not a PDF body\n");
    const error = await streamSvgRange(await pdfRenderSource(broken, join(dir, "work")), 1, 2, svgDir(), step, () => Promise.resolve()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
  });
});
