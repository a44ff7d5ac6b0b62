import type { SvgFacts } from "./svg-page.js";
import type { ConvertInput } from "./types.js";

/** Fewer visible characters than this: the page has (almost) no text layer. */
export const MIN_TEXT_CHARACTERS = 20;
/** Embedded raster data (base64 bytes in the SVG) above which a page is image-heavy whatever its text. */
export const MAX_EMBEDDED_IMAGE_BYTES = 256 * 1024;
/** Embedded raster data above which a page with almost no text is a scan or a full-page picture. */
export const SCAN_MIN_EMBEDDED_IMAGE_BYTES = 16 * 1024;
/** Larger SVGs (dense maps, CAD drawings) draw slowly in browsers; a raster is cheaper. */
export const MAX_SVG_BYTES = 4 * 1024 * 1024;

export type PageImageFormat = "svgz" | "webp";

/**
 * The rule, in "auto" mode: a page becomes WebP when its SVG embeds more than 256 KiB of raster images (or more
 * than 16 KiB on a page with fewer than 20 characters of text, i.e. a scan), or when its SVG exceeds 4 MiB;
 * every other page — text, tables, vector drawings, blank pages — is gzip-compressed SVG.
 * "svg" forces SVGZ and "webp" forces WebP for every page.
 */
export function choosePageFormat(
  requested: ConvertInput["pageFormat"],
  visibleTextCharacters: number,
  svg: SvgFacts,
): PageImageFormat {
  if (requested === "webp") return "webp";
  if (requested === "svg") return "svgz";
  const imageHeavy = svg.embeddedImageBytes > MAX_EMBEDDED_IMAGE_BYTES;
  const scanned = visibleTextCharacters < MIN_TEXT_CHARACTERS && svg.embeddedImageBytes > SCAN_MIN_EMBEDDED_IMAGE_BYTES;
  const tooComplex = svg.totalBytes > MAX_SVG_BYTES;
  return imageHeavy || scanned || tooComplex ? "webp" : "svgz";
}

/**
 * Whether the page's text can change its format: only a page embedding between 16 and 256 KiB of images in "auto"
 * mode. Every other page is decided by its SVG alone and need not wait for the text pass.
 */
export function formatDependsOnText(requested: ConvertInput["pageFormat"], svg: SvgFacts): boolean {
  return choosePageFormat(requested, 0, svg) !== choosePageFormat(requested, MIN_TEXT_CHARACTERS, svg);
}
