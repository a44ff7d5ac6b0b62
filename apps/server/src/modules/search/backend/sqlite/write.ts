import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { PreparedItem } from "../../indexing/prepare-item.js";

/** The meta row (title, keywords, description) and the rank terms of each item; the body goes to the postings. */
export async function writeFts(db: Kysely<Database>, prepared: PreparedItem[]): Promise<void> {
  for (const { rows: item } of prepared) {
    const [title, keywords, description] = item.meta;
    await sql`insert into search_fts_meta (rowid, title, keywords, description) values (${item.key}, ${title}, ${keywords}, ${description})`.execute(db);
    await sql`insert or replace into search_fts_rank (key, terms) values (${item.key}, ${item.rank})`.execute(db);
  }
}

/** A contentless table with contentless_delete: rows are deleted by rowid. */
export async function removeFts(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  for (const key of segments.keys()) {
    await sql`delete from search_fts_meta where rowid = ${key}`.execute(db);
    await sql`delete from search_fts_rank where key = ${key}`.execute(db);
  }
}
