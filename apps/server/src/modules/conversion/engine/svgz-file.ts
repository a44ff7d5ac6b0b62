import { isPageBuffer, reusePageBuffer } from "./page-buffers.js";
import { runSvgRequest } from "./svg-worker-pool.js";

/** The glyphs of a page as its SVG drew them (svg-data-text.ts): GLYPH_FIELDS numbers each, and their characters. */
export interface PageGlyphs {
  glyphs: Float64Array;
  units: Uint16Array;
  /** How far right each glyph's outline reaches, pairs [key, right] in sizes (svg-glyph-outlines.ts). */
  rights?: Float64Array;
}

/** A page that is not well-formed XML even without its data-text attributes; browsers would not draw it. */
export class SvgNotWellFormedError extends Error {
  constructor(readonly fault: string) {
    super(`not well-formed SVG: ${fault}`);
  }
}

/**
 * Writes the page gzip-compressed (served as image/svg+xml with Content-Encoding: gzip) once its data-text
 * attributes are stripped and it has passed the well-formedness check, in worker threads: each page costs about
 * a millisecond of compression and as much of checking, and on the event loop that time (with zlib's per-stream
 * setup and the file writes' round trips) delays reading the renderers' output, which stalls them.
 * Throws SvgNotWellFormedError, writing nothing, for a page that fails the check. With `withGlyphs`, returns the
 * glyphs the stripping pass read.
 */
export async function writeSvgz(svg: Buffer, path: string, withGlyphs = false): Promise<PageGlyphs | undefined> {
  // Moved to the worker, not copied: a page that has its memory to itself (a page buffer, page-buffers.ts, or a
  // buffer of its own) goes as it is, any other (a view into a larger chunk, or into Node's shared pool of small
  // buffers) as a copy of its own.
  const ownsMemory = isPageBuffer(svg) || (svg.byteOffset === 0 && svg.byteLength === svg.buffer.byteLength && svg.byteLength >= Buffer.poolSize);
  const owned = ownsMemory ? svg : new Uint8Array(svg);
  const reply = await runSvgRequest({ kind: "write", svg: owned, path, glyphs: withGlyphs }, [owned.buffer as ArrayBuffer], () => {
    // A page moved to a worker that then failed is gone from here; a copied one is still at hand. Copied again,
    // as stripping works in place and the caller's page may be a view into a larger buffer.
    const intact = [owned, svg].find((bytes) => bytes.byteLength > 0);
    return intact && { kind: "write", svg: new Uint8Array(intact), path, glyphs: withGlyphs };
  });
  if (reply.spare) reusePageBuffer(reply.spare);
  if (reply.fault) throw new SvgNotWellFormedError(reply.fault);
  return reply.glyphs && reply.units ? { glyphs: reply.glyphs, units: reply.units, rights: reply.rights } : undefined;
}
