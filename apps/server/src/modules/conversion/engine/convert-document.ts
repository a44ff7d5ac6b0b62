import { mkdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { writeCover } from "./cover.js";
import { createLimiter, deferred } from "./limiter.js";
import { DEFAULT_OCR, recognizePageText, type PageOcr } from "./ocr.js";
import { ocrReportCollector } from "./ocr-report.js";
import { countPdfPages } from "./page-count.js";
import { checkPageCount, DEFAULT_PAGE_LIMITS } from "./page-limits.js";
import { renderRangeSize, splitIntoRanges, TEXT_RANGE_SIZE } from "./page-ranges.js";
import { GlyphPositions } from "./glyph-positions.js";
import { extractAllPageTexts, extractPageTexts, textsInPasses, type PageTextAndSpans, type TextPassMode } from "./page-text.js";
import { prepareRenderSource } from "./prepare-source.js";
import { renderRasterPages } from "./raster-page.js";
import { pixelSizeOfPoints } from "./render-resolution.js";
import { renderPageRange, type PageRenderContext } from "./render-page-range.js";
import { createScanDetector } from "./scan-detection.js";
import type { StepOptions } from "./step-options.js";
import { scaledStepTimeoutMs } from "./step-timeout.js";
import { TaskPool } from "./task-pool.js";
import { visibleCharacterCount } from "./text-cleanup.js";
import { ConversionError, conversionAborted, type ConvertInput, type ConvertResult, type PageText, type RenderedCover, type RenderedPage } from "./types.js";
import { prepareWatermark, type PreparedWatermark } from "./watermark.js";
import { checkZipContainer, DEFAULT_UNPACK_LIMITS } from "./zip-container.js";

/** tesseract with chi_sim needs ~110 MB: at most 4 at once keeps OCR-heavy jobs well under 1 GB on big machines. */
const MAX_PARALLEL_OCR = 4;

/** The watermark is a setting, not part of the document: an image that cannot be read is left out and reported. */
async function loadWatermark(input: ConvertInput): Promise<PreparedWatermark | undefined> {
  try {
    return await prepareWatermark(input.watermark);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    input.onWatermarkProblem?.(`水印图片无法读取，页面未加图片水印 (the watermark image cannot be read, pages go without it: ${detail})`);
    return prepareWatermark({ text: input.watermark?.text });
  }
}

/**
 * Word positions come from the stext pass (the default), or with WENKU_PAGE_POSITIONS=glyphs from the JSON text
 * pass and the SVG pages' glyphs (glyph-layout.ts; stext for the pages they cannot give), which is correct on every
 * page of the real fixtures but does not yet cost less (reader.md "What positions cost"). WENKU_PAGE_POSITIONS=off
 * converts without them (the `-F txt` pass of before them; pages are stored with an empty layout, which the
 * backfill leaves alone): the baseline `npm run bench:convert` measures them against. Read per conversion.
 */
function textPassMode(): TextPassMode {
  const setting = process.env.WENKU_PAGE_POSITIONS;
  return setting === "off" ? "text-only" : setting === "glyphs" ? "spans" : "positions";
}

/** Consecutive runs [first, last] of the sorted page numbers. */
function runsOf(pages: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const page of pages) {
    const last = runs.at(-1);
    if (last && last[1] === page - 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs;
}

interface CheckedSource {
  stepTimeoutMs: number;
  /** The file's size, or what its ZIP container unpacks to when that is more (page-limits.ts). */
  contentBytes: number;
}

/**
 * Checks a ZIP container before any tool opens it (zip-container.ts), then the time limit of each step: fixed, or
 * scaled to the size of the source when the caller asks for it.
 */
async function checkSource(input: ConvertInput): Promise<CheckedSource> {
  const container = await checkZipContainer(input.sourcePath, { ...DEFAULT_UNPACK_LIMITS, ...input.limits?.unpack });
  const { size } = await stat(input.sourcePath);
  const unpackedBytes = container?.unpackedBytes ?? 0;
  return {
    stepTimeoutMs: input.scaleStepTimeout ? scaledStepTimeoutMs(size, unpackedBytes, input.stepTimeoutMs) : input.stepTimeoutMs,
    contentBytes: Math.max(size, unpackedBytes),
  };
}

/**
 * Converts one document: the pages in ranges rendered by `concurrency` parallel mutool processes, the cover (from
 * a raster of page 1 rendered beside them) and page 1 reported first (through onCover/onPage within seconds), the
 * text of every page (OCR for pages without a text layer) and the page count.
 *
 * Memory stays bounded whatever the page count: each range is rendered by its own short-lived process and
 * written to disk page by page; only the page texts are kept in memory, because they are returned.
 *
 * Throws ConversionError (retryable = false for damaged or unsupported files, true for timeouts, aborts and
 * killed processes). Any other error is unexpected (disk full, a bug) and should be retried by the caller.
 */
export async function convertDocument(input: ConvertInput): Promise<ConvertResult> {
  const concurrency = Math.max(1, Math.floor(input.concurrency ?? availableParallelism()));
  // Tool processes run `concurrency` at a time; twice as many tasks are in flight, so that a range whose tool has
  // ended can store its last pages while the next range's tool already runs.
  const limitTool = createLimiter(concurrency);
  const pool = new TaskPool(2 * concurrency, input.signal);
  const checked = await checkSource(input);
  const step: StepOptions = { timeoutMs: checked.stepTimeoutMs, signal: pool.signal, memoryLimits: input.limits?.memory };
  await mkdir(input.workDir, { recursive: true });
  await mkdir(input.outputDir, { recursive: true });

  const watermark = await loadWatermark(input);
  const source = await prepareRenderSource(input.sourcePath, input.ext, input.workDir, step);
  const textMode = textPassMode();
  const knownTexts = source.layout === "pdf" ? undefined : await extractAllPageTexts(source, step, textMode);
  const pageCount = knownTexts ? knownTexts.length : await countPdfPages(source.path, step);
  if (pageCount === 0) throw new ConversionError("文档没有任何页面 (the document has no pages)", false);
  checkPageCount(pageCount, checked.contentBytes, { ...DEFAULT_PAGE_LIMITS, ...input.limits?.pages });
  const renderCount = input.renderPages > 0 ? Math.min(input.renderPages, pageCount) : pageCount;

  // The renderers of the first ranges start first (the longest work); then the text pass and page 1's raster for
  // the cover, beside them. Page 1 itself is the first page of the first range.
  const renderersStarted = deferred();
  const firstRaster = renderersStarted.promise.then(() =>
    renderRasterPages(source, [1], join(input.workDir, "first-page"), step).then((rasters) => rasters.get(1)!),
  );
  // Awaited through coverReported; a failure surfaces there, never as an unhandled rejection.
  firstRaster.catch(() => undefined);
  let cover: RenderedCover | undefined;
  const coverReported = firstRaster.then(async (raster) => {
    cover = await writeCover(raster, join(input.outputDir, "cover.png"));
    await input.onCover?.(cover);
  });
  // Awaited when page 1 is reported; a failure surfaces there.
  coverReported.catch(() => undefined);

  // The cover, then page 1, are reported before any other page. Pages stored before page 1 is reported wait in
  // `heldBack` to be reported right after it; their renderers go on meanwhile.
  const firstPage = deferred();
  let firstPageReported = false;
  const heldBack: Promise<void>[] = [];
  pool.signal.addEventListener("abort", () => firstPage.reject(conversionAborted()), { once: true });
  const context: PageRenderContext = {
    source,
    workDir: input.workDir,
    outputDir: input.outputDir,
    pageFormat: input.pageFormat,
    watermark,
    onPage: async (page) => {
      if (firstPageReported) return input.onPage?.(page);
      if (page.number === 1) {
        await coverReported;
        await input.onPage?.(page);
        firstPageReported = true;
        firstPage.resolve();
        return;
      }
      const report = firstPage.promise.then(() => input.onPage?.(page));
      // Awaited with the others held back; a failure surfaces there.
      report.catch(() => undefined);
      heldBack.push(report);
    },
    limitTool,
  };
  const pages: RenderedPage[] = [];
  const texts = new Array<PageText>(pageCount);

  // Positions from glyphs: each page's spans meet its SVG page's glyphs; pages they cannot place go to stext.
  const needStext = new Set<number>();
  const positions = new GlyphPositions((page, result) => {
    const entry = texts[page - 1];
    if (!result) needStext.add(page);
    else if (entry && !entry.ocr) texts[page - 1] = { ...entry, text: result.text, layout: result.layout };
  });
  const pageSizes = new Map<number, { widthPt: number; heightPt: number }>();
  const sizeKnown = new Map<number, ReturnType<typeof deferred>>();
  const sizeOf = (page: number) => {
    if (!sizeKnown.has(page)) sizeKnown.set(page, deferred());
    return sizeKnown.get(page)!;
  };
  pool.signal.addEventListener("abort", () => positions.cancel(), { once: true });
  pool.signal.addEventListener("abort", () => sizeKnown.forEach((known) => known.reject(conversionAborted())), { once: true });
  if (textMode === "spans") {
    context.onGlyphs = (page, glyphs, size) => positions.addGlyphs(page, glyphs, size);
    context.onPageSize = (page, size) => {
      pageSizes.set(page, size);
      sizeOf(page).resolve();
    };
  }
  /** The page image's width in pixels (OCR's word boxes are in its space), when the text pass did not give it. */
  const imageWidthOf = async (page: number, width: number | undefined): Promise<number | undefined> => {
    if (width !== undefined || textMode !== "spans") return width;
    if (page <= renderCount && input.pageFormat !== "webp") {
      await sizeOf(page).promise;
      const size = pageSizes.get(page)!;
      return pixelSizeOfPoints(size.widthPt, size.heightPt).width;
    }
    return (await extractPageTexts(source, page, page, step, "positions"))[0]?.width;
  };

  // In its own process beside the renderers: the page texts in long passes (every mutool start-up loads the
  // fonts again).
  const pageTexts = knownTexts
    ? (first: number, last: number) => Promise.resolve(knownTexts.slice(first - 1, last))
    : textsInPasses(source, pageCount, step, renderersStarted.promise, textMode);
  const plainTexts = (first: number, last: number) => pageTexts(first, last).then((read) => read.map((p) => p.text));
  const ocr = input.ocr ?? DEFAULT_OCR;
  const looksScanned = createScanDetector(source, step, ocr.minTextChars);
  const ocrReport = ocrReportCollector(ocr.enabled);

  // Texts are recorded as they arrive; pages that look scanned get an OCR task (when OCR is on).
  const limitOcr = createLimiter(Math.min(concurrency, MAX_PARALLEL_OCR));
  const uncertain = new Set<number>();
  const recordText = async (page: number, { text, layout, width, spans }: PageTextAndSpans) => {
    texts[page - 1] = { page, text, ocr: false, layout };
    if (spans) {
      if (spans.uncertain) uncertain.add(page);
      positions.addSpans(page, spans);
    }
    if (!(await looksScanned(page, text))) return;
    ocrReport.scanned();
    if (!ocr.enabled) return;
    pool.add(async () => {
      const imageWidth = await imageWidthOf(page, width);
      const outcome: PageOcr | undefined = await limitOcr(() => recognizePageText(source, page, input.workDir, step, ocr, imageWidth)).catch(
        (error: unknown) => {
          // OCR is a bonus: a page tesseract cannot read keeps its own text; timeouts and aborts still count.
          if (error instanceof ConversionError && !error.retryable) return void ocrReport.failed(page, error.message);
          throw error;
        },
      );
      if (!outcome) return;
      const used = visibleCharacterCount(outcome.text) > visibleCharacterCount(text);
      ocrReport.read(outcome, used);
      if (used) texts[page - 1] = { page, text: outcome.text, ocr: true, layout: outcome.layout };
    });
  };

  for (const [first, last] of splitIntoRanges(1, renderCount, renderRangeSize(renderCount, concurrency))) {
    const readyRasters = first === 1 ? new Map([[1, firstRaster]]) : undefined;
    pool.add(async () => {
      pages.push(...(await renderPageRange(context, first, last, () => plainTexts(first, last), step, readyRasters)));
    });
  }
  renderersStarted.resolve();
  pool.add(() => coverReported);
  for (const [first, last] of splitIntoRanges(1, pageCount, TEXT_RANGE_SIZE)) {
    pool.add(async () => {
      const rangeTexts = await pageTexts(first, last);
      for (const [index, text] of rangeTexts.entries()) await recordText(first + index, text);
    });
  }
  await pool.drain();
  await Promise.all(heldBack);
  await positions.settled();
  await readStextWhereGlyphsCannot();
  if (!cover) throw new Error("the cover was not rendered");

  pages.sort((a, b) => a.number - b.number);
  return { pageCount, width: cover.width, height: cover.height, pages, cover, texts, ocr: ocrReport.report };

  /**
   * Pages the glyphs could not place (too few matched, rotated text, an undecided break) and pages without an SVG
   * page (WebP pages, pages beyond renderPages) that have text are read by the stext pass, their text and layout
   * replacing the JSON's.
   */
  async function readStextWhereGlyphsCannot(): Promise<void> {
    for (const page of positions.waiting()) needStext.add(page);
    const wanted = [...needStext].filter((page) => !texts[page - 1]?.ocr && (uncertain.has(page) || visibleCharacterCount(texts[page - 1]?.text ?? "") > 0));
    for (const [first, last] of runsOf(wanted.sort((a, b) => a - b))) {
      const read = await limitTool(() => extractPageTexts(source, first, last, step, "positions"));
      for (const [index, { text, layout }] of read.entries()) {
        const page = first + index;
        if (needStext.has(page) && !texts[page - 1]?.ocr) texts[page - 1] = { page, text, ocr: false, layout };
      }
    }
  }
}
