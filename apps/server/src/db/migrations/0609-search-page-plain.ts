import type { Kysely } from "kysely";
import { isPlainText } from "../../modules/search/text/plain-text.js";
import type { Database } from "../schema.js";
import "../../modules/search/tables.js";

/** Items whose pages are read per statement. */
const ITEMS_PER_BATCH = 10;
/** Pages marked per statement (well under either database's limit of bound values). */
const PAGES_PER_UPDATE = 1000;

/**
 * search_page.plain: whether a page's text is plain (isPlainText), so that retrieval searches further only the
 * plain pages whose raw text holds a term's probe. Pages already indexed are marked here; a page left 0 is always
 * searched in full. On SQLite the statements are not one transaction: a start that stopped during the marking
 * finds the column there and marks again.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Database>;
  const tables = await db.introspection.getTables();
  const columns = tables.find((table) => table.name === "search_page")?.columns ?? [];
  if (!columns.some((column) => column.name === "plain")) {
    await db.schema.alterTable("search_page").addColumn("plain", "integer", (c) => c.notNull().defaultTo(0)).execute();
  }
  for (let after = -1; ; ) {
    const items = await db.selectFrom("search_item").select("key").where("key", ">", after).orderBy("key").limit(ITEMS_PER_BATCH).execute();
    if (items.length === 0) return;
    const keys = items.map((item) => Number(item.key));
    const pages = await db.selectFrom("search_page").select(["key", "page", "text"]).where("key", "in", keys).execute();
    const plainByKey = new Map<number, number[]>();
    for (const row of pages.filter((p) => isPlainText(p.text))) {
      const key = Number(row.key);
      const plain = plainByKey.get(key) ?? [];
      plain.push(row.page);
      plainByKey.set(key, plain);
    }
    for (const [key, plain] of plainByKey) {
      for (let i = 0; i < plain.length; i += PAGES_PER_UPDATE) {
        await db.updateTable("search_page").set({ plain: 1 }).where("key", "=", key).where("page", "in", plain.slice(i, i + PAGES_PER_UPDATE)).execute();
      }
    }
    after = keys[keys.length - 1]!;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_page").dropColumn("plain").execute();
}
