import { open } from "node:fs/promises";

export type PlainTextEncoding = "utf-8" | "utf-16" | "gb18030";

const SAMPLE_BYTES = 4 * 1024 * 1024;

/** The first `length` bytes of a file (fewer if it is shorter). */
export async function readFileStart(path: string, length: number): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export function hasUtf16ByteOrderMark(start: Buffer): boolean {
  return (start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff);
}

/**
 * UTF-16 when the file starts with a byte-order mark; UTF-8 when its first 4 MiB decode as UTF-8; otherwise
 * GB 18030 (the superset of GBK/GB2312 that Chinese Windows tools still write for .txt and .csv files).
 */
export async function detectPlainTextEncoding(path: string): Promise<PlainTextEncoding> {
  const sample = await readFileStart(path, SAMPLE_BYTES);
  if (hasUtf16ByteOrderMark(sample)) return "utf-16";
  try {
    // stream: true tolerates a multi-byte character cut at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return "utf-8";
  } catch {
    return "gb18030";
  }
}
