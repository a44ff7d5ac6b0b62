import type { Kysely } from "kysely";
import { bigint } from "../columns.js";

/**
 * What a reporter wrote with a report (required for copyright claims). A table of its own, keyed by the report's
 * id without a foreign key: 0602 rebuilds `report` after this migration on a new install, which would drop an added
 * column and cannot drop a table others reference. The reports module deletes a text with its report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report_content")
    .addColumn("report_id", bigint(db), (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_content").ifExists().execute();
}
