import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { SvgPageSplitter } from "./svg-page-splitter.js";

/**
 * Pages of one range being compressed and stored at once. A page's gzip and file writes are a few round trips to
 * the thread pool; handing pages on one at a time left mupdf waiting on that latency rather than on the CPU.
 * Bounds memory too: mupdf waits while this many pages are in hand.
 */
const PAGES_IN_HAND = 4;

/**
 * Renders pages first..last as SVG with one `mutool draw -F svg` process and hands each page to `onPage` as soon
 * as mupdf has written it, up to PAGES_IN_HAND at once (so they may finish out of order).
 * Text is drawn as glyph outlines (mupdf's SVG default, the same output as `mutool convert -F svg`), so pages look
 * exactly like the original whatever fonts the reader's device has. `draw` rather than `convert` because it reuses
 * the EPUB layout accelerator instead of laying the whole book out again for every range; `-D` runs each page
 * straight into the SVG device without building a display list first. The output is read from a pipe, never
 * written to disk.
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
  const inHand = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const handOn = (pages: Buffer[]) => {
    for (const svg of pages) {
      if (number > last) throw new Error(`mutool wrote more SVG pages than ${first}-${last}`);
      const task: Promise<void> = onPage(number++, svg)
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => inHand.delete(task));
      inHand.add(task);
    }
    if (failure) throw failure.error;
  };
  const roomForMore = async () => {
    while (inHand.size >= PAGES_IN_HAND) await Promise.race(inHand);
    if (failure) throw failure.error;
  };
  await runMutool("draw", ["-q", "-D", "-F", "svg", "-o", "-"], source, `${first}-${last}`, step, (chunk) => {
    handOn(splitter.push(chunk));
    return inHand.size >= PAGES_IN_HAND ? roomForMore() : undefined;
  });
  handOn(splitter.finish());
  await Promise.all(inHand);
  if (failure) throw failure.error;
  if (number !== last + 1) throw new Error(`mutool wrote ${number - first} SVG pages for ${first}-${last}`);
}
