import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { strictXmlError } from "../../../test/strict-xml.js";
import { renderPageRange, type PageRenderContext } from "./render-page-range.js";
import { pdfRenderSource } from "./render-source.js";
import { ConversionError, type RenderedPage } from "./types.js";

const step = { timeoutMs: 60_000 };
let dir: string;
let run = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-page-range-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function contextFor(watermark?: PageRenderContext["watermark"]): Promise<PageRenderContext & { reported: RenderedPage[] }> {
  const workDir = join(dir, `work-${++run}`);
  const outputDir = join(dir, `out-${run}`);
  await mkdir(outputDir, { recursive: true });
  const reported: RenderedPage[] = [];
  return {
    source: await pdfRenderSource(realFixturePath(realFixtures.libtasn1Pdf), workDir),
    workDir,
    outputDir,
    pageFormat: "svg",
    watermark,
    onPage: (page) => void reported.push(page),
    limitTool: (work) => work(),
    reported,
  };
}

describe("renderPageRange on the libtasn1 manual (pages 4–10; mupdf writes data-text=\"<\" on 5, 8, 9 and 10)", () => {
  it("writes every page well-formed, its data-text attributes gone", async () => {
    const context = await contextFor();
    await renderPageRange(context, 4, 10, () => Promise.resolve([]), step);
    expect(context.reported.map((page) => page.number).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    for (const page of context.reported) {
      const svg = gunzipSync(await readFile(page.file));
      expect(strictXmlError(svg), `page ${page.number}`).toBeUndefined();
      expect(svg.includes("data-text")).toBe(false);
    }
  });

  it("fails with a final ConversionError naming the page when a page stays malformed, and stores nothing of it", async () => {
    // A watermark image whose data URI breaks out of its attribute: the watermark module never makes one, so this
    // stands for any fault left after stripping.
    const context = await contextFor({ image: { dataUri: 'data:image/png;base64,AAAA" title="<', aspectRatio: 2 } });
    const error = await renderPageRange(context, 4, 5, () => Promise.resolve([]), step).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
    expect((error as ConversionError).message).toMatch(
      /^第 [45] 页图片不是有效的 SVG \(page [45] is not well-formed SVG: '<' in an attribute value at byte \d+\)$/,
    );
    expect(context.reported).toEqual([]);
    expect(existsSync(join(context.outputDir, "4.svgz")) || existsSync(join(context.outputDir, "5.svgz"))).toBe(false);
  });
});
