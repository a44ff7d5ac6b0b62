import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { PreparedItem } from "../../indexing/prepare-item.js";
import { segmentKey } from "../../keys.js";

const ROWS_PER_INSERT = 200;

export async function writeTsvectors(db: Kysely<Database>, prepared: PreparedItem[]): Promise<void> {
  if (prepared.length === 0) return;
  const metas = prepared.map(({ key, rows }) => sql`(${key}, ${rows.meta[0]}::tsvector, ${rows.rank}::tsvector)`);
  await sql`insert into search_pg_meta (key, tsv, rank_tsv) values ${sql.join(metas)}
    on conflict (key) do update set tsv = excluded.tsv, rank_tsv = excluded.rank_tsv`.execute(db);
  const bodies = prepared.flatMap(({ key, row: r, rows }) =>
    rows.bodies.map(
      (tsv, segment) => sql`(${segmentKey(key, segment)}, ${key}, ${tsv}::tsvector, ${r.doc_type}, ${r.ext_group}, ${r.language},
        ${r.category_ids}, ${r.user_id}, ${r.created_at}, ${r.price}, ${r.view_count}, ${r.download_count}, ${r.score}, ${r.pages}, ${r.size})`,
    ),
  );
  for (let i = 0; i < bodies.length; i += ROWS_PER_INSERT) {
    await sql`insert into search_pg_body (seg_key, key, tsv, doc_type, ext_group, language, category_ids, user_id, created_at, price,
      view_count, download_count, score, pages, size) values ${sql.join(bodies.slice(i, i + ROWS_PER_INSERT))}`.execute(db);
  }
}

export async function removeTsvectors(db: Kysely<Database>, segments: Map<number, number>): Promise<void> {
  const keys = [...segments.keys()];
  if (keys.length === 0) return;
  await sql`delete from search_pg_meta where key = any(${keys}::bigint[])`.execute(db);
  await sql`delete from search_pg_body where key = any(${keys}::bigint[])`.execute(db);
}
