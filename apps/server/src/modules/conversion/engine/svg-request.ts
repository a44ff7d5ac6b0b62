import type { isAscii } from "node:buffer";
import type { gunzipSync, gzipSync } from "node:zlib";
import type { writeFileSync } from "node:fs";
import type { stripDataText } from "./svg-data-text.js";
import type { glyphOutlineRights } from "./svg-glyph-outlines.js";
import type { findXmlFault } from "./xml-well-formed.js";

/**
 * Work on one page SVG, done in a page worker (svg-worker-pool.ts):
 * - "write": a page fresh from mupdf (watermark included) becomes `<path>`, gzip-compressed, once its data-text
 *   attributes are gone and it is well-formed; with `glyphs`, the reply carries the glyphs read on the way;
 * - "repair": a stored page (`gzipped` or plain) is checked and, when it is not well-formed, stripped of its
 *   data-text attributes and checked again.
 */
export type SvgRequest =
  | { kind: "write"; svg: Uint8Array; path: string; glyphs?: boolean }
  | { kind: "repair"; stored: Uint8Array; gzipped: boolean };

export interface SvgReply {
  /** Why the page is not well-formed XML (after stripping), when it is not; nothing was written then. */
  fault?: string;
  /** repair: the stored page was well-formed as it was. */
  sound?: boolean;
  /** repair: the page made well-formed, encoded as it was stored (gzip or plain). */
  bytes?: Uint8Array;
  /** write with `glyphs`: each glyph's GLYPH_FIELDS numbers and the characters of all of them (svg-data-text.ts). */
  glyphs?: Float64Array;
  units?: Uint16Array;
  /** write with `glyphs`: how far right each glyph's outline reaches, pairs [key, right] (svg-glyph-outlines.ts). */
  rights?: Float64Array;
  /** write, in a page worker: the page's memory, moved back for the next page to be read into (page-buffers.ts). */
  spare?: ArrayBuffer;
}

export interface SvgTools {
  stripDataText: typeof stripDataText;
  glyphOutlineRights: typeof glyphOutlineRights;
  findXmlFault: typeof findXmlFault;
  isAscii: typeof isAscii;
  gzipSync: typeof gzipSync;
  gunzipSync: typeof gunzipSync;
  writeFileSync: typeof writeFileSync;
  gzipOptions: { level: number; chunkSize: number };
  /** The right edges of the glyph outlines this thread has read, by path data (svg-glyph-outlines.ts). */
  outlineRights: Map<string, number>;
}

/**
 * Does one request with the tools given. Self-contained (no imports, no outer names): the page workers embed it
 * as source text, and the event loop runs the same code when no worker can.
 */
export function handleSvgRequest(request: SvgRequest, tools: SvgTools): SvgReply {
  const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (request.kind === "write") {
    // At most this many outlines remembered per thread (a few MB: a CJK outline's path is 1–3 KB); then the
    // memory starts again empty.
    if (tools.outlineRights.size > 2_000) tools.outlineRights.clear();
    const rights = request.glyphs ? tools.glyphOutlineRights(view(request.svg), tools.outlineRights) : undefined;
    const sink = request.glyphs ? { glyphs: new Float64Array(6 * 1024), glyphCount: 0, units: new Uint16Array(2048), unitCount: 0 } : undefined;
    const page = tools.stripDataText(view(request.svg), sink);
    const fault = tools.findXmlFault(page, tools.isAscii);
    if (fault) return { fault };
    tools.writeFileSync(request.path, tools.gzipSync(page, tools.gzipOptions));
    return sink ? { glyphs: sink.glyphs.slice(0, sink.glyphCount * 6), units: sink.units.slice(0, sink.unitCount), rights } : {};
  }
  let svg: Buffer;
  try {
    svg = request.gzipped ? tools.gunzipSync(request.stored) : Buffer.from(request.stored);
  } catch (error) {
    return { fault: `not a gzip file (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!tools.findXmlFault(svg, tools.isAscii)) return { sound: true };
  const stripped = tools.stripDataText(svg);
  const fault = tools.findXmlFault(stripped, tools.isAscii);
  if (fault) return { fault };
  return { bytes: request.gzipped ? tools.gzipSync(stripped, tools.gzipOptions) : stripped };
}
