import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { PreparedItem } from "../../indexing/prepare-item.js";

/** Items per statement (4 values each, well under SQLite's limit of bound values). */
const ITEMS_PER_INSERT = 100;

/** The meta row (title, keywords, description) and the rank terms of each item; the body goes to the postings. */
export async function writeFts(db: Kysely<Database>, prepared: PreparedItem[]): Promise<void> {
  for (let i = 0; i < prepared.length; i += ITEMS_PER_INSERT) {
    const items = prepared.slice(i, i + ITEMS_PER_INSERT).map((p) => p.rows);
    const meta = items.map(({ key, meta: [title, keywords, description] }) => sql`(${key}, ${title}, ${keywords}, ${description})`);
    await sql`insert into search_fts_meta (rowid, title, keywords, description) values ${sql.join(meta)}`.execute(db);
    await sql`insert or replace into search_fts_rank (key, terms) values ${sql.join(items.map(({ key, rank }) => sql`(${key}, ${rank})`))}`.execute(db);
  }
}

/** A contentless table with contentless_delete: rows are deleted by rowid. */
export async function removeFts(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  for (const key of segments.keys()) {
    await sql`delete from search_fts_meta where rowid = ${key}`.execute(db);
    await sql`delete from search_fts_rank where key = ${key}`.execute(db);
  }
}
