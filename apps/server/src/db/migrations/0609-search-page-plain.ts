import type { Kysely } from "kysely";

/** The tables this migration reads and writes, as they were when it was written. */
interface SearchTables {
  search_item: { key: number };
  search_page: { key: number; page: number; text: string; plain: number };
}

/** Items whose pages are read per statement. */
const ITEMS_PER_BATCH = 10;
/** Pages marked per statement (well under either database's limit of bound values). */
const PAGES_PER_UPDATE = 1000;

/**
 * search_page.plain: whether a page's text is plain (isPlainText below), so that retrieval searches further only the
 * plain pages whose raw text holds a term's probe. Pages already indexed are marked here; a page left 0 is always
 * searched in full. On SQLite the statements are not one transaction: a start that stopped during the marking
 * finds the column there and marks again.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<SearchTables>;
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

/** Characters a search probe may hold: ASCII letters and digits, and Han (as modules/search/text/plain-text.ts had them). */
const PROBE_CHAR = /[a-z0-9\p{Script=Han}]/u;

/**
 * Whether normalizing the text (NFKC and lower case) changes nothing a probe can hold except the case of ASCII
 * letters: the rule of modules/search/text/plain-text.ts when this migration was written, kept here so that a later
 * change of that rule does not change what this migration did.
 */
function isPlainText(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) continue;
    let unsafe = unsafeChars.get(code);
    if (unsafe === undefined) {
      const normalized = char.normalize("NFKC").toLowerCase();
      unsafe = normalized !== char && PROBE_CHAR.test(normalized);
      unsafeChars.set(code, unsafe);
    }
    if (unsafe) return false;
  }
  return true;
}

/** Per code point: whether normalizing it yields probe characters other than itself. */
const unsafeChars = new Map<number, boolean>();
