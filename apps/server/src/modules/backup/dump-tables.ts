import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { Storage } from "../storage/storage.js";
import type { DatabaseSnapshot } from "../../db/portable/database-snapshot.js";
import { putContent } from "./objects.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { encodeValue } from "../../db/portable/row-codec.js";
import { tableKey, type TableEntry } from "./snapshot-layout.js";

/** Writes every table of the snapshot into snapshot `id` of the repository; returns each table's entry. */
export async function dumpTables(
  snapshot: DatabaseSnapshot,
  repository: Storage,
  cipher: RepositoryCipher,
  id: string,
  progress: Progress,
): Promise<Record<string, TableEntry>> {
  const entries: Record<string, TableEntry> = {};
  for (const table of snapshot.tables) {
    let rows = 0;
    const lines = async function* () {
      let header = false;
      for await (const batch of snapshot.rows(table)) {
        if (!header) {
          yield `${JSON.stringify({ columns: batch.columns })}\n`;
          header = true;
        }
        yield batch.rows.map((row) => JSON.stringify(row.map(encodeValue))).join("\n") + "\n";
        rows += batch.rows.length;
      }
    };
    const gzip = createGzip({ level: 1 });
    const source = Readable.from(lines());
    source.on("error", (error) => gzip.destroy(error));
    const stored = await putContent(repository, cipher, source.pipe(gzip), () => tableKey(id, table));
    entries[table] = { rows, sha256: stored.sha256, size: stored.size };
    progress.add(1, stored.size);
  }
  return entries;
}
