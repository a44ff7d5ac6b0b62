import { writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { gzip } from "node:zlib";
import { createRequestPool } from "../../../workers/request-pool.js";

/**
 * Level 1: measured on 200 CJK page SVGs (27 MB), level 1 compresses to 16.1% in half the CPU time of level 6
 * (14.7%); compression is the largest cost of the engine after mupdf itself.
 */
const GZIP_OPTIONS = { level: 1, chunkSize: 128 * 1024 };
const gzipAsync = promisify(gzip);

/**
 * The compressing worker, plain JavaScript evaluated as it is: it needs no module of ours, so it starts in a few
 * milliseconds even where the server runs from TypeScript sources (a loader would take a third of a second).
 */
const WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
const { writeFileSync } = require("node:fs");
const { gzipSync } = require("node:zlib");
const options = ${JSON.stringify(GZIP_OPTIONS)};
parentPort.on("message", ({ id, request }) => {
  try {
    writeFileSync(request.path, gzipSync(request.svg, options));
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

const compressors = createRequestPool<{ svg: Uint8Array; path: string }, void>(
  () => new Worker(WORKER_CODE, { eval: true, execArgv: [] }),
  { size: Math.min(4, availableParallelism()), idleMs: 5_000 },
);

/**
 * Writes the SVG gzip-compressed (served as image/svg+xml with Content-Encoding: gzip), in worker threads: each
 * page costs about a millisecond of compression, and on the event loop that time (with zlib's per-stream setup and
 * the file writes' round trips) delays reading the renderers' output, which stalls them. If no worker can run, the
 * page is compressed here through the thread pool; the error of that attempt (a full disk, say) is the one thrown.
 */
export async function writeSvgz(svg: Buffer, path: string): Promise<void> {
  // Moved to the worker, not copied: a page that has its memory to itself goes as it is, any other (a view into a
  // larger chunk, or into Node's shared pool of small buffers) as a copy of its own.
  const owned = svg.byteOffset === 0 && svg.byteLength === svg.buffer.byteLength && svg.byteLength >= Buffer.poolSize ? svg : new Uint8Array(svg);
  try {
    await compressors.run({ svg: owned, path }, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    // A page moved to a worker that then failed is gone from here; a copied one is still at hand.
    const intact = [owned, svg].find((bytes) => bytes.byteLength > 0);
    if (!intact) throw error;
    await writeFile(path, await gzipAsync(intact, GZIP_OPTIONS));
  }
}
