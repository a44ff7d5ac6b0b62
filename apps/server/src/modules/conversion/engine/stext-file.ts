import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DAMAGED_FILE_REASON, PASSWORD_PROTECTED_REASON, runMutool } from "./mutool.js";
import { runCommand } from "./run-command.js";
import { readStextBinaryFile } from "./stext-binary.js";
import type { StextPage } from "./stext-scanner.js";
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
 * Runs `write` (a tool writing to `file`, in the job's temp folder) while watching the file's size: past `limit`
 * the tool is stopped and the pass fails for good. Then `read` reads the file; it is removed after.
 */
async function passThroughFile(
  source: RenderSource,
  step: StepOptions,
  limit: number,
  extension: string,
  write: (file: string, step: StepOptions) => Promise<unknown>,
  read: (file: string) => Promise<void>,
): Promise<void> {
  const file = join(source.env.TEMP ?? tmpdir(), `stext-${randomUUID()}.${extension}`);
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
    await write(file, { ...step, signal }).catch((error: unknown) => {
      if (!tooLarge.signal.aborted || step.signal?.aborted) throw error;
      throw tooLargeError();
    });
    clearInterval(watcher);
    // The watcher bounds how far the tool can write past the limit; this makes the limit exact.
    if ((await stat(file)).size > limit) throw tooLargeError();
    await read(file);
  } finally {
    clearInterval(watcher);
    await rm(file, { force: true });
  }
}

/**
 * `mutool draw -F stext` of `pages` into a file of the job's temp folder, then that file in 1 MiB chunks to
 * `onChunk`. Through a pipe, mupdf's 4 KiB writes cost ~14,000 wake-ups of the server per 200 pages and mupdf waits
 * whenever the event loop is busy: a file costs ~0.5 CPU-s less per 200 pages (measured in reader.md).
 */
export function drawStextThroughFile(
  source: RenderSource,
  pages: string | undefined,
  step: StepOptions,
  onChunk: (chunk: Buffer) => void,
  limit = maxXmlBytes(pages),
): Promise<void> {
  return passThroughFile(
    source,
    step,
    limit,
    "xml",
    (file, options) => runMutool("draw", ["-q", "-D", "-F", "stext", "-o", file], source, pages, options),
    async (file) => {
      for await (const chunk of createReadStream(file, { highWaterMark: READ_CHUNK_BYTES })) onChunk(chunk as Buffer);
    },
  );
}

/**
 * The same pass through `wenku-stext` (`helper`, stext-helper.ts) for a document mupdf lays out without layout
 * arguments: the same pages as mupdf's XML gives, written as binary records at about the cost of `-F txt`.
 */
export function drawStextBinaryThroughFile(
  helper: string,
  source: RenderSource,
  pages: string | undefined,
  step: StepOptions,
  onPage: (page: StextPage) => void,
  maxPageChars: number,
  onTooLong: () => Error,
): Promise<void> {
  return passThroughFile(
    source,
    step,
    maxXmlBytes(pages),
    "bin",
    (file, options) =>
      runCommand(helper, [source.path, file, ...(pages ? [pages] : [])], {
        ...options,
        env: source.env,
        failureReason: DAMAGED_FILE_REASON,
        knownFailures: [{ pattern: /cannot authenticate password|needs a password/i, reason: PASSWORD_PROTECTED_REASON }],
      }),
    (file) => readStextBinaryFile(file, onPage, maxPageChars, onTooLong),
  );
}
