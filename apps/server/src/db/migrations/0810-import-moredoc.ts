import type { Kysely } from "kysely";
import { bigint, flag, withId } from "../columns.js";

/**
 * The state of a MOREDOC import (import/moredoc/): how far each step got, so that a killed run continues where it
 * stopped and a finished one does nothing; and each source row left out or imported with a warning, with why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("import_moredoc_state")
    .addColumn("step", "text", (c) => c.primaryKey())
    .addColumn("last_id", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("imported", "integer", flag)
    .addColumn("skipped", "integer", flag)
    .addColumn("done", "integer", flag)
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable("import_moredoc_note"))
    .addColumn("step", "text", (c) => c.notNull())
    .addColumn("source_id", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("import_moredoc_note_step_idx").on("import_moredoc_note").columns(["step", "kind"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("import_moredoc_note").ifExists().execute();
  await db.schema.dropTable("import_moredoc_state").ifExists().execute();
}
