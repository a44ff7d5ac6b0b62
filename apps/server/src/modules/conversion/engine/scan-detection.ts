import { runMutoolCommand } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { MIN_TEXT_CHARACTERS } from "./page-format.js";
import { visibleCharacterCount } from "./text-cleanup.js";
import { ConversionError } from "./types.js";

/** An image of at least this many pixels (≈ 500 × 500) can hold a page of scanned text; logos and icons cannot. */
const MIN_SCAN_IMAGE_PIXELS = 250_000;

/** Pages of a PDF that draw at least one large raster image, from one `mutool info -I` pass over the document. */
export async function pagesWithLargeImages(pdfPath: string, step: StepOptions): Promise<Set<number>> {
  const { stdout } = await runMutoolCommand(["info", "-I", pdfPath], step, undefined, 256 * 1024 * 1024);
  const pages = new Set<number>();
  // Image lines look like "\t12\t(40 0 R):\t[ DCT ] 1654x2339 8bpc DevRGB (42 0 R)".
  for (const match of stdout.toString("utf8").matchAll(/^\s*(\d+)\s+\(\d+ \d+ R\):\s+\[[^\]]*\]\s+(\d+)x(\d+)/gm)) {
    if (Number(match[2]) * Number(match[3]) >= MIN_SCAN_IMAGE_PIXELS) pages.add(Number(match[1]));
  }
  return pages;
}

/**
 * Decides which pages are OCR'd: those with fewer than `minTextChars` (20; setting `ocr.min_text_chars`) characters of text that can hold scanned text — PDF
 * pages drawing a large image, and any page of a fixed-layout document (XPS, CBZ). Reflowable books (EPUB, FB2)
 * are never OCR'd: their text comes straight from the markup. A PDF's images are listed (one `mutool info -I`
 * pass) only when the first page with almost no text asks, so documents of text never pay for it.
 */
export function createScanDetector(
  source: RenderSource,
  step: StepOptions,
  minTextChars = MIN_TEXT_CHARACTERS,
): (page: number, text: string) => Promise<boolean> {
  let imagePages: Promise<Set<number> | undefined> | undefined;
  // If mupdf cannot list a PDF's images, every page with almost no text is a candidate.
  const listImagePages = () =>
    pagesWithLargeImages(source.path, step).catch((error: unknown) => {
      if (error instanceof ConversionError && !error.retryable) return undefined;
      throw error;
    });
  return async (page, text) => {
    if (visibleCharacterCount(text) >= minTextChars) return false;
    if (source.layout !== "pdf") return source.layout !== "reflowable";
    const pages = await (imagePages ??= listImagePages());
    return pages ? pages.has(page) : true;
  };
}
