import { splitIntoRanges, TEXT_RANGE_SIZE } from "./page-ranges.js";
import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { cleanPageText } from "./text-cleanup.js";

const MAX_TEXT_BYTES_PER_PAGE = 1024 * 1024;

async function drawText(source: RenderSource, pages: string | undefined, step: StepOptions, maxBytes: number): Promise<string> {
  const { stdout } = await runMutool("draw", ["-q", "-D", "-F", "txt", "-o", "-"], source, pages, step, maxBytes);
  return stdout.toString("utf8");
}

/** mupdf's text device ends every page with a form feed: page texts are the pieces before each one. */
function splitAtFormFeeds(output: string): string[] {
  const pieces = output.split("\f");
  pieces.pop();
  return pieces;
}

/**
 * The cleaned text of pages first..last, one entry per page, from one `mutool draw -F txt` over the range.
 * If the form feeds do not line up with the page count (a form feed inside a page's own text), each page is
 * extracted on its own instead, so texts never shift to the wrong page.
 */
export async function extractPageTexts(source: RenderSource, first: number, last: number, step: StepOptions): Promise<string[]> {
  const expected = last - first + 1;
  const pieces = splitAtFormFeeds(await drawText(source, `${first}-${last}`, step, expected * MAX_TEXT_BYTES_PER_PAGE));
  if (pieces.length === expected) return pieces.map(cleanPageText);
  const texts: string[] = [];
  for (let page = first; page <= last; page++) {
    const output = await drawText(source, String(page), step, MAX_TEXT_BYTES_PER_PAGE);
    texts.push(cleanPageText(output.replace(/\f\s*$/, "")));
  }
  return texts;
}

/**
 * The cleaned text of every page of a document mupdf lays out itself (EPUB, FB2, XPS, CBZ). Such documents have
 * no page tree to count, so this one pass also gives the page count.
 */
export async function extractAllPageTexts(source: RenderSource, step: StepOptions): Promise<string[]> {
  const output = await drawText(source, undefined, step, 512 * 1024 * 1024);
  return splitAtFormFeeds(output).map(cleanPageText);
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
): (first: number, last: number) => Promise<string[]> {
  let previous: Promise<unknown> = after;
  const passes = splitIntoRanges(1, pageCount, TEXT_RANGE_SIZE).map(([first, last]) => {
    const texts = previous.then(() => extractPageTexts(source, first, last, step));
    // Awaited by the page ranges; a failure surfaces there, never as an unhandled rejection.
    texts.catch(() => undefined);
    previous = texts;
    return { first, last, texts };
  });
  return async (first, last) => {
    const texts: string[] = [];
    for (const pass of passes.filter((p) => p.last >= first && p.first <= last)) {
      const passTexts = await pass.texts;
      for (let page = Math.max(first, pass.first); page <= Math.min(last, pass.last); page++) texts.push(passTexts[page - pass.first] ?? "");
    }
    return texts;
  };
}
