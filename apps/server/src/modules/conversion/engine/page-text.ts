import { splitIntoRanges, TEXT_RANGE_SIZE } from "./page-ranges.js";
import { runMutool } from "./mutool.js";
import { pageTextAndLayout, type PageTextAndLayout } from "./page-layout.js";
import type { RenderSource } from "./render-source.js";
import { drawStextBinaryThroughFile, drawStextThroughFile } from "./stext-file.js";
import { stextHelper } from "./stext-helper.js";
import { parseStextJson, type JsonTextPage } from "./stext-json.js";
import { StextScanner, type StextPage } from "./stext-scanner.js";
import type { StepOptions } from "./step-options.js";
import { cleanPageText } from "./text-cleanup.js";
import { ConversionError } from "./types.js";

export type { PageTextAndLayout };

/** A page read by the JSON pass: its text, and its spans waiting for the glyphs of its SVG page (glyph-layout.ts). */
export interface PageTextAndSpans extends PageTextAndLayout {
  spans?: JsonTextPage;
}

/** The raw text mupdf's text device would write for one page, at most this long (as `-F txt` was limited before). */
const MAX_TEXT_CHARS_PER_PAGE = 1024 * 1024;

/**
 * One structured-text pass: each page's text (exactly what `-F txt` gives, cleaned) and where its lines and
 * characters are. Written by `wenku-stext` as binary records where it can be had (stext-helper.ts), else by
 * `mutool draw -F stext` as XML, read in chunks (it is ~140 times the text's size and never held whole).
 */
async function drawStructuredText(source: RenderSource, pages: string | undefined, step: StepOptions): Promise<PageTextAndLayout[]> {
  const results: PageTextAndLayout[] = [];
  const onPage = (page: StextPage) => results.push(pageTextAndLayout(page));
  const tooLong = () => new ConversionError(`mutool 输出过大 (a page has more than ${MAX_TEXT_CHARS_PER_PAGE} characters of text)`, false);
  // A book mupdf lays out with our stylesheet (EPUB…) keeps mutool, which takes the layout arguments.
  const helper = source.layout === "reflowable" || source.layoutArgs.length > 0 ? undefined : await stextHelper();
  if (helper) {
    await drawStextBinaryThroughFile(helper, source, pages, step, onPage, MAX_TEXT_CHARS_PER_PAGE, tooLong);
    return results;
  }
  const scanner = new StextScanner(onPage, MAX_TEXT_CHARS_PER_PAGE, tooLong);
  await drawStextThroughFile(source, pages, step, (chunk) => scanner.write(chunk));
  scanner.end();
  return results;
}

/**
 * The text alone, as before positions were stored: one `mutool draw -F txt` pass, pages split at the form feed
 * mupdf ends each with. Only the benchmarks' baseline uses it (WENKU_PAGE_POSITIONS=off, see convert-document.ts).
 */
async function drawPlainText(source: RenderSource, pages: string | undefined, step: StepOptions): Promise<PageTextAndLayout[]> {
  const { stdout } = await runMutool("draw", ["-q", "-D", "-F", "txt", "-o", "-"], source, pages, step, 512 * 1024 * 1024);
  const pieces = stdout.toString("utf8").split("\f");
  pieces.pop();
  return pieces.map((raw) => ({ text: cleanPageText(raw) }));
}

/**
 * One `mutool draw -F stext.json` pass (about what `-F txt` costs): each page's text, rebuilt from its spans as
 * `-F txt` writes it (stext-json.ts), and the spans, for the positions the SVG pages' glyphs give. Output mupdf did
 * not write as expected is read again by the stext pass.
 */
async function drawJsonText(source: RenderSource, pages: string | undefined, step: StepOptions): Promise<PageTextAndSpans[]> {
  const { stdout } = await runMutool("draw", ["-q", "-D", "-F", "stext.json", "-o", "-"], source, pages, step, 512 * 1024 * 1024);
  let parsed: JsonTextPage[];
  try {
    parsed = parseStextJson(stdout.toString("utf8"));
  } catch {
    return drawStructuredText(source, pages, step);
  }
  return parsed.map((page) => {
    if (page.raw.length > MAX_TEXT_CHARS_PER_PAGE) throw new ConversionError(`mutool 输出过大 (a page has more than ${MAX_TEXT_CHARS_PER_PAGE} characters of text)`, false);
    return { text: cleanPageText(page.raw), spans: page };
  });
}

/**
 * How a pass reads its pages: with their positions from stext (the backfill, pages without an SVG), with their
 * spans for the SVG pages' glyphs (conversion), or the text alone.
 */
export type TextPassMode = "positions" | "spans" | "text-only";

function drawPages(source: RenderSource, pages: string | undefined, step: StepOptions, mode: TextPassMode): Promise<PageTextAndSpans[]> {
  if (mode === "spans") return drawJsonText(source, pages, step);
  return mode === "positions" ? drawStructuredText(source, pages, step) : drawPlainText(source, pages, step);
}

/**
 * The cleaned text and layout of pages first..last, one entry per page, from one pass over the range. If the pages
 * read do not match the page count, each page is read on its own instead, so texts never shift to the wrong page.
 */
export async function extractPageTexts(
  source: RenderSource,
  first: number,
  last: number,
  step: StepOptions,
  mode: TextPassMode = "positions",
): Promise<PageTextAndSpans[]> {
  const expected = last - first + 1;
  const pages = await drawPages(source, `${first}-${last}`, step, mode);
  if (pages.length === expected) return pages;
  const texts: PageTextAndSpans[] = [];
  for (let page = first; page <= last; page++) texts.push((await drawPages(source, String(page), step, mode))[0] ?? { text: "" });
  return texts;
}

/**
 * The cleaned text and layout of every page of a document mupdf lays out itself (EPUB, FB2, XPS, CBZ). Such
 * documents have no page tree to count, so this one pass also gives the page count.
 */
export function extractAllPageTexts(source: RenderSource, step: StepOptions, mode: TextPassMode = "positions"): Promise<PageTextAndSpans[]> {
  return drawPages(source, undefined, step, mode);
}

/**
 * Extracts the texts of pages 1..pageCount in passes of TEXT_RANGE_SIZE pages, one pass after the other (one
 * process beside the renderers), the first once `after` has resolved; returns a function giving the texts of
 * pages first..last as soon as the passes covering them are done.
 */
export function textsInPasses(
  source: RenderSource,
  pageCount: number,
  step: StepOptions,
  after: Promise<unknown> = Promise.resolve(),
  mode: TextPassMode = "positions",
): (first: number, last: number) => Promise<PageTextAndSpans[]> {
  let previous: Promise<unknown> = after;
  const passes = splitIntoRanges(1, pageCount, TEXT_RANGE_SIZE).map(([first, last]) => {
    const texts = previous.then(() => extractPageTexts(source, first, last, step, mode));
    // Awaited by the page ranges; a failure surfaces there, never as an unhandled rejection.
    texts.catch(() => undefined);
    previous = texts;
    return { first, last, texts };
  });
  return async (first, last) => {
    const texts: PageTextAndSpans[] = [];
    for (const pass of passes.filter((p) => p.last >= first && p.first <= last)) {
      const passTexts = await pass.texts;
      for (let page = Math.max(first, pass.first); page <= Math.min(last, pass.last); page++) texts.push(passTexts[page - pass.first] ?? { text: "" });
    }
    return texts;
  };
}
