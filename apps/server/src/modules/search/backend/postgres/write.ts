import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { IndexRows } from "../index-rows.js";

const ROWS_PER_INSERT = 200;

export async function writeTsvectors(db: Kysely<Database>, items: IndexRows[]): Promise<void> {
  if (items.length === 0) return;
  const metas = items.map((item) => sql`(${item.key}, ${item.meta[0]}::tsvector, ${item.meta[1]}::tsvector)`);
  await sql`insert into search_pg_meta (key, tsv, rank_tsv) values ${sql.join(metas)}
    on conflict (key) do update set tsv = excluded.tsv, rank_tsv = excluded.rank_tsv`.execute(db);
  const bodies = items.flatMap((item) => item.bodies.map((tsv, segment) => sql`(${segmentKey(item.key, segment)}, ${item.key}, ${tsv}::tsvector)`));
  for (let i = 0; i < bodies.length; i += ROWS_PER_INSERT) {
    await sql`insert into search_pg_body (seg_key, key, tsv) values ${sql.join(bodies.slice(i, i + ROWS_PER_INSERT))}`.execute(db);
  }
}

export async function removeTsvectors(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  const keys = [...segments.keys()];
  if (keys.length === 0) return;
  await sql`delete from search_pg_meta where key = any(${keys}::bigint[])`.execute(db);
  await sql`delete from search_pg_body where key = any(${keys}::bigint[])`.execute(db);
}
