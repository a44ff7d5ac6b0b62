import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync, unlinkSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import { pageBuffer } from "./page-buffers.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";

/** Pages of one range being read, compressed and stored at once; the rest wait on disk. */
const PAGES_IN_HAND = 4;
/** A safety net under the directory watcher (or its stand-in): the pages on disk are looked for at least this often. */
const RECHECK_MS = 20;

/** The whole file in a page buffer (page-buffers.ts). */
function readPageFile(path: string): Buffer {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const bytes = pageBuffer(size);
    let read = 0;
    while (read < size) {
      const count = readSync(fd, bytes, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * Calls `onPage` with the page number of each file created in `dir`. Undefined when the system can watch no more
 * folders (the inotify limit of a busy machine): the periodic recheck then finds the pages on its own.
 */
function watchPages(dir: string, onPage: (number: number) => void): FSWatcher | undefined {
  try {
    const watcher = watch(dir, (_event, name) => onPage(Number.parseInt(String(name), 10)));
    watcher.on("error", () => undefined);
    return watcher;
  } catch {
    return undefined;
  }
}

/**
 * Renders pages first..last as SVG with one `mutool draw -F svg` process writing `<dir>/<n>.svg`, and hands each
 * page to `onPage` as soon as mupdf has finished it (page n is finished once page n + 1 is begun, or mupdf has
 * exited), up to PAGES_IN_HAND at once (so they may finish out of order).
 *
 * mupdf writes files rather than a pipe so that it never waits for this process: a pipe holds 64 KiB, a few
 * milliseconds of output, and every pause of the event loop (starting another tool forks this process) stalled
 * every renderer. Text is drawn as glyph outlines (mupdf's SVG default, the same output as `mutool convert -F svg`),
 * so pages look exactly like the original whatever fonts the reader's device has. `draw` rather than `convert`
 * because it reuses the EPUB layout accelerator instead of laying the whole book out again for every range; `-D`
 * runs each page straight into the SVG device without building a display list first.
 */
export async function streamSvgRange(
  source: RenderSource,
  first: number,
  last: number,
  dir: string,
  step: StepOptions,
  onPage: (number: number, svg: Buffer) => Promise<void>,
): Promise<void> {
  // Synchronously, so that mupdf starts within this call (the engine starts its renderers before anything else).
  mkdirSync(dir, { recursive: true });
  const file = (number: number) => join(dir, `${number}.svg`);
  const stopTool = new AbortController();
  const signal = step.signal ? AbortSignal.any([step.signal, stopTool.signal]) : stopTool.signal;
  let next = first;
  let toolEnded = false;
  /** Set once this call is ending: no page is taken after that, whatever the pages still in hand do. */
  let closed = false;
  let failure: { error: unknown } | undefined;
  const inHand = new Set<Promise<void>>();
  let allHandedOn: () => void = () => undefined;
  const handedOn = new Promise<void>((resolve) => (allHandedOn = resolve));

  const fail = (error: unknown) => {
    failure ??= { error };
    stopTool.abort();
    allHandedOn();
  };
  // The highest page mupdf is known to have begun, from the watcher's file names (a stat per check otherwise).
  let begun = first - 1;
  const finished = (number: number) => toolEnded || number < begun || existsSync(file(number + 1));
  // Read at once from the page cache (a fraction of a millisecond, where the four thread-pool round trips of an
  // asynchronous read cost the event loop more than the copy), into a reused page buffer (page-buffers.ts), then
  // removed: a range's pages never pile up on disk.
  const takePage = (number: number) => {
    const svg = readPageFile(file(number));
    unlinkSync(file(number));
    return svg;
  };
  const handOnFinishedPages = () => {
    while (!failure && !closed && next <= last && inHand.size < PAGES_IN_HAND && finished(next)) {
      const number = next++;
      const task: Promise<void> = Promise.resolve()
        .then(() => onPage(number, takePage(number)))
        .catch(fail)
        .finally(() => {
          inHand.delete(task);
          handOnFinishedPages();
        });
      inHand.add(task);
    }
    if (!failure && next > last && inHand.size === 0) allHandedOn();
  };

  const watcher = watchPages(dir, (number) => {
    if (number > begun) begun = number;
    handOnFinishedPages();
  });
  const recheck = setInterval(handOnFinishedPages, RECHECK_MS);
  try {
    await runMutool("draw", ["-q", "-D", "-F", "svg", "-o", join(dir, "%d.svg")], source, `${first}-${last}`, { ...step, signal }).catch(
      (error: unknown) => {
        if (!failure) throw error;
      },
    );
    for (let page = next; page <= last && !failure; page++) {
      if (!existsSync(file(page))) throw new Error(`mutool wrote no SVG for page ${page} of ${first}-${last}`);
    }
    toolEnded = true;
    handOnFinishedPages();
    await handedOn;
  } finally {
    closed = true;
    watcher?.close();
    clearInterval(recheck);
    await Promise.all(inHand);
  }
  if (failure) throw failure.error;
}
