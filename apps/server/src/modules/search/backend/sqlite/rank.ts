import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { segmentKey } from "../../keys.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { itemConditions, needsItemJoin } from "../filter-sql.js";
import { newestMatchesOf, segmentsByItemScore, windowFloorOf } from "../match-set.js";
import type { BodyReader } from "../postings/body-reader.js";
import type { ScoredKey, ScoredSegment, SearchFilters } from "../types.js";
import { fts5Match } from "./compile-match.js";
import type { FtsReader } from "./reader.js";
import { scoreByRankTerms } from "./score-rank-terms.js";

/** Items ranked per query at most; beyond that the newest matches are ranked (see SearchBackend). */
export const META_WINDOW = 2000;
export const BODY_WINDOW = 1000;

/**
 * Title, keyword and description matches by bm25 (title 10, keywords 6, description 2) with the jieba-word
 * alternatives. Body segment 0 holds these fields too, so the body's match set (already read for the facets)
 * bounds the window: the meta matches among the newest META_WINDOW matching items.
 */
export async function rankMetaFts(db: Kysely<Database>, body: BodyReader, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredKey[]> {
  const floor = windowFloorOf(await body.matchSet(plan.filter), filters, META_WINDOW);
  const match = sql`search_fts_meta match ${fts5Match(plan.root)} and search_fts_meta.rowid >= ${floor ?? 0}`;
  const where = needsItemJoin(filters)
    ? sql`from search_fts_meta join search_item i on i.key = search_fts_meta.rowid where ${match} and ${itemConditions(filters)}`
    : sql`from search_fts_meta where ${match} and ${filters.docType === undefined ? sql`1 = 1` : sql`(search_fts_meta.rowid & 1) = ${filters.docType}`}`;
  const { rows } = await sql<ScoredKey>`select search_fts_meta.rowid as key, -bm25(search_fts_meta, 10.0, 6.0, 2.0) as score
    ${where} order by score desc, key desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * The matching segments of the newest BODY_WINDOW matching items, ranked by how often the query's words occur in
 * their item (its rank terms), then newest first. bm25 over the body would first count every match of every
 * term of the query: a pass over lists of tens of thousands of entries, per query.
 */
export async function rankBodyFts(reader: FtsReader, body: BodyReader, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredSegment[]> {
  const window = newestMatchesOf(await body.matchSet(plan.filter), filters, BODY_WINDOW);
  if (window.length === 0 || limit <= 0) return [];
  const rows = reader.rankRows(window);
  const best = scoreByRankTerms(rows, plan.rankTokens, limit);
  const bestKeys = new Set(best.map((b) => b.key));
  // An item of one segment matches in that segment: only items of several need a look at the index.
  const several = rows.filter((r) => bestKeys.has(r.key) && r.segments > 1);
  const severalKeys = new Set(several.map((r) => r.key));
  const single = best.filter((b) => !severalKeys.has(b.key)).map((b) => segmentKey(b.key, 0));
  return segmentsByItemScore(best, [...single, ...(await body.matchingSegments(plan.filter, several))], limit);
}
