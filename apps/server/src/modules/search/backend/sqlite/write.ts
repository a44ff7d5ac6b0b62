import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { PreparedItem } from "../../indexing/prepare-item.js";

export async function writeFts(db: Kysely<Database>, prepared: PreparedItem[]): Promise<void> {
  for (const { rows: item } of prepared) {
    const [title, keywords, description] = item.meta;
    await sql`insert into search_fts_meta (rowid, title, keywords, description) values (${item.key}, ${title}, ${keywords}, ${description})`.execute(db);
    await sql`insert or replace into search_fts_rank (key, terms) values (${item.key}, ${item.rank})`.execute(db);
    for (const [segment, body] of item.bodies.entries()) {
      await sql`insert into search_fts_body (rowid, body) values (${segmentKey(item.key, segment)}, ${body})`.execute(db);
    }
  }
}

/** Contentless tables with contentless_delete: rows are deleted by rowid. */
export async function removeFts(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  for (const [key, count] of segments) {
    await sql`delete from search_fts_meta where rowid = ${key}`.execute(db);
    await sql`delete from search_fts_rank where key = ${key}`.execute(db);
    for (let segment = 0; segment < count; segment++) {
      await sql`delete from search_fts_body where rowid = ${segmentKey(key, segment)}`.execute(db);
    }
  }
}
