import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { ConversionError } from "./types.js";

/** mupdf's stext XML per page of a pass at most (~30,000 characters a page at ~140 bytes each), and per pass. */
const MAX_XML_BYTES_PER_PAGE = 4 * 1024 * 1024;
const MIN_XML_BYTES = 256 * 1024 * 1024;
/** A pass over a whole book mupdf lays out (no page count known before it). */
const MAX_XML_BYTES_UNCOUNTED = 2 * 1024 * 1024 * 1024;
const SIZE_CHECK_MS = 100;
const READ_CHUNK_BYTES = 1024 * 1024;

function pagesIn(pages: string | undefined): number | undefined {
  if (pages === undefined) return undefined;
  const [first, last = first] = pages.split("-").map(Number);
  return last - first + 1;
}

/** The most XML a pass over `pages` may write before it is stopped. */
export function maxXmlBytes(pages: string | undefined): number {
  const count = pagesIn(pages);
  return count === undefined ? MAX_XML_BYTES_UNCOUNTED : Math.max(MIN_XML_BYTES, count * MAX_XML_BYTES_PER_PAGE);
}

/**
 * `mutool draw -F stext` of `pages` into a file of the job's temp folder, then that file in 1 MiB chunks to
 * `onChunk`; the file is removed after. Through a pipe, mupdf's 4 KiB writes cost ~14,000 wake-ups of the server per
 * 200 pages and mupdf waits whenever the event loop is busy: a file costs ~0.5 CPU-s less per 200 pages (measured in
 * reader.md). The file's size is watched while mupdf writes: past maxXmlBytes the pass is stopped and fails for good.
 */
export async function drawStextThroughFile(
  source: RenderSource,
  pages: string | undefined,
  step: StepOptions,
  onChunk: (chunk: Buffer) => void,
  limit = maxXmlBytes(pages),
): Promise<void> {
  const file = join(source.env.TEMP ?? tmpdir(), `stext-${randomUUID()}.xml`);
  const tooLargeError = () => new ConversionError(`mutool 输出过大 (the text pass wrote more than ${limit} bytes)`, false);
  const tooLarge = new AbortController();
  const watcher = setInterval(() => {
    stat(file).then(
      (info) => info.size > limit && tooLarge.abort(),
      () => undefined,
    );
  }, SIZE_CHECK_MS);
  try {
    const signal = step.signal ? AbortSignal.any([step.signal, tooLarge.signal]) : tooLarge.signal;
    await runMutool("draw", ["-q", "-D", "-F", "stext", "-o", file], source, pages, { ...step, signal }).catch((error: unknown) => {
      if (!tooLarge.signal.aborted || step.signal?.aborted) throw error;
      throw tooLargeError();
    });
    clearInterval(watcher);
    // The watcher bounds how far mupdf can write past the limit; this makes the limit exact.
    if ((await stat(file)).size > limit) throw tooLargeError();
    for await (const chunk of createReadStream(file, { highWaterMark: READ_CHUNK_BYTES })) onChunk(chunk as Buffer);
  } finally {
    clearInterval(watcher);
    await rm(file, { force: true });
  }
}
