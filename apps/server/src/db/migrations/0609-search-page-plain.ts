import type { Kysely } from "kysely";
import { isPlainText } from "../../modules/search/text/plain-text.js";
import type { Database } from "../schema.js";
import "../../modules/search/tables.js";

const BATCH = 1000;

/**
 * search_page.plain: whether a page's text is plain (isPlainText), so that retrieval searches further only the
 * plain pages whose raw text holds a term's probe. Pages already indexed are marked here; a page left 0 is always
 * searched in full.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Database>;
  await db.schema.alterTable("search_page").addColumn("plain", "integer", (c) => c.notNull().defaultTo(0)).execute();
  for (let after = { key: -1, page: -1 }; ; ) {
    const rows = await db
      .selectFrom("search_page")
      .select(["key", "page", "text"])
      .where((eb) => eb.or([eb("key", ">", after.key), eb.and([eb("key", "=", after.key), eb("page", ">", after.page)])]))
      .orderBy("key")
      .orderBy("page")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const plainByKey = new Map<number, number[]>();
    for (const row of rows.filter((r) => isPlainText(r.text))) {
      const key = Number(row.key);
      plainByKey.set(key, [...(plainByKey.get(key) ?? []), row.page]);
    }
    for (const [key, pages] of plainByKey) {
      await db.updateTable("search_page").set({ plain: 1 }).where("key", "=", key).where("page", "in", pages).execute();
    }
    const last = rows[rows.length - 1]!;
    after = { key: Number(last.key), page: last.page };
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_page").dropColumn("plain").execute();
}
