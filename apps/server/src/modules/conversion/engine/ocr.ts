import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import { ocrLayout } from "./ocr-layout.js";
import type { RenderSource } from "./render-source.js";
import { runCommand } from "./run-command.js";
import type { StepOptions } from "./step-options.js";
import { cleanPageText, visibleCharacterCount } from "./text-cleanup.js";
import type { OcrOptions } from "./types.js";

/** Tesseract is most accurate around 300 dpi for body-size text. */
const OCR_DPI = 300;
/** Caps the OCR raster at A4 portrait or landscape at 300 dpi, whatever the page size in points (CBZ pages are huge). */
const OCR_MAX_PIXELS = 3508;
/** Vision models scale images to about 1–2 K pixels anyway: 200 dpi capped at 2048 px keeps the upload small. */
const VISION_DPI = 200;
const VISION_MAX_PIXELS = 2048;
/** tesseract language names joined by "+" ("chi_sim+eng"); anything else falls back to the default. */
const LANGUAGES_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\+[A-Za-z][A-Za-z0-9_]*)*$/;
export const DEFAULT_OCR: OcrOptions = { enabled: true, languages: "chi_sim+eng", minTextChars: 20 };

export interface PageOcr {
  text: string;
  /** The engine whose text this is. */
  engine: "vision" | "tesseract";
  /** Why the vision model was passed over for tesseract. */
  problem?: string;
  /** Where tesseract's words are on the page image (contract rules/page-layout.ts); a vision model gives none. */
  layout?: string;
}

async function renderGrey(source: RenderSource, page: number, png: string, dpi: number, maxPixels: number, step: StepOptions) {
  const size = String(maxPixels);
  await runMutool("draw", ["-q", "-r", String(dpi), "-w", size, "-h", size, "-c", "gray", "-o", png], source, String(page), step);
}

/**
 * tesseract on one page rendered in grey at 300 dpi: its text and, from the same run, its word boxes (TSV) scaled
 * to a page image `imageWidth` pixels wide. OMP_THREAD_LIMIT=1 keeps tesseract to one thread, because the engine
 * already runs OCR pages in parallel within its concurrency budget.
 */
async function tesseractPage(
  source: RenderSource,
  page: number,
  dir: string,
  languages: string,
  step: StepOptions,
  imageWidth: number,
): Promise<{ text: string; layout: string }> {
  const png = join(dir, `${page}.png`);
  const base = join(dir, `${page}-ocr`);
  try {
    await renderGrey(source, page, png, OCR_DPI, OCR_MAX_PIXELS, step);
    const lang = LANGUAGES_PATTERN.test(languages) ? languages : DEFAULT_OCR.languages;
    await runCommand("tesseract", [png, base, "-l", lang, "txt", "tsv"], {
      ...step,
      env: { OMP_THREAD_LIMIT: "1" },
      failureReason: "文字识别失败 (OCR failed)",
    });
    const text = cleanPageText(await readFile(`${base}.txt`, "utf8"));
    return { text, layout: ocrLayout(text, await readFile(`${base}.tsv`, "utf8"), imageWidth) };
  } finally {
    await Promise.all([png, `${base}.txt`, `${base}.tsv`].map((file) => rm(file, { force: true })));
  }
}

/** The vision model's transcription of one page (grey PNG at 200 dpi); throws what the model throws. */
async function visionPage(source: RenderSource, page: number, dir: string, options: OcrOptions, step: StepOptions): Promise<string> {
  const png = join(dir, `${page}-vision.png`);
  try {
    await renderGrey(source, page, png, VISION_DPI, VISION_MAX_PIXELS, step);
    const text = cleanPageText(await options.transcribe!(await readFile(png), page, step.signal ?? new AbortController().signal));
    if (visibleCharacterCount(text) === 0) throw new Error("模型没有返回文字 (the model returned no text)");
    return text;
  } finally {
    await rm(png, { force: true });
  }
}

/**
 * OCR of one page: the vision model when one is given, else (or when it fails) tesseract with the configured
 * languages. Aborts and timeouts of the job are thrown, never swallowed into a fallback. `imageWidth` is the page
 * image's width in pixels, the space of tesseract's word boxes in the reply.
 */
export async function recognizePageText(
  source: RenderSource,
  page: number,
  workDir: string,
  step: StepOptions,
  options: OcrOptions = DEFAULT_OCR,
  imageWidth = 0,
): Promise<PageOcr> {
  const dir = join(workDir, "ocr");
  await mkdir(dir, { recursive: true });
  let problem: string | undefined;
  if (options.transcribe) {
    try {
      return { text: await visionPage(source, page, dir, options, step), engine: "vision" };
    } catch (error) {
      step.signal?.throwIfAborted();
      const detail = error instanceof Error ? error.message : String(error);
      problem = `视觉模型识别第 ${page} 页失败，已改用 tesseract：${detail}`;
    }
  }
  return { ...(await tesseractPage(source, page, dir, options.languages, step, imageWidth)), engine: "tesseract", problem };
}
