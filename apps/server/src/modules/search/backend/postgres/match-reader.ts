import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { DocValues } from "../doc-values.js";
import { keptMatchSets } from "../kept-match-sets.js";
import { parseKeyList } from "../key-list.js";
import type { MatchSet } from "../match-set.js";

export interface PgMatchReader {
  /**
   * Every item with a body segment matching each tsquery (segment 0 holds the title, keywords and description too),
   * all read in one statement; sets read before are reused while the index has not changed (keptMatchSets).
   */
  matchSets(tsqueries: string[]): Promise<MatchSet[]>;
  matchSet(tsquery: string): Promise<MatchSet>;
}


/**
 * The items matching queries from bitmap scans of the body index (through the index read pool), with their fields
 * from an in-memory copy of search_item refreshed from the rows written since (search_item.revision), so facets,
 * filters and sorting by a field cost milliseconds in JavaScript instead of a grouped scan of every matching row.
 */
export function pgMatchReader(indexDb: Kysely<Database>): PgMatchReader {
  const values = new DocValues();
  let revision = -1;
  const kept = keptMatchSets();

  // The revision comes from the statement that reads the matches (one snapshot): the item rows read afterwards
  // are at least as new as the matches, so every matching key has its fields.
  const refresh = async (current: number): Promise<void> => {
    if (current === revision) return;
    const rows = await indexDb
      .selectFrom("search_item")
      .select(["key", "doc_type", "ext_group", "language", "category_ids", "user_id", "created_at", "price", "view_count", "download_count", "score", "pages", "size"])
      .where("revision", ">", revision)
      .execute();
    for (const row of rows) values.set(Number(row.key), row);
    revision = current;
    kept.clear();
  };

  const read = async (tsqueries: string[]): Promise<Map<string, Float64Array>> => {
    // Item keys as one text per query: one row to read instead of one per matching segment.
    const { rows } = await sql<{ revision: number; i: number | null; keys: string | null }>`
      select (select revision from search_state where id = 1) as revision, q.i, m.keys
      from (select 1) one
      left join unnest(${tsqueries}::text[]) with ordinality as q(t, i) on true
      left join lateral (select string_agg(key::text, ',') as keys from search_pg_body where tsv @@ q.t::tsquery) m on true`.execute(indexDb);
    await refresh(Number(rows[0]?.revision ?? 0));
    const sets = new Map<string, Float64Array>();
    for (const row of rows) if (row.i !== null) sets.set(tsqueries[Number(row.i) - 1], parseKeyList(row.keys, false));
    for (const [query, keys] of sets) kept.set(query, keys);
    return sets;
  };

  const matchSets = async (tsqueries: string[]): Promise<MatchSet[]> => {
    const wanted = [...new Set(tsqueries)];
    const keptAt = revision;
    const found = new Map<string, Float64Array>();
    for (const q of wanted) {
      const keys = kept.get(q);
      if (keys) found.set(q, keys);
    }
    // Even when every set is kept, the revision is read to see whether the index changed. When it did (seen by
    // this read or a concurrent one), the sets kept from before are stale: all are read again, at one revision.
    const fresh = await read(wanted.filter((q) => !found.has(q)));
    const sets = found.size > 0 && revision !== keptAt ? await read(wanted) : new Map([...found, ...fresh]);
    return tsqueries.map((q) => ({ keys: sets.get(q)!, values }));
  };

  return { matchSets, matchSet: async (tsquery) => (await matchSets([tsquery]))[0] };
}
