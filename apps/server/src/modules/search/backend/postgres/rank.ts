import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { QueryPlan } from "../../text/query-plan.js";
import { itemConditions, needsItemJoin } from "../filter-sql.js";
import type { ScoredKey, ScoredSegment, SearchFilters } from "../types.js";
import { newestMatchesOf, segmentsByItemScore, windowFloorOf } from "../match-set.js";
import { rankTsquery, tsquery } from "./compile-tsquery.js";
import type { BodyReader } from "../postings/body-reader.js";

/** Matching items ranked per query at most; beyond that the newest are ranked (see SearchBackend). */
export const META_WINDOW = 5000;
export const BODY_WINDOW = 2000;

/** ts_rank weights {D, C, B, A}: title 1, keywords 0.6, description 0.2. */
const META_WEIGHTS = "{0.1, 0.2, 0.6, 1.0}";

/** The matching rows of the meta table m, joined to the items (aliased i) when filters need their fields. */
function metaMatches(plan: QueryPlan, filters: SearchFilters, extra: RawBuilder<unknown>) {
  const match = sql`m.tsv @@ ${tsquery(plan.filter)}::tsquery`;
  if (needsItemJoin(filters)) {
    return sql`from search_pg_meta m join search_item i on i.key = m.key where ${match} and ${itemConditions(filters)} and ${extra}`;
  }
  const type = filters.docType === undefined ? sql`true` : sql`(m.key % 2) = ${filters.docType}`;
  return sql`from search_pg_meta m where ${match} and ${type} and ${extra}`;
}

const DF_CAP = 1000;

/**
 * For a query of alternative terms (related documents), the rarer a term the more a match on it counts: each
 * adds log(1 + N / df), df counted up to DF_CAP and N the planner's row estimate. ts_rank alone has no such weight.
 */
async function alternativesScore(db: Kysely<Database>, plan: QueryPlan): Promise<RawBuilder<number>> {
  if (plan.filter.op !== "or") return sql<number>`0`;
  const total = await sql<{ n: number }>`select reltuples::float8 as n from pg_class where oid = 'search_pg_meta'::regclass`.execute(db);
  const n = Math.max(1, Number(total.rows[0]?.n ?? 1));
  const parts: Array<RawBuilder<number>> = [];
  for (const node of plan.filter.nodes) {
    const query = tsquery(node);
    const df = await sql<{ n: number }>`select count(*)::int as n from (select 1 from search_pg_meta where tsv @@ ${query}::tsquery limit ${DF_CAP}) s`.execute(db);
    const idf = Math.log(1 + n / (1 + Number(df.rows[0]?.n ?? 0)));
    parts.push(sql<number>`(case when m.tsv @@ ${query}::tsquery then ${idf}::float8 else 0 end)`);
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

export async function rankMetaPg(db: Kysely<Database>, reader: BodyReader, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredKey[]> {
  const alternatives = await alternativesScore(db, plan);
  // Body segment 0 holds the title, keywords and description too, so the body's match set (already read for the
  // facets) bounds the window: the meta matches among the newest META_WINDOW matching items.
  const floor = windowFloorOf(await reader.matchSet(plan.filter), filters, META_WINDOW);
  const extra = floor === undefined ? sql`true` : sql`m.key >= ${floor}`;
  const { rows } = await sql<ScoredKey>`select m.key, ${alternatives} + ts_rank(${META_WEIGHTS}::float4[], m.tsv, ${tsquery(plan.root)}::tsquery) as score
    ${metaMatches(plan, filters, extra)} order by score desc, m.key desc limit ${limit}`.execute(db);
  return rows.map((r) => ({ key: Number(r.key), score: Number(r.score) }));
}

/**
 * The matching segments of the newest BODY_WINDOW matching items, ranked by how often the query's words occur in
 * their item (the item's rank vector), then newest first. The window's keys come from the cached match set, so the
 * items are scored by primary key and only the best ones' segments are read: no second scan of the body index.
 */
export async function rankBodyPg(db: Kysely<Database>, reader: BodyReader, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredSegment[]> {
  const window = newestMatchesOf(await reader.matchSet(plan.filter), filters, BODY_WINDOW);
  if (window.length === 0 || limit <= 0) return [];
  const rankQuery = rankTsquery(plan.rankTokens);
  const best: ScoredKey[] = rankQuery
    ? (
        await sql<ScoredKey>`select key, ts_rank(rank_tsv, ${rankQuery}::tsquery, 0) as score from search_pg_meta
          where key = any(${window}::bigint[]) order by score desc, key desc limit ${limit}`.execute(db)
      ).rows.map((r) => ({ key: Number(r.key), score: Number(r.score) }))
    : window.slice(0, limit).map((key) => ({ key, score: 0 }));
  // The best items' segment counts in a statement of their own: joined into the ranking statement, search_item was
  // read for every item of the window before the limit (29 ms against 6 at 100,000 documents).
  const segments = await db.selectFrom("search_item").select(["key", "segments"]).where("key", "in", best.map((b) => b.key)).execute();
  const found = await reader.matchingSegments(plan.filter, segments.map((s) => ({ key: Number(s.key), segments: s.segments })));
  return segmentsByItemScore(best, found, limit);
}
