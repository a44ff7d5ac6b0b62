import { sql, type Kysely } from "kysely";
import { nowIso } from "../columns.js";

/**
 * Asks the search indexer to read articles again: the index now holds the text of math as a reader sees it (a/b, x²,
 * α rather than \frac{a}{b}, x^2, \alpha) and no longer holds the site's single pages (关于我们…, user 0). So every
 * member's article goes back in the queue, and the single pages the index holds (to leave it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into search_queue (doc_type, item_id, queued_at)
    select 1, id, ${nowIso()} from article
    where user_id <> 0 or exists (select 1 from search_item where search_item.doc_type = 1 and search_item.item_id = article.id)
    on conflict (doc_type, item_id) do nothing
  `.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the queue drains by itself.
}
