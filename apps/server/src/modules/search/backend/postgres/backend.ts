import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { SearchBackend } from "../types.js";
import { bodyBackendParts } from "../body-matches.js";
import { BodyIndex } from "../postings/body-index.js";
import { pgBodyStore } from "../postings/pg-store.js";
import { openIndexReadPool } from "./index-read-pool.js";
import { rankBodyPg, rankMetaPg } from "./rank.js";
import { removeTsvectors, writeTsvectors } from "./write.js";

/**
 * PostgreSQL: the body index is posting lists of our own (postings/); title, keywords and description are
 * server-built tsvectors with GIN, exact lexeme queries (no rechecks), ts_rank over small vectors. Statements that
 * match through the GIN index run on a pool of their own (index-read-pool.ts).
 */
export function postgresBackend(db: Kysely<Database>, url: string): SearchBackend {
  // pg connects on first use: a process that never searches opens no connection.
  const indexDb = openIndexReadPool(url);
  const store = pgBodyStore(db);
  // A merge inserts its part before the parts it replaces are deleted; vacuumed after it, their space (mostly TOAST
  // chunks of the bucket rows) is free for the next merge: without it the index grew to 2–4.5 times its live data.
  const body = new BodyIndex(db, () => Promise.resolve(store), async () => {
    await sql`vacuum search_body_bucket`.execute(db);
  });
  const reader = body.reader;
  return {
    ...bodyBackendParts(body, { write: writeTsvectors, remove: removeTsvectors }),
    rankMeta: (plan, filters, limit) => rankMetaPg(indexDb, reader, plan, filters, limit),
    rankBody: (plan, filters, limit) => rankBodyPg(db, reader, plan, filters, limit),
    async storageBytes() {
      const { rows } = await sql<{ bytes: number | null }>`select sum(pg_total_relation_size(c.oid)) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema() and c.relname like 'search\\_%'`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
    async beginBulkLoad() {
      await sql`drop index if exists search_pg_meta_tsv_idx`.execute(db);
    },
    async optimize() {
      await db.transaction().execute(async (trx) => {
        await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
        await sql`create index if not exists search_pg_meta_tsv_idx on search_pg_meta using gin (tsv)`.execute(trx);
      });
      await body.optimize();
      await sql`vacuum analyze search_pg_meta, search_item, search_body_part, search_body_bucket`.execute(db);
    },
    async close() {
      await body.settled();
      await indexDb.destroy();
    },
  };
}
