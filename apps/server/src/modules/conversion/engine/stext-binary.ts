import { open } from "node:fs/promises";
import type { StextLine, StextPage } from "./stext-scanner.js";

const MAGIC = 0x54585357;
const HEADER_BYTES = 32;
const LINE_BYTES = 48;
const WHOLE_FILE_BYTES = 64 * 1024 * 1024;

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

/** Copies `length` bytes of `body` from `at` into a fresh (aligned) ArrayBuffer. */
const copied = (body: Buffer, at: number, length: number) => body.buffer.slice(body.byteOffset + at, body.byteOffset + at + length);

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
  const offsets = new Int32Array(copied(body, at, head.charCount * 4));
  at += padded(head.charCount * 4);
  const starts = new Float64Array(copied(body, at, head.charCount * 8));
  at += head.charCount * 8;
  const ends = new Float64Array(copied(body, at, head.charCount * 8));
  at += head.charCount * 8;
  const raw = body.toString("utf16le", at, at + head.unitCount * 2);
  return { widthPt: head.widthPt, heightPt: head.heightPt, raw, lines, offsets, starts, ends };
}

/**
 * Reads the pages `wenku-stext` wrote to `file` (apps/server/native/wenku-stext.c says the format) one at a time,
 * as the same pages the XML scanner gives, calling `onPage` for each. A page with more raw text than
 * `maxPageChars` fails the read with `onTooLong()` before its body is read; a record cut short fails it too.
 */
export async function readStextBinaryFile(file: string, onPage: (page: StextPage) => void, maxPageChars: number, onTooLong: () => Error): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    // A pass's pages are ~25 bytes a character: most files are read in one call, a larger one a page at a time.
    const whole = size <= WHOLE_FILE_BYTES ? await handle.readFile() : undefined;
    const bytesAt = async (at: number, length: number): Promise<Buffer> => {
      if (whole) return whole.subarray(at, Math.min(at + length, size));
      const buffer = Buffer.allocUnsafe(length);
      const { bytesRead } = await handle.read(buffer, 0, length, at);
      return buffer.subarray(0, bytesRead);
    };
    for (let at = 0; at < size; ) {
      const head = readHeader(await bytesAt(at, HEADER_BYTES), at);
      if (head.unitCount > maxPageChars || head.charCount > maxPageChars) throw onTooLong();
      at += HEADER_BYTES;
      if (at + head.bodyBytes > size) throw new Error(`wenku-stext output is cut short at byte ${at}`);
      const body = await bytesAt(at, head.bodyBytes);
      at += head.bodyBytes;
      onPage(readBody(head, body));
    }
  } finally {
    await handle.close();
  }
}
