import type { PageLimits } from "./page-limits.js";
import type { ToolMemoryLimits } from "./tool-limits.js";
import type { UnpackLimits } from "./zip-container.js";
import type { OcrOptions, OcrReport } from "../../ocr/ocr-types.js";

export type { OcrOptions, OcrReport };

/**
 * The conversion engine: one source file in, page images, cover, page texts and metadata out, on the local
 * file system. The documents module owns queueing, storage and database rows; the engine only converts.
 */
export interface ConvertInput {
  /** Local path of the original file. */
  sourcePath: string;
  /** Lower-case extension with the dot, e.g. ".docx". */
  ext: string;
  /** An empty scratch folder owned by this job (LibreOffice profile, intermediate PDF…); the caller removes it. */
  workDir: string;
  /** Where page images, the cover and texts are written; the caller moves them to storage. */
  outputDir: string;
  /** How many pages to render as images, from page 1 (0 = all). Text is extracted for every page regardless. */
  renderPages: number;
  /** "auto": gzip-compressed SVG for text pages, WebP for image-heavy or scanned pages. */
  pageFormat: "auto" | "svg" | "webp";
  /** Watermark burned into every rendered page image. */
  watermark?: { imagePath?: string; text?: string };
  /** Time limit of each external command; with `scaleStepTimeout`, the most any step may take. */
  stepTimeoutMs: number;
  /** Each step's limit grows with the source's size (step-timeout.ts), up to stepTimeoutMs. */
  scaleStepTimeout?: boolean;
  /**
   * ZIP containers checked before any tool opens them, the page count checked before any page is rendered, and the
   * tools' memory ceilings (defaults when left out).
   */
  limits?: { unpack?: Partial<UnpackLimits>; pages?: Partial<PageLimits>; memory?: Partial<ToolMemoryLimits> };
  /** Parallel renderer processes (default: number of cores). */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called as soon as each page image is ready; page 1 and the cover come first. */
  onPage?(page: RenderedPage): Promise<void> | void;
  onCover?(cover: RenderedCover): Promise<void> | void;
  /** OCR of scanned pages; left out: tesseract `chi_sim+eng` on pages under 20 characters. */
  ocr?: OcrOptions;
  /** The watermark image could not be read: the pages are converted without it; the reason in Chinese and English. */
  onWatermarkProblem?(reason: string): void;
}

export interface RenderedPage {
  number: number;
  /** Absolute path of the image file inside outputDir. */
  file: string;
  /** "svgz" is a gzip-compressed SVG (served with Content-Encoding: gzip). */
  format: "svgz" | "svg" | "webp";
  width: number;
  height: number;
}

export interface RenderedCover {
  /** PNG fitted to 210×297 with white padding. */
  file: string;
  /** Pixel size of page 1 (the document's width and height). */
  width: number;
  height: number;
}

export interface PageText {
  page: number;
  text: string;
  /** Whether the text came from OCR (scanned page). */
  ocr: boolean;
  /**
   * Where the text's lines and characters are on the page image (contract rules/page-layout.ts); undefined when
   * they could not be read (the page then has no text layer).
   */
  layout?: string;
}

export interface ConvertResult {
  pageCount: number;
  width: number;
  height: number;
  pages: RenderedPage[];
  cover: RenderedCover;
  texts: PageText[];
  ocr: OcrReport;
}

/** A conversion that cannot succeed (corrupt file, unsupported format); the message is shown to admins. */
export class ConversionError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The job was aborted (its worker stops, or it was cancelled): retryable. */
export function conversionAborted(): ConversionError {
  return new ConversionError("转换已取消 (conversion aborted)", true);
}

/** A tool ran past its step's time limit: retryable (a busy machine may have slowed it). */
export function toolTimedOut(toolName: string, timeoutMs: number): ConversionError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new ConversionError(`转换超时：${toolName} 超过 ${seconds} 秒未完成 (${toolName} timed out after ${seconds}s)`, true);
}
