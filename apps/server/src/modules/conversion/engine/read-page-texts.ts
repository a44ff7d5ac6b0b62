import { mkdir } from "node:fs/promises";
import { DEFAULT_OCR, recognizePageText } from "./ocr.js";
import { countPdfPages } from "./page-count.js";
import { splitIntoRanges, TEXT_RANGE_SIZE } from "./page-ranges.js";
import { extractAllPageTexts, extractPageTexts, type PageTextAndLayout } from "./page-text.js";
import { prepareRenderSource } from "./prepare-source.js";
import type { StepOptions } from "./step-options.js";
import type { ToolMemoryLimits } from "./tool-limits.js";
import type { OcrOptions } from "./types.js";

export interface ReadPageTextsInput {
  sourcePath: string;
  /** Lower-case extension with the dot. */
  ext: string;
  /** An empty scratch folder; the caller removes it. */
  workDir: string;
  stepTimeoutMs: number;
  memory?: Partial<ToolMemoryLimits>;
  signal?: AbortSignal;
  /** Pages whose stored text came from OCR: tesseract reads them again for their word boxes. */
  ocrPages?: number[];
  ocr?: OcrOptions;
}

/**
 * The text and layout of every page of an already converted original, without rendering any page image: the
 * layout backfill of pages converted before positions were stored. The source is prepared as conversion prepares
 * it (LibreOffice or calibre first when conversion needed them), then read in text passes; OCR'd pages are read
 * by tesseract again, their text and layout replacing the text layer's.
 */
export async function readPageTexts(input: ReadPageTextsInput): Promise<PageTextAndLayout[]> {
  const step: StepOptions = { timeoutMs: input.stepTimeoutMs, signal: input.signal, memoryLimits: input.memory };
  await mkdir(input.workDir, { recursive: true });
  const source = await prepareRenderSource(input.sourcePath, input.ext, input.workDir, step);
  let pages: PageTextAndLayout[];
  if (source.layout !== "pdf") pages = await extractAllPageTexts(source, step);
  else {
    pages = [];
    const count = await countPdfPages(source.path, step);
    for (const [first, last] of splitIntoRanges(1, count, TEXT_RANGE_SIZE)) pages.push(...(await extractPageTexts(source, first, last, step)));
  }
  for (const page of input.ocrPages ?? []) {
    const read = pages[page - 1];
    if (!read) continue;
    const ocr = await recognizePageText(source, page, input.workDir, step, { ...(input.ocr ?? DEFAULT_OCR), transcribe: undefined }, read.width);
    pages[page - 1] = { text: ocr.text, width: read.width, layout: ocr.layout };
  }
  return pages;
}
