import type { Storage } from "../storage/storage.js";
import type { DatabaseSnapshot, LineBatch } from "../../db/portable/database-snapshot.js";
import { putGzipPart } from "./gzip-part.js";
import type { Progress } from "./progress.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { tableKey, type TableEntry } from "./snapshot-layout.js";

/** A table's lines: a header `{"columns":[…]}` (none for an empty table), then one JSON array per row. */
async function* tableText(batches: AsyncIterable<LineBatch> | Iterable<LineBatch>, count: (rows: number) => void): AsyncIterable<string> {
  let header = false;
  for await (const batch of batches) {
    if (!header) {
      yield `${JSON.stringify({ columns: batch.columns })}\n`;
      header = true;
    }
    yield batch.lines.join("\n") + "\n";
    count(batch.lines.length);
  }
}

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
    const text = tableText(snapshot.lines(table), (count) => (rows += count));
    const stored = await putGzipPart(repository, cipher, tableKey(id, table), text);
    entries[table] = { rows, sha256: stored.sha256, size: stored.size };
    progress.add(1, stored.size);
  }
  return entries;
}
