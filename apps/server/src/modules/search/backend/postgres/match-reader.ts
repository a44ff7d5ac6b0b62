import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { DocValues } from "../doc-values.js";
import type { ItemValues } from "../filter-values.js";
import { parseKeyList } from "../key-list.js";
import type { MatchSet } from "../match-set.js";

export interface PgMatchReader {
  /**
   * Every item with a body segment matching the tsquery (segment 0 holds the title, keywords and description too);
   * the last result is reused while nothing changed.
   */
  matchSet(db: Kysely<Database>, tsquery: string): Promise<MatchSet>;
}

/**
 * The items matching a query from one bitmap scan of the body index, with their fields from an in-memory copy of
 * search_item (refreshed from the rows written since: search_item.revision), so facets, filters and sorting by a
 * field cost milliseconds in JavaScript instead of a grouped scan of every matching row per question.
 */
export function pgMatchReader(): PgMatchReader {
  const values = new DocValues();
  let revision = -1;
  let last: { tsquery: string; revision: number; keys: Float64Array } | undefined;

  // The revision is read before the rows: a write in between is read again next time, never missed.
  const refresh = async (db: Kysely<Database>) => {
    const state = await db.selectFrom("search_state").select("revision").where("id", "=", 1).executeTakeFirst();
    const current = Number(state?.revision ?? 0);
    if (current === revision) return;
    const rows = await db
      .selectFrom("search_item")
      .select(["key", "doc_type", "ext_group", "language", "category_ids", "user_id", "created_at", "price", "view_count", "download_count", "score", "pages", "size"])
      .where("revision", ">", revision)
      .execute();
    for (const row of rows) values.set(Number(row.key), row as ItemValues);
    revision = current;
  };

  return {
    async matchSet(db, tsquery) {
      await refresh(db);
      if (last?.tsquery !== tsquery || last.revision !== revision) {
        // Item keys as one text: one row to read instead of one per matching segment.
        const { rows } = await sql<{ keys: string | null }>`select string_agg(key::text, ',') as keys
          from search_pg_body where tsv @@ ${tsquery}::tsquery`.execute(db);
        last = { tsquery, revision, keys: parseKeyList(rows[0]?.keys, false) };
      }
      return { keys: last.keys, values };
    },
  };
}
