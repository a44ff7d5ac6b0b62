import { openDatabaseSnapshot } from "../../db/portable/database-snapshot.js";
import { serveRequests } from "../../workers/serve-requests.js";
import { LocalStorage } from "../storage/local-storage.js";
import { dumpTables } from "./dump-tables.js";
import type { TablesJob, TablesPart } from "./dump-tables-in-thread.js";
import { cipherOfKey } from "./repository-cipher.js";

/** Worker thread of dump-tables-in-thread.ts: the database's snapshot, read with a connection of its own. */
serveRequests(async (job: TablesJob): Promise<TablesPart> => {
  const snapshot = await openDatabaseSnapshot(job.database);
  try {
    const tables = await dumpTables(snapshot, new LocalStorage(job.root), await cipherOfKey(job.cipherKey), job.id, { add: () => undefined, done: () => undefined });
    return { dialect: snapshot.dialect, migrations: snapshot.migrations, tables };
  } finally {
    await snapshot.close();
  }
});
