import { once } from "node:events";
import { createDeflateRaw, crc32, deflateRawSync } from "node:zlib";
import yauzl from "yauzl";

const storedMethod = 0;
const deflateMethod = 8;

/** One entry as it goes into the archive: its data (DEFLATE unless stored), CRC and sizes (`declaredSize` may lie). */
export interface PackedEntry {
  name: string;
  method?: typeof storedMethod | typeof deflateMethod;
  compressed: Buffer;
  crc: number;
  size: number;
  /** What the headers claim the entry inflates to; the real size when left out. */
  declaredSize?: number;
}

/** An entry kept as it is (EPUB's `mimetype` must be stored). */
export function storeBuffer(name: string, data: Buffer): PackedEntry {
  return { name, method: storedMethod, compressed: data, crc: crc32(data), size: data.length };
}

export function packBuffer(name: string, data: Buffer): PackedEntry {
  return { name, compressed: deflateRawSync(data, { level: 9 }), crc: crc32(data), size: data.length };
}

/**
 * An entry of `size` zero bytes at DEFLATE level 9 (about 1 KB per MB), made chunk by chunk so that the zeros are
 * never in memory at once: the payload of a decompression bomb.
 */
export async function packZeros(name: string, size: number): Promise<PackedEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (data: Buffer) => output.push(data));
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  return { name, compressed: Buffer.concat(output), crc, size };
}

/** The entries of an existing archive (e.g. a DOCX written by the `docx` package), packed again. */
export async function packArchive(archive: Buffer): Promise<PackedEntry[]> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const entries: PackedEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push(packBuffer(entry.fileName, Buffer.concat(chunks)));
  }
  zip.close();
  return entries;
}

const utf8NamesFlag = 0x0800;

/** The fields a local header and a central record share, written at `at` (30-byte header: at 4; record: at 6). */
function writeSharedFields(header: Buffer, at: number, entry: PackedEntry, nameLength: number) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(utf8NamesFlag, at + 2);
  header.writeUInt16LE(entry.method ?? deflateMethod, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressed.length, at + 14);
  header.writeUInt32LE(entry.declaredSize ?? entry.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A ZIP archive (no ZIP64: every entry below 4 GiB), local headers and central directory alike. */
export function buildZip(entries: PackedEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, entry, name.length);
    parts.push(local, name, entry.compressed);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    writeSharedFields(record, 6, entry, name.length);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
