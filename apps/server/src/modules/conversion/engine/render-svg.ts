import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { SvgPageSplitter } from "./svg-page-splitter.js";

/** Pages mupdf may render ahead of the ones being compressed and stored: a few megabytes at most. */
const PAGES_AHEAD = 4;

/**
 * Renders pages first..last as SVG with one `mutool draw -F svg` process and hands each page to `onPage` as soon
 * as mupdf has written it, in page order. Text is drawn as glyph outlines (mupdf's SVG default, the same output
 * as `mutool convert -F svg`), so pages look exactly like the original whatever fonts the reader's device has.
 * `draw` rather than `convert` because it reuses the EPUB layout accelerator instead of laying the whole book out
 * again for every range; `-D` runs each page straight into the SVG device without building a display list first.
 * The output is read from a pipe, never written to disk; mupdf waits only while PAGES_AHEAD pages await `onPage`.
 */
export async function streamSvgRange(
  source: RenderSource,
  first: number,
  last: number,
  step: StepOptions,
  onPage: (number: number, svg: Buffer) => Promise<void>,
): Promise<void> {
  const splitter = new SvgPageSplitter();
  let number = first;
  // Pages are handed on one after another, while mupdf renders ahead by up to PAGES_AHEAD pages.
  let handed: Promise<void> = Promise.resolve();
  let waiting = 0;
  const deliver = (pages: Buffer[]): Promise<void> | undefined => {
    for (const svg of pages) {
      if (number > last) throw new Error(`mutool wrote more SVG pages than ${first}-${last}`);
      const page = number++;
      waiting++;
      handed = handed.then(() => onPage(page, svg)).finally(() => waiting--);
      // Awaited below or by the tool's output; if mupdf fails first, the failure is reported from there.
      handed.catch(() => undefined);
    }
    return waiting >= PAGES_AHEAD ? handed : undefined;
  };
  await runMutool("draw", ["-q", "-D", "-F", "svg", "-o", "-"], source, `${first}-${last}`, step, (chunk) => deliver(splitter.push(chunk)));
  deliver(splitter.finish());
  await handed;
  if (number !== last + 1) throw new Error(`mutool wrote ${number - first} SVG pages for ${first}-${last}`);
}
