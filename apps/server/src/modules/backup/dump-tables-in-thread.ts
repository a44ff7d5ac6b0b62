import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DialectName } from "../../db/database.js";
import type { DatabaseAddress } from "../../db/portable/database-snapshot.js";
import { startBundledWorker } from "../../workers/bundled-worker.js";
import { createRequestPool } from "../../workers/request-pool.js";
import { LocalStorage } from "../storage/local-storage.js";
import type { Storage } from "../storage/storage.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { tableKey, type TableEntry } from "./snapshot-layout.js";

export interface TablesJob {
  database: DatabaseAddress;
  /** The local folder the table parts are written under (at their keys): the repository's, or a temporary one. */
  root: string;
  id: string;
  cipherKey: string | undefined;
}

export interface TablesPart {
  dialect: DialectName;
  migrations: string[];
  tables: Record<string, TableEntry>;
}

/**
 * Writes the database's tables into snapshot `id` from a worker thread with a database connection of its own (its
 * own read transaction: the snapshot), so that the rows are read, encoded and compressed beside the files. A
 * repository elsewhere than on the local disk gets the parts once they are written to a temporary folder.
 */
export async function dumpTablesInThread(database: DatabaseAddress, repository: Storage, cipher: RepositoryCipher, id: string): Promise<TablesPart> {
  const temp = repository instanceof LocalStorage ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "wenku-backup-tables-"));
  const pool = createRequestPool<TablesJob, TablesPart>(() => startBundledWorker(import.meta.url, "dump-tables-worker", { resourceLimits: { maxYoungGenerationSizeMb: 64 } }), { size: 1, idleMs: 1_000 });
  try {
    const root = repository instanceof LocalStorage ? repository.root : (temp as string);
    const part = await pool.run({ database, root, id, cipherKey: cipher.key });
    if (temp !== undefined) {
      for (const table of Object.keys(part.tables)) await repository.putFile(tableKey(id, table), path.join(temp, tableKey(id, table)), { move: true });
    }
    return part;
  } finally {
    await pool.close();
    if (temp !== undefined) fs.rmSync(temp, { recursive: true, force: true });
  }
}
