import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { SearchBackend } from "../types.js";
import { facetCombosFts, matchingSegmentsFts, sortMatchesFts } from "./matches.js";
import { rankBodyFts, rankMetaFts } from "./rank.js";
import { removeFts, writeFts } from "./write.js";

/** SQLite FTS5: contentless tables with positions; bm25 ranks, phrases give exact substrings. */
export function sqliteBackend(db: Kysely<Database>): SearchBackend {
  return {
    write: writeFts,
    remove: removeFts,
    facetCombos: (plan, filters) => facetCombosFts(db, plan, filters),
    rankMeta: (plan, filters, limit) => rankMetaFts(db, plan, filters, limit),
    rankBody: (plan, filters, limit) => rankBodyFts(db, plan, filters, limit),
    sortMatches: (plan, filters, field, offset, limit) => sortMatchesFts(db, plan, filters, field, offset, limit),
    matchingSegments: (plan, items) => matchingSegmentsFts(db, plan, items),
    async storageBytes() {
      const { rows } = await sql<{ bytes: number | null }>`select sum(pgsize) as bytes from dbstat
        where aggregate = true and (name like 'search\\_%' escape '\\' or name like 'sqlite_autoindex_search\\_%' escape '\\')`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
    async beginBulkLoad() {},
    async optimize() {
      await sql`insert into search_fts_meta (search_fts_meta) values ('optimize')`.execute(db);
      await sql`insert into search_fts_body (search_fts_body) values ('optimize')`.execute(db);
    },
  };
}
