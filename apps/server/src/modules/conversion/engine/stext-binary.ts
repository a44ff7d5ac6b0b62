import { open, type FileHandle } from "node:fs/promises";
import type { StextLine, StextPage } from "./stext-scanner.js";

const MAGIC = 0x54585357;
const HEADER_BYTES = 32;
const LINE_BYTES = 48;
/**
 * The file is read through one buffer of this size (larger only for a page that does not fit): a 200-page pass of
 * text pages writes ~12 MB, which read whole, with each page's arrays copied out of it, made the text passes the
 * largest transient use of the server's memory in a conversion.
 */
const READ_CHUNK_BYTES = 1024 * 1024;

const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;

interface PageHeader {
  lineCount: number;
  charCount: number;
  unitCount: number;
  widthPt: number;
  heightPt: number;
  bodyBytes: number;
}

function readHeader(header: Buffer, at: number): PageHeader {
  if (header.length < HEADER_BYTES || header.readInt32LE(0) !== MAGIC) throw new Error(`wenku-stext output is malformed at byte ${at}`);
  const lineCount = header.readInt32LE(4);
  const charCount = header.readInt32LE(8);
  const unitCount = header.readInt32LE(12);
  if (lineCount < 0 || charCount < 0 || unitCount < 0) throw new Error(`wenku-stext output is malformed at byte ${at}`);
  const bodyBytes = lineCount * LINE_BYTES + padded(charCount * 4) + charCount * 16 + padded(unitCount * 2);
  return { lineCount, charCount, unitCount, widthPt: header.readDoubleLE(16), heightPt: header.readDoubleLE(24), bodyBytes };
}

/**
 * The page's arrays are views into `body`, not copies: every record and every section of a record is a multiple of
 * 8 bytes long, so a body that starts 8-aligned in its ArrayBuffer holds aligned arrays.
 */
function readBody(head: PageHeader, body: Buffer): StextPage {
  const lines = new Array<StextLine>(head.lineCount);
  let at = 0;
  for (let i = 0; i < head.lineCount; i++, at += LINE_BYTES) {
    lines[i] = {
      bbox: [body.readDoubleLE(at), body.readDoubleLE(at + 8), body.readDoubleLE(at + 16), body.readDoubleLE(at + 24)],
      first: body.readInt32LE(at + 32),
      count: body.readInt32LE(at + 36),
      vertical: body.readInt32LE(at + 40) !== 0,
    };
  }
  const offsets = new Int32Array(body.buffer, body.byteOffset + at, head.charCount);
  at += padded(head.charCount * 4);
  const starts = new Float64Array(body.buffer, body.byteOffset + at, head.charCount);
  at += head.charCount * 8;
  const ends = new Float64Array(body.buffer, body.byteOffset + at, head.charCount);
  at += head.charCount * 8;
  const raw = body.toString("utf16le", at, at + head.unitCount * 2);
  return { widthPt: head.widthPt, heightPt: head.heightPt, raw, lines, offsets, starts, ends };
}

/** Sequential reads of a file through one buffer that holds the bytes asked for last, 8-aligned at its start. */
class ChunkReader {
  private buffer: Buffer;
  /** The file offset of buffer[0], and how many bytes from there the buffer holds. */
  private start = 0;
  private filled = 0;

  constructor(
    private readonly handle: FileHandle,
    private readonly size: number,
    chunkBytes: number,
  ) {
    // Its own ArrayBuffer (never a slice of Node's pool), so that offsets in it are offsets in that ArrayBuffer.
    this.buffer = Buffer.allocUnsafeSlow(Math.max(HEADER_BYTES, Math.min(chunkBytes, size)));
  }

  /** Bytes at..at + length of the file (at never before the previous call's at; at 8-aligned), valid until the next call. */
  async bytesAt(at: number, length: number): Promise<Buffer> {
    const end = Math.min(at + length, this.size);
    if (at < this.start || end > this.start + this.filled) {
      const kept = Math.max(0, this.start + this.filled - at);
      const from = at - this.start;
      if (end - at > this.buffer.length) {
        const larger = Buffer.allocUnsafeSlow(end - at);
        this.buffer.copy(larger, 0, from, from + kept);
        this.buffer = larger;
      } else if (kept > 0) {
        this.buffer.copyWithin(0, from, from + kept);
      }
      this.start = at;
      this.filled = kept;
      while (this.start + this.filled < end) {
        const { bytesRead } = await this.handle.read(this.buffer, this.filled, Math.min(this.buffer.length, this.size - this.start) - this.filled, this.start + this.filled);
        if (bytesRead === 0) break;
        this.filled += bytesRead;
      }
    }
    return this.buffer.subarray(at - this.start, Math.min(end, this.start + this.filled) - this.start);
  }
}

/**
 * Reads the pages `wenku-stext` wrote to `file` (apps/server/native/wenku-stext.c says the format) one at a time,
 * as the same pages the XML scanner gives, calling `onPage` for each. As the scanner's, a page's arrays are reused
 * for the next page: `onPage` must copy what it keeps. A page with more raw text than `maxPageChars` fails the
 * read with `onTooLong()` before its body is read; a record cut short fails it too. `chunkBytes` (tests) sets the
 * size of the read buffer.
 */
export async function readStextBinaryFile(
  file: string,
  onPage: (page: StextPage) => void,
  maxPageChars: number,
  onTooLong: () => Error,
  chunkBytes = READ_CHUNK_BYTES,
): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const reader = new ChunkReader(handle, size, chunkBytes);
    for (let at = 0; at < size; ) {
      const head = readHeader(await reader.bytesAt(at, HEADER_BYTES), at);
      if (head.unitCount > maxPageChars || head.charCount > maxPageChars) throw onTooLong();
      at += HEADER_BYTES;
      if (at + head.bodyBytes > size) throw new Error(`wenku-stext output is cut short at byte ${at}`);
      const body = await reader.bytesAt(at, head.bodyBytes);
      at += head.bodyBytes;
      onPage(readBody(head, body));
    }
  } finally {
    await handle.close();
  }
}
