import { sql, type Kysely } from "kysely";

/**
 * Search results quote the text of a document's preview pages only, so each item keeps its preview (0 = every
 * page). Items already indexed take their document's preview; articles show everything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_item").addColumn("preview", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update search_item set preview = coalesce((select d.preview from document d where d.id = search_item.item_id), 1)
    where doc_type = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_item").dropColumn("preview").execute();
}
