import { sql, type Kysely } from "kysely";
import type { Db } from "../database.js";
import { nowIso } from "../columns.js";

/**
 * Where a restore stands, kept in the target database itself (a table of the restore's own, never backed up):
 * "rows" once the schema is made (the rows and the files are then restored side by side), "files" once the rows are
 * in (written in the rows' transaction), "derived" once the files are too, "done" at the end.
 */
export type RestorePhase = "rows" | "files" | "derived" | "done";

type StateDb = Kysely<{ restore_state: { snapshot_id: string; phase: string; updated_at: string } }>;
// The table is not part of the typed schema (no migration makes it): reached through a view of its own.
const stateDb = (kysely: unknown) => kysely as StateDb;

export async function ensureRestoreState(db: Db): Promise<void> {
  await sql`create table if not exists restore_state (snapshot_id text primary key, phase text not null, updated_at text not null)`.execute(db.kysely);
}

export async function readRestoreState(db: Db): Promise<{ snapshotId: string; phase: RestorePhase } | undefined> {
  const row = await stateDb(db.kysely).selectFrom("restore_state").selectAll().executeTakeFirst();
  return row ? { snapshotId: row.snapshot_id, phase: row.phase as RestorePhase } : undefined;
}

export async function writeRestoreState(kysely: unknown, snapshotId: string, phase: RestorePhase): Promise<void> {
  const db = stateDb(kysely);
  await db.deleteFrom("restore_state").execute();
  await db.insertInto("restore_state").values({ snapshot_id: snapshotId, phase, updated_at: nowIso() }).execute();
}
