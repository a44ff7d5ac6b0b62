import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { MatchNode, QueryPlan } from "../../text/query-plan.js";
import { itemConditions, needsItemJoin } from "../filter-sql.js";
import type { ScoredKey, ScoredSegment, SearchFilters } from "../types.js";
import { fts5Match } from "./compile-match.js";

/** Rows ranked per query at most; beyond that the newest matches are ranked (see SearchBackend). */
export const META_WINDOW = 2000;
export const BODY_WINDOW = 1000;

interface FtsTable {
  name: "search_fts_meta" | "search_fts_body";
  /**
   * Whether bm25 reads the jieba-word alternatives too. bm25 first counts, for every phrase of the query, the rows
   * holding it; on the body that is a pass over long lists, so the body ranks by the plain substrings only.
   */
  rankWords: boolean;
  /** the item key of a row */
  key: RawBuilder<number>;
  bm25: RawBuilder<number>;
  window: number;
}

const meta: FtsTable = {
  name: "search_fts_meta",
  rankWords: true,
  key: sql<number>`search_fts_meta.rowid`,
  bm25: sql<number>`bm25(search_fts_meta, 10.0, 6.0, 2.0)`,
  window: META_WINDOW,
};
const body: FtsTable = {
  name: "search_fts_body",
  rankWords: false,
  key: sql<number>`(search_fts_body.rowid >> 10)`,
  bm25: sql<number>`bm25(search_fts_body)`,
  window: BODY_WINDOW,
};

/** FROM and WHERE of the matches of one FTS table under the filters (joined to the items only when needed). */
function matches(table: FtsTable, node: MatchNode, filters: SearchFilters, extra: RawBuilder<unknown> = sql`1 = 1`) {
  const name = sql.table(table.name);
  const match = sql`${name} match ${fts5Match(node)}`;
  if (needsItemJoin(filters)) {
    return sql`from ${name} join search_item i on i.key = ${table.key} where ${match} and ${itemConditions(filters)} and ${extra}`;
  }
  const type = filters.docType === undefined ? sql`1 = 1` : sql`(${table.key} & 1) = ${filters.docType}`;
  return sql`from ${name} where ${match} and ${type} and ${extra}`;
}

/** The rowid of the window-th newest match, when there are more matches than the window. */
async function windowFloor(db: Kysely<Database>, table: FtsTable, plan: QueryPlan, filters: SearchFilters): Promise<number | undefined> {
  const rowid = sql.raw(`${table.name}.rowid`);
  const { rows } = await sql<{ rowid: number }>`select ${rowid} as rowid ${matches(table, plan.filter, filters)}
    order by ${rowid} desc limit 1 offset ${table.window - 1}`.execute(db);
  return rows[0]?.rowid;
}

async function rank(db: Kysely<Database>, table: FtsTable, plan: QueryPlan, filters: SearchFilters, limit: number) {
  const rowid = sql.raw(`${table.name}.rowid`);
  const floor = await windowFloor(db, table, plan, filters);
  const extra = floor === undefined ? sql`1 = 1` : sql`${rowid} >= ${floor}`;
  const { rows } = await sql<{ rowid: number; score: number }>`select ${rowid} as rowid, -${table.bm25} as score
    ${matches(table, table.rankWords ? plan.root : plan.filter, filters, extra)} order by score desc, rowid desc limit ${limit}`.execute(db);
  return rows;
}

export async function rankMetaFts(db: Kysely<Database>, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredKey[]> {
  return (await rank(db, meta, plan, filters, limit)).map((r) => ({ key: r.rowid, score: r.score }));
}

export async function rankBodyFts(db: Kysely<Database>, plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredSegment[]> {
  return (await rank(db, body, plan, filters, limit)).map((r) => ({ segKey: r.rowid, score: r.score }));
}
