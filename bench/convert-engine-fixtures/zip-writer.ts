import { writeFile } from "node:fs/promises";
import { buildZip, storeBuffer } from "../../apps/server/src/test/deflated-zip.js";

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
}

/** Writes a zip archive with every entry stored (no compression), in the given order (EPUB and CBZ fixtures). */
export async function writeStoredZip(path: string, entries: ZipEntry[]): Promise<void> {
  const stored = entries.map((entry) => storeBuffer(entry.name, Buffer.from(typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : entry.data)));
  await writeFile(path, buildZip(stored));
}
