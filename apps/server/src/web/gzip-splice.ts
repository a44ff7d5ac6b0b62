import zlib from "node:zlib";
import { prepareFilledCrc32 } from "./crc32-fills.js";

/**
 * A page compressed once, sent gzipped to every visitor with a different run of bytes (the script nonce) at fixed
 * places. Each part between those places is deflated on its own and ends on a byte boundary (a full flush: nothing
 * after it refers back), so a response is the parts with each place's bytes put between them as a stored
 * (uncompressed) deflate block, and a trailer of its own (CRC-32 and length of what it unpacks to). Compressing a page
 * of 50–400 KB cost 1–3 ms of CPU per response; this costs one copy of the compressed page laid out once. The
 * trailer's CRC-32 comes from the page's, made once, and the fill's (crc32-fills.ts): a pass over the whole page for
 * each response was 14 % of the CPU of serving a cached document page.
 */
export interface GzipSplice {
  /** The gzip body of the page with `fill` at every place (each place as long as `fill`). */
  gzip(fill: Buffer): Buffer;
}

/** The fixed gzip header: deflate, no name or time, unknown operating system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/**
 * Level 4: most pages are rendered for one visitor and compressed for that one response (the long tail misses the
 * page cache). Against the default 6 it halves the compression's CPU (a document page of 78 KB: 0.58 against
 * 0.99 ms; the home page of 168 KB: 0.89 against 1.37 ms) for 3–6 % more bytes; level 1 saves little more and
 * sends 10–12 % more.
 */
const LEVEL = 4;
/** A stored block's header: its type bits, its length and the length's complement. */
const STORED_HEADER = 5;
/** The gzip trailer: the CRC-32 and the length of what the stream unpacks to. */
const TRAILER = 8;
/** A stored block holds at most this many bytes; the places hold a nonce of a few dozen. */
const MAX_STORED = 0xffff;

/**
 * Prepares `body` for splicing at `offsets` (ascending, each `placeLength` bytes long; those bytes are ignored: every
 * response puts its own there).
 */
export function prepareGzipSplice(body: Buffer, offsets: number[], placeLength: number): GzipSplice {
  if (placeLength > MAX_STORED) throw new Error(`a spliced place holds at most ${MAX_STORED} bytes`);
  const parts: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    parts.push(body.subarray(start, offset));
    start = offset + placeLength;
  }
  parts.push(body.subarray(start));
  const deflated = parts.map((part, index) =>
    zlib.deflateRawSync(part, { level: LEVEL, finishFlush: index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH }),
  );
  const crc = prepareFilledCrc32(body, offsets, placeLength);
  // The response laid out once with empty places: each response is one copy of it with its fill and CRC written in.
  const chunks: Buffer[] = [HEADER];
  const fillOffsets: number[] = [];
  let length = HEADER.length;
  for (const [index, part] of deflated.entries()) {
    if (index > 0) {
      fillOffsets.push(length + STORED_HEADER);
      chunks.push(storedBlock(placeLength));
      length += STORED_HEADER + placeLength;
    }
    chunks.push(part);
    length += part.length;
  }
  const trailer = Buffer.alloc(TRAILER);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  chunks.push(trailer);
  const template = Buffer.concat(chunks);
  return {
    gzip(fill) {
      if (fill.length !== placeLength) throw new Error(`a spliced place is ${placeLength} bytes, not ${fill.length}`);
      const out = Buffer.allocUnsafe(template.length);
      template.copy(out);
      for (const offset of fillOffsets) fill.copy(out, offset);
      out.writeUInt32LE(crc.of(fill), out.length - TRAILER);
      return out;
    },
  };
}

/** A stored deflate block (not the last) of `length` bytes, zeros until filled; the stream before it ends on a byte boundary. */
function storedBlock(length: number): Buffer {
  const block = Buffer.alloc(STORED_HEADER + length);
  block.writeUInt16LE(length, 1);
  block.writeUInt16LE(~length & 0xffff, 3);
  return block;
}
