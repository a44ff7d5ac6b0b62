import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { SearchBackend } from "../types.js";
import { facetCombosFts, matchingSegmentsFts, sortMatchesFts, termWindowsFts } from "./matches.js";
import { rankBodyFts, rankMetaFts } from "./rank.js";
import { openFtsReader, type FtsReader } from "./reader.js";
import { removeFts, writeFts } from "./write.js";

/**
 * SQLite FTS5: contentless tables with positions; phrases give exact substrings. bm25 ranks meta matches; body
 * matches rank by their items' rank terms. Scans over every match (facets, sorting by a field, the ranking windows)
 * go through a read-only connection and an in-memory copy of item fields.
 */
export function sqliteBackend(db: Kysely<Database>): SearchBackend {
  let reader: Promise<FtsReader> | undefined;
  const read = () => (reader ??= openFtsReader(db));
  return {
    write: writeFts,
    remove: removeFts,
    facetCombos: async (plan, filters) => facetCombosFts(await read(), plan, filters),
    rankMeta: async (plan, filters, limit) => rankMetaFts(db, await read(), plan, filters, limit),
    rankBody: async (plan, filters, limit) => rankBodyFts(db, await read(), plan, filters, limit),
    sortMatches: async (plan, filters, field, offset, limit) => sortMatchesFts(await read(), plan, filters, field, offset, limit),
    termWindows: async (plans, filters, window) => termWindowsFts(await read(), plans, filters, window),
    matchingSegments: (plan, items) => matchingSegmentsFts(db, plan, items),
    async storageBytes() {
      const { rows } = await sql<{ bytes: number | null }>`select sum(pgsize) as bytes from dbstat
        where aggregate = true and (name like 'search\\_%' escape '\\' or name like 'sqlite_autoindex_search\\_%' escape '\\')`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
    /** A bulk load merges index segments once, at the end, instead of while inserting. */
    async beginBulkLoad() {
      for (const table of ["search_fts_meta", "search_fts_body"]) {
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('automerge', 0)`.execute(db);
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('crisismerge', 64)`.execute(db);
      }
    },
    async optimize() {
      for (const table of ["search_fts_meta", "search_fts_body"]) {
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}) values ('optimize')`.execute(db);
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('automerge', 4)`.execute(db);
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('crisismerge', 16)`.execute(db);
      }
      // 'optimize' rewrites the whole index in one transaction: the write-ahead log grew by the index's size
      // (gigabytes at 100,000 documents) and SQLite never shrinks it on its own.
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
    },
    async close() {
      if (reader) (await reader).close();
      reader = undefined;
    },
  };
}
