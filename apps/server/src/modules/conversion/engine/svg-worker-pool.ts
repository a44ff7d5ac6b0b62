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
 * (14.7%); compression is the largest cost of the engine after mupdf itself.
 */
const GZIP_OPTIONS = { level: 1, chunkSize: 128 * 1024 };

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
    parentPort.postMessage({ id, result: handleSvgRequest(request, tools) });
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

const pageWorkers = createRequestPool<SvgRequest, SvgReply>(
  () => new Worker(SVG_WORKER_CODE, { eval: true, execArgv: [] }),
  { size: Math.min(4, availableParallelism()), idleMs: 5_000 },
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
