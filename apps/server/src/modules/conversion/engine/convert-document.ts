import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { writeCover } from "./cover.js";
import { createLimiter } from "./limiter.js";
import { recognizePageText } from "./ocr.js";
import { countPdfPages } from "./page-count.js";
import { renderRangeSize, splitIntoRanges, TEXT_RANGE_SIZE } from "./page-ranges.js";
import { extractAllPageTexts, extractPageTexts } from "./page-text.js";
import { prepareRenderSource } from "./prepare-source.js";
import { renderPngPages } from "./raster-page.js";
import { renderPageRange, type PageRenderContext } from "./render-page-range.js";
import { createScanDetector } from "./scan-detection.js";
import type { StepOptions } from "./step-options.js";
import { TaskPool } from "./task-pool.js";
import { visibleCharacterCount } from "./text-cleanup.js";
import { ConversionError, type ConvertInput, type ConvertResult, type PageText, type RenderedPage } from "./types.js";
import { prepareWatermark, type PreparedWatermark } from "./watermark.js";

/** tesseract with chi_sim needs ~110 MB: at most 4 at once keeps OCR-heavy jobs well under 1 GB on big machines. */
const MAX_PARALLEL_OCR = 4;

async function loadWatermark(watermark: ConvertInput["watermark"]): Promise<PreparedWatermark | undefined> {
  try {
    return await prepareWatermark(watermark);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ConversionError(`水印图片无法读取 (the watermark image cannot be read: ${detail})`, false);
  }
}

/**
 * Converts one document: page 1 and the cover first (reported through onCover/onPage within seconds), then the
 * other pages in ranges rendered by `concurrency` parallel mutool processes, the text of every page (OCR for
 * pages without a text layer) and the page count.
 *
 * Memory stays bounded whatever the page count: each range is rendered by its own short-lived process and
 * written to disk page by page; only the page texts are kept in memory, because they are returned.
 *
 * Throws ConversionError (retryable = false for damaged or unsupported files, true for timeouts, aborts and
 * killed processes). Any other error is unexpected (disk full, a bug) and should be retried by the caller.
 */
export async function convertDocument(input: ConvertInput): Promise<ConvertResult> {
  const concurrency = Math.max(1, Math.floor(input.concurrency ?? availableParallelism()));
  const pool = new TaskPool(concurrency, input.signal);
  const step: StepOptions = { timeoutMs: input.stepTimeoutMs, signal: pool.signal };
  await mkdir(input.workDir, { recursive: true });
  await mkdir(input.outputDir, { recursive: true });

  const watermark = await loadWatermark(input.watermark);
  const source = await prepareRenderSource(input.sourcePath, input.ext, input.workDir, step);
  const knownTexts = source.layout === "pdf" ? undefined : await extractAllPageTexts(source, step);
  const pageCount = knownTexts ? knownTexts.length : await countPdfPages(source.path, step);
  if (pageCount === 0) throw new ConversionError("文档没有任何页面 (the document has no pages)", false);
  const renderCount = input.renderPages > 0 ? Math.min(input.renderPages, pageCount) : pageCount;

  const context: PageRenderContext = {
    source,
    workDir: input.workDir,
    outputDir: input.outputDir,
    pageFormat: input.pageFormat,
    watermark,
    onPage: input.onPage,
  };
  const pages: RenderedPage[] = [];
  const texts: PageText[] = new Array(pageCount);

  // Page 1 and the cover, before anything else.
  const firstText = knownTexts?.[0] ?? (await extractPageTexts(source, 1, 1, step))[0];
  const firstPng = (await renderPngPages(source, [1], join(input.workDir, "first-page"), step)).get(1)!;
  const cover = await writeCover(firstPng, join(input.outputDir, "cover.png"));
  await input.onCover?.(cover);
  pages.push(...(await renderPageRange(context, 1, 1, [firstText], step, new Map([[1, firstPng]]))));

  // Texts are recorded as their ranges finish; pages that look scanned get an OCR task.
  const looksScanned = await createScanDetector(source, step);
  const limitOcr = createLimiter(Math.min(concurrency, MAX_PARALLEL_OCR));
  const recordText = (page: number, text: string) => {
    texts[page - 1] = { page, text, ocr: false };
    if (!looksScanned(page, text)) return;
    pool.add(async () => {
      const recognized = await limitOcr(() => recognizePageText(source, page, input.workDir, step)).catch(
        (error: unknown) => {
          // OCR is a bonus: a page tesseract cannot read keeps its own text; timeouts and aborts still count.
          if (error instanceof ConversionError && !error.retryable) return "";
          throw error;
        },
      );
      if (visibleCharacterCount(recognized) > visibleCharacterCount(text)) texts[page - 1] = { page, text: recognized, ocr: true };
    });
  };

  // The other rendered pages, in parallel ranges; their texts come with them.
  for (const [first, last] of splitIntoRanges(2, renderCount, renderRangeSize(renderCount - 1, concurrency))) {
    pool.add(async () => {
      const rangeTexts = knownTexts?.slice(first - 1, last) ?? (await extractPageTexts(source, first, last, step));
      pages.push(...(await renderPageRange(context, first, last, rangeTexts, step)));
      rangeTexts.forEach((text, index) => recordText(first + index, text));
    });
  }
  // Pages beyond the preview limit: text only.
  for (const [first, last] of splitIntoRanges(renderCount + 1, pageCount, TEXT_RANGE_SIZE)) {
    if (knownTexts) {
      for (let page = first; page <= last; page++) recordText(page, knownTexts[page - 1]);
      continue;
    }
    pool.add(async () => {
      const rangeTexts = await extractPageTexts(source, first, last, step);
      rangeTexts.forEach((text, index) => recordText(first + index, text));
    });
  }
  // Queued last so that OCR of page 1 does not hold up the rendering of the following pages.
  recordText(1, firstText);
  await pool.drain();

  pages.sort((a, b) => a.number - b.number);
  return { pageCount, width: cover.width, height: cover.height, pages, cover, texts };
}
