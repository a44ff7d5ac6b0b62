import { isAscii } from "node:buffer";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { gunzipSync, gzipSync } from "node:zlib";
import { createRequestPool } from "../../../workers/request-pool.js";
import { stripDataText } from "./svg-data-text.js";
import { glyphOutlineRights } from "./svg-glyph-outlines.js";
import { handleSvgRequest, type SvgReply, type SvgRequest, type SvgTools } from "./svg-request.js";
import { findXmlFault } from "./xml-well-formed.js";

/**
 * Level 1: measured on 200 CJK page SVGs (27 MB), level 1 compresses to 16.1% in half the CPU time of level 6
 * (14.7%); compression is the largest cost of the engine after mupdf itself. A compressed page is a slice of
 * zlib's output chunk, which the worker holds whole until it is collected: 32 KiB is about a page of text
 * compressed (a larger page takes a few chunks).
 */
const GZIP_OPTIONS = { level: 1, chunkSize: 32 * 1024 };
/**
 * A page worker's young generation, in MB: the worker makes few objects, so a small one is collected often, and
 * with it the memory of the pages it wrote (zlib's output, V8 frees an ArrayBuffer's memory only when it collects
 * its object), which a default-sized one let grow to tens of MB between collections.
 */
const WORKER_YOUNG_GENERATION_MB = 1;

/**
 * The page worker, plain JavaScript evaluated as it is: the functions it runs are self-contained and embedded as
 * source text, so it needs no module of ours and starts in a few milliseconds even where the server runs from
 * TypeScript sources (a loader would take a third of a second). `__name` stands in for the helper a TypeScript
 * transform that keeps function names may have put into that text.
 */
export const SVG_WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
const { writeFileSync } = require("node:fs");
const { gzipSync, gunzipSync } = require("node:zlib");
const { isAscii } = require("node:buffer");
const __name = (target) => target;
${stripDataText.toString()}
${glyphOutlineRights.toString()}
${findXmlFault.toString()}
${handleSvgRequest.toString()}
const tools = { stripDataText, glyphOutlineRights, findXmlFault, isAscii, gzipSync, gunzipSync, writeFileSync, gzipOptions: ${JSON.stringify(GZIP_OPTIONS)}, outlineRights: new Map() };
parentPort.on("message", ({ id, request }) => {
  try {
    const result = handleSvgRequest(request, tools);
    // A written page's memory goes back to be read into again (page-buffers.ts) rather than waiting here for a collection.
    const spare = request.kind === "write" ? request.svg.buffer : undefined;
    parentPort.postMessage({ id, result: spare ? { ...result, spare } : result }, spare ? [spare] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

const localTools: SvgTools = {
  stripDataText,
  glyphOutlineRights,
  findXmlFault,
  isAscii,
  gzipSync,
  gunzipSync,
  writeFileSync,
  gzipOptions: GZIP_OPTIONS,
  outlineRights: new Map(),
};

/**
 * Page workers for `cores` cores: one per two cores, at most 4. A page costs a worker about 0.7 of the CPU time
 * mupdf takes to draw it (measured on libtasn1.pdf, a real manual), so the workers need about 40% of a machine whose
 * cores all render; each worker thread costs ~25 MB of resident memory (a Node environment of its own).
 */
export function pageWorkerCount(cores: number): number {
  return Math.min(4, Math.max(1, Math.ceil(cores / 2)));
}

const pageWorkers = createRequestPool<SvgRequest, SvgReply>(
  () => new Worker(SVG_WORKER_CODE, { eval: true, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }),
  { size: pageWorkerCount(availableParallelism()), idleMs: 5_000 },
);

/**
 * Runs the request in a page worker, off the event loop. If no worker can run it (or it failed there), it runs
 * here once more with `retry` (the request's bytes may have moved to the worker), and that attempt's error — a
 * full disk, say — is the one thrown.
 */
export async function runSvgRequest(request: SvgRequest, transfer: ArrayBuffer[], retry: () => SvgRequest | undefined): Promise<SvgReply> {
  try {
    return await pageWorkers.run(request, transfer);
  } catch (error) {
    const again = retry();
    if (!again) throw error;
    return handleSvgRequest(again, localTools);
  }
}
