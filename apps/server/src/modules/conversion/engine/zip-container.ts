import yauzl from "yauzl";
import { readFileStart } from "./text-encoding.js";
import { ConversionError } from "./types.js";

/** Limits of ZIP-based sources (DOCX, XLSX, PPTX, ODF, EPUB, XPS, CBZ…): the `converter` settings max_unpacked_size, max_zip_entries, max_zip_ratio. */
export interface UnpackLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Uncompressed / compressed size of one entry larger than RATIO_MIN_ENTRY_BYTES. */
  maxEntryRatio: number;
}

/**
 * Real office files stay far below these: a 1.4 MB XLSX of 40 000 rows unpacks to 12.5 MB (ratio 9 for its sheet),
 * a 38 MB DOCX of photos to 38 MB; Office's own XML rarely compresses beyond 30:1. A DEFLATE bomb reaches 1000:1.
 */
export const DEFAULT_UNPACK_LIMITS: UnpackLimits = { maxUnpackedBytes: 512 * 1024 * 1024, maxEntries: 10_000, maxEntryRatio: 200 };

/** Entries smaller than this may compress as well as they like (a blank 1 MB sheet compresses 1000:1 and is harmless). */
const RATIO_MIN_ENTRY_BYTES = 10 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
// eslint-disable-next-line no-control-regex -- control characters in an entry name are what it masks
const printable = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, "?").slice(0, 120);

function bomb(chinese: string, english: string): ConversionError {
  return new ConversionError(`文档解压后过大，可能是压缩炸弹：${chinese} (possibly a zip bomb: ${english})`, false);
}

function damaged(detail: string): ConversionError {
  return new ConversionError(`文件已损坏：压缩包无法读取 (the file is damaged: its ZIP structure cannot be read: ${detail})`, false);
}

/** Throws when the declared sizes or the entry count exceed the limits; returns the entries to inflate. */
async function readDirectory(zip: yauzl.ZipFile, limits: UnpackLimits): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw bomb(`包含 ${zip.entryCount} 个文件，超过上限 ${limits.maxEntries} 个`, `${zip.entryCount} entries, more than ${limits.maxEntries}`);
  }
  const entries: yauzl.Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_MIN_ENTRY_BYTES && ratio > limits.maxEntryRatio) {
      const name = printable(entry.fileName);
      throw bomb(
        `${name} 解压后 ${mb(entry.uncompressedSize)} MB，压缩比 ${Math.round(ratio)}:1，超过上限 ${limits.maxEntryRatio}:1`,
        `${name} inflates to ${mb(entry.uncompressedSize)} MB, ratio ${Math.round(ratio)}:1 > ${limits.maxEntryRatio}:1`,
      );
    }
    if (total > limits.maxUnpackedBytes) {
      throw bomb(`解压后超过 ${mb(limits.maxUnpackedBytes)} MB`, `it unpacks to more than ${mb(limits.maxUnpackedBytes)} MB`);
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * Inflates every entry and throws away the bytes: yauzl fails an entry as soon as it yields more than its declared
 * size, so a header that lies about its size is caught after at most that many bytes, and the declared sizes
 * checked before bound the work (zlib runs on the thread pool, the event loop only sees chunks go by). Entries
 * yauzl cannot inflate (encrypted, or another compression method) are left to the tools' memory limits.
 */
async function inflateAll(zip: yauzl.ZipFile, entries: yauzl.Entry[]): Promise<void> {
  for (const entry of entries) {
    const verifiable = !entry.fileName.endsWith("/") && !entry.isEncrypted() && (entry.compressionMethod === 0 || entry.compressionMethod === 8);
    if (!verifiable) continue;
    try {
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) void chunk;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/too many bytes/i.test(message)) {
        const name = printable(entry.fileName);
        throw bomb(`${name} 解压后的大小超过声明的 ${mb(entry.uncompressedSize)} MB`, `${name} inflates beyond its declared ${mb(entry.uncompressedSize)} MB`);
      }
      throw damaged(message);
    }
  }
}

/**
 * Checks a ZIP-based source before any tool opens it: too many entries, too much unpacked content, an entry that
 * inflates implausibly, or sizes that lie fail with a permanent ConversionError. Returns the unpacked size, or
 * undefined when the file is not a ZIP container.
 */
export async function checkZipContainer(path: string, limits: UnpackLimits): Promise<{ unpackedBytes: number } | undefined> {
  const start = await readFileStart(path, ZIP_MAGIC.length);
  if (!start.equals(ZIP_MAGIC)) return undefined;
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  try {
    const entries = await readDirectory(zip, limits).catch((error: unknown) => {
      if (error instanceof ConversionError) throw error;
      throw damaged(error instanceof Error ? error.message : String(error));
    });
    await inflateAll(zip, entries);
    return { unpackedBytes: entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0) };
  } finally {
    zip.close();
  }
}
