import Database from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../../../db/schema.js";
import type { ItemValues } from "../filter-values.js";
import { DocValues } from "../doc-values.js";
import { keptMatchSets } from "../kept-match-sets.js";
import { parseKeyList } from "../key-list.js";
import type { MatchSet } from "../match-set.js";

const CACHE_KIB = 64 * 1024;

/**
 * A read-only connection of its own to the database file, for the scans that touch every match: better-sqlite3
 * returns a column of integers far faster than rows through the query builder. WAL lets it read while the
 * server writes; every read sees the last committed state. Item fields are cached in columns and refreshed from
 * the rows written since (search_item.revision); removed items need no refresh, the index no longer returns them.
 */
export interface FtsReader {
  /** Every item matching an FTS5 query; sets read before are reused while the index has not changed (keptMatchSets). */
  matchSet(match: string): MatchSet;
  /** Segment counts and encoded rank terms (term-counts.ts) of these items; null for items indexed without them. */
  rankRows(keys: number[]): RankRow[];
  close(): void;
}

export interface RankRow {
  key: number;
  segments: number;
  terms: Uint8Array | null;
}

export async function openFtsReader(kysely: Kysely<Schema>): Promise<FtsReader> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(kysely);
  const file = rows[0]?.file;
  if (!file) throw new Error("the search index needs a database file");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${CACHE_KIB}`);
  // One JSON array instead of a row per match: handing tens of thousands of rows to JavaScript one at a time cost
  // twice as much as the index scan itself.
  const matchStatement = db
    .prepare<[string], string>("select json_group_array(rowid >> 10) from search_fts_body where search_fts_body match ?")
    .pluck();
  const revisionStatement = db.prepare<[], number>("select revision from search_state where id = 1").pluck();
  const changedStatement = db.prepare<[number], ItemValues & { key: number }>(
    `select key, doc_type, ext_group, language, category_ids, user_id, created_at, price, view_count, download_count, score, pages, size
      from search_item where revision > ?`,
  );
  const rankStatement = db.prepare<[string], RankRow>(
    `select i.key, i.segments, r.terms from json_each(?) j
      join search_item i on i.key = j.value left join search_fts_rank r on r.key = i.key`,
  );
  const values = new DocValues();
  let revision = -1;
  const kept = keptMatchSets();

  const refresh = () => {
    const current = revisionStatement.get() ?? 0;
    if (current === revision) return;
    for (const row of changedStatement.iterate(revision)) values.set(row.key, row);
    revision = current;
    kept.clear();
  };
  const scan = (match: string) => parseKeyList(matchStatement.get(match), true);

  return {
    matchSet(match) {
      db.exec("begin");
      try {
        refresh();
        let keys = kept.get(match);
        if (!keys) {
          keys = scan(match);
          kept.set(match, keys);
        }
        return { keys, values };
      } finally {
        db.exec("commit");
      }
    },
    rankRows(keys) {
      return rankStatement.all(JSON.stringify(keys));
    },
    close() {
      db.close();
    },
  };
}
