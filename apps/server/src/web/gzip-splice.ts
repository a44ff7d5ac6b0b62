import zlib from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

/**
 * A page compressed once, sent gzipped to every visitor with a different run of bytes (the script nonce) at fixed
 * places. Each part between those places is deflated on its own and ends on a byte boundary (a full flush: nothing
 * after it refers back), so a response is the parts with each place's bytes put between them as a stored
 * (uncompressed) deflate block, and a trailer of its own (CRC-32 and length of what it unpacks to). Compressing a page
 * of 50–400 KB cost 1–3 ms of CPU per response; this costs a copy of the compressed page. The trailer's CRC-32 is
 * combined from the parts' CRCs, made once, and the fill's (crc32-combine.ts): a pass over the whole page for each
 * response was 14 % of the CPU of serving a cached document page.
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
  const partCrcs = parts.map((part) => zlib.crc32(part));
  const partShifts = parts.map((part) => crc32Shift(part.length));
  const fillShift = crc32Shift(placeLength);
  return {
    gzip(fill) {
      if (fill.length !== placeLength) throw new Error(`a spliced place is ${placeLength} bytes, not ${fill.length}`);
      const stored = storedBlock(fill);
      const fillCrc = zlib.crc32(fill);
      const chunks: Buffer[] = [HEADER];
      let crc = 0;
      for (const [index, part] of deflated.entries()) {
        if (index > 0) {
          chunks.push(stored);
          crc = crc32Combine(crc, fillCrc, fillShift);
        }
        chunks.push(part);
        crc = crc32Combine(crc, partCrcs[index], partShifts[index]);
      }
      const trailer = Buffer.allocUnsafe(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(body.length % 2 ** 32, 4);
      chunks.push(trailer);
      return Buffer.concat(chunks);
    },
  };
}

/** A stored deflate block (not the last) holding `bytes`; the stream before it ends on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}
