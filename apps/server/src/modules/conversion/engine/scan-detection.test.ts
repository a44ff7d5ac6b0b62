import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderScannedPageJpeg, watchChildren, writeFixturePdf } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { pdfRenderSource, type RenderSource } from "./render-source.js";
import { createScanDetector } from "./scan-detection.js";

const step = { timeoutMs: 60_000 };
const LONG_TEXT = "这一页有足够多的文字，不需要识别。This page has plenty of text.";
let dir: string;
let source: RenderSource;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-scan-detect-"));
  const scan = await renderScannedPageJpeg(["扫描页", "Scanned page"]);
  const pdf = join(dir, "mixed.pdf");
  await writeFixturePdf(pdf, 3, (index) =>
    index === 0 ? { kind: "jpeg", ...scan } : { kind: "text", lines: index === 1 ? ["Short"] : [LONG_TEXT] },
  );
  source = await pdfRenderSource(pdf, join(dir, "work"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("createScanDetector", () => {
  it("answers pages with text at once, without listing the document's images", async () => {
    const looksScanned = createScanDetector(source, step);
    const mutoolRuns = watchChildren("mutool");
    expect(await looksScanned(3, LONG_TEXT)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(mutoolRuns()).toBe(0);
  });

  it("picks, among pages with almost no text, those that draw a large image", async () => {
    const looksScanned = createScanDetector(source, step);
    expect(await looksScanned(1, "")).toBe(true);
    expect(await looksScanned(2, "Short")).toBe(false);
  });

  it("treats every page with almost no text as a candidate when mupdf cannot list the images", async () => {
    const unreadable = await pdfRenderSource(join(dir, "missing.pdf"), join(dir, "work"));
    const looksScanned = createScanDetector(unreadable, step);
    expect(await looksScanned(7, "")).toBe(true);
    expect(await looksScanned(8, LONG_TEXT)).toBe(false);
  });
});
