import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import { runCommand } from "./run-command.js";
import type { StepOptions } from "./step-options.js";
import { cleanPageText } from "./text-cleanup.js";

/** Tesseract is most accurate around 300 dpi for body-size text. */
const OCR_DPI = 300;
/** Caps the OCR raster at A4 portrait or landscape at 300 dpi, whatever the page size in points (CBZ pages are huge). */
const OCR_MAX_PIXELS = 3508;
const OCR_LANGUAGES = "chi_sim+eng";

/**
 * OCR of one page: mupdf renders it in grey at 300 dpi, tesseract reads Simplified Chinese and English.
 * OMP_THREAD_LIMIT=1 keeps tesseract to one thread, because the engine already runs OCR pages in parallel within
 * its concurrency budget.
 */
export async function recognizePageText(source: RenderSource, page: number, workDir: string, step: StepOptions): Promise<string> {
  const dir = join(workDir, "ocr");
  await mkdir(dir, { recursive: true });
  const png = join(dir, `${page}.png`);
  try {
    await runMutool(
      "draw",
      ["-q", "-r", String(OCR_DPI), "-w", String(OCR_MAX_PIXELS), "-h", String(OCR_MAX_PIXELS), "-c", "gray", "-o", png],
      source,
      String(page),
      step,
    );
    const { stdout } = await runCommand("tesseract", [png, "stdout", "-l", OCR_LANGUAGES], {
      ...step,
      env: { OMP_THREAD_LIMIT: "1" },
      failureReason: "文字识别失败 (OCR failed)",
    });
    return cleanPageText(stdout.toString("utf8"));
  } finally {
    await rm(png, { force: true });
  }
}
