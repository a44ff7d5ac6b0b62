import { sql, type Kysely } from "kysely";
import { bigint, flag, isPostgres, withId, withTimestamps } from "../columns.js";

/**
 * Reports of articles too: `report` gains `type` (0 document, 1 article), one report per user, type and item, and
 * loses its foreign key to `document` (an article id is no document id). The table is rebuilt, the same way on
 * both databases, keeping every row and id; reports of purged items are removed by the reports module on
 * `document.deleted` / `article.deleted`. Favorites already carry their type (0311).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("report_next"))
      .addColumn("type", "integer", flag)
      .addColumn("document_id", bigint(db), (c) => c.notNull())
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("reason", "integer", (c) => c.notNull())
      .addColumn("status", "integer", flag)
      .addColumn("remark", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await sql`
    insert into report_next (id, type, document_id, user_id, reason, status, remark, created_at, updated_at)
    select id, 0, document_id, user_id, reason, status, remark, created_at, updated_at from report
  `.execute(db);
  await db.schema.dropTable("report").execute();
  await db.schema.alterTable("report_next").renameTo("report").execute();
  if (isPostgres(db)) {
    await sql`select setval(pg_get_serial_sequence('report', 'id'), coalesce((select max(id) from report), 0) + 1, false)`.execute(db);
  }
  await db.schema.createIndex("report_item_user_uq").on("report").columns(["type", "document_id", "user_id"]).unique().execute();
  await db.schema.createIndex("report_status_idx").on("report").columns(["status", "id"]).execute();
}

export async function down(): Promise<void> {
  // Article reports cannot go back into a table whose ids must be documents.
}
