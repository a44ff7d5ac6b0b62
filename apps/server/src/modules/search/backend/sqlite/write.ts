import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { ItemTokens } from "../../indexing/item-tokens.js";
import { segmentKey } from "../../keys.js";
import { fts5Text } from "./compile-match.js";

export async function writeFts(db: Kysely<Database>, items: ItemTokens[]): Promise<void> {
  for (const item of items) {
    await sql`insert into search_fts_meta (rowid, title, keywords, description)
      values (${item.key}, ${fts5Text(item.title)}, ${fts5Text(item.keywords)}, ${fts5Text(item.description)})`.execute(db);
    for (const [segment, tokens] of item.segments.entries()) {
      await sql`insert into search_fts_body (rowid, body) values (${segmentKey(item.key, segment)}, ${fts5Text(tokens, true)})`.execute(db);
    }
  }
}

/** Contentless tables with contentless_delete: rows are deleted by rowid. */
export async function removeFts(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  for (const [key, count] of segments) {
    await sql`delete from search_fts_meta where rowid = ${key}`.execute(db);
    for (let segment = 0; segment < count; segment++) {
      await sql`delete from search_fts_body where rowid = ${segmentKey(key, segment)}`.execute(db);
    }
  }
}
