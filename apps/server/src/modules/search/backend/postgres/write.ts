import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { PreparedItem } from "../../indexing/prepare-item.js";
/** The meta and rank tsvectors of each item; the body goes to the postings. */
export async function writeTsvectors(db: Kysely<Database>, prepared: PreparedItem[]): Promise<void> {
  if (prepared.length === 0) return;
  const metas = prepared.map(({ key, rows }) => sql`(${key}, ${rows.meta[0]}::tsvector, ${rows.rank}::tsvector)`);
  await sql`insert into search_pg_meta (key, tsv, rank_tsv) values ${sql.join(metas)}
    on conflict (key) do update set tsv = excluded.tsv, rank_tsv = excluded.rank_tsv`.execute(db);
}

export async function removeTsvectors(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  const keys = [...segments.keys()];
  if (keys.length === 0) return;
  await sql`delete from search_pg_meta where key = any(${keys}::bigint[])`.execute(db);
}
