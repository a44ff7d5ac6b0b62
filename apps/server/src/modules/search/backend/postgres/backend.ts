import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { SearchBackend } from "../types.js";
import { facetCombosPg, matchingSegmentsPg, sortMatchesPg } from "./matches.js";
import { pgMatchReader } from "./match-reader.js";
import { rankBodyPg, rankMetaPg } from "./rank.js";
import { removeTsvectors, writeTsvectors } from "./write.js";

/**
 * Runs a search statement with bitmap scans only: the planner does not see what reading a large tsvector out of
 * TOAST costs, and for common words would otherwise test `@@` row by row (sequential or index scans). The
 * statements read every match from one table's GIN bitmap.
 */
function viaIndex<T>(db: Kysely<Database>, run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`.execute(trx);
    return run(trx);
  });
}

/** PostgreSQL: server-built tsvectors with GIN; exact lexeme queries (no rechecks), ts_rank over small vectors. */
export function postgresBackend(db: Kysely<Database>): SearchBackend {
  const reader = pgMatchReader();
  return {
    write: writeTsvectors,
    remove: removeTsvectors,
    facetCombos: (plan, filters) => viaIndex(db, (trx) => facetCombosPg(trx, reader, plan, filters)),
    rankMeta: (plan, filters, limit) => viaIndex(db, (trx) => rankMetaPg(trx, reader, plan, filters, limit)),
    rankBody: (plan, filters, limit) => rankBodyPg(db, reader, plan, filters, limit),
    sortMatches: (plan, filters, field, offset, limit) => viaIndex(db, (trx) => sortMatchesPg(trx, reader, plan, filters, field, offset, limit)),
    matchingSegments: (plan, items) => matchingSegmentsPg(db, plan, items),
    async storageBytes() {
      const { rows } = await sql<{ bytes: number | null }>`select sum(pg_total_relation_size(c.oid)) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema() and c.relname like 'search\\_%'`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
    async beginBulkLoad() {
      await sql`drop index if exists search_pg_meta_tsv_idx`.execute(db);
      await sql`drop index if exists search_pg_body_tsv_idx`.execute(db);
    },
    async optimize() {
      await db.transaction().execute(async (trx) => {
        await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
        await sql`create index if not exists search_pg_meta_tsv_idx on search_pg_meta using gin (tsv)`.execute(trx);
        await sql`create index if not exists search_pg_body_tsv_idx on search_pg_body using gin (tsv)`.execute(trx);
      });
      await sql`vacuum analyze search_pg_meta, search_pg_body, search_item`.execute(db);
    },
    async close() {},
  };
}
