import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { bodyBackendParts } from "../body-matches.js";
import { BodyIndex } from "../postings/body-index.js";
import type { BodyStore } from "../postings/body-store.js";
import { sqliteBodyStore } from "../postings/sqlite-store.js";
import type { SearchBackend } from "../types.js";
import { rankBodyFts, rankMetaFts } from "./rank.js";
import { openFtsReader, type FtsReader } from "./reader.js";
import { removeFts, writeFts } from "./write.js";

/**
 * SQLite: the body index is posting lists of our own (postings/); title, keywords and description are a contentless
 * FTS5 table with positions, ranked by bm25; body matches rank by their items' rank terms. Reads go through a
 * read-only connection of their own and an in-memory copy of item fields.
 */
export function sqliteBackend(db: Kysely<Database>): SearchBackend {
  let reader: Promise<FtsReader> | undefined;
  // Opened at the first search, never inside a write's transaction (which holds the one connection).
  const read = () => (reader ??= openFtsReader(db));
  let store: Promise<BodyStore> | undefined;
  const body = new BodyIndex(db, () => (store ??= read().then((r) => sqliteBodyStore(r.connection))));
  const matches = body.reader;
  return {
    ...bodyBackendParts(body, { write: writeFts, remove: removeFts }),
    rankMeta: (plan, filters, limit) => rankMetaFts(db, matches, plan, filters, limit),
    rankBody: async (plan, filters, limit) => rankBodyFts(await read(), matches, plan, filters, limit),
    async storageBytes() {
      const { rows } = await sql<{ bytes: number | null }>`select sum(pgsize) as bytes from dbstat
        where aggregate = true and (name like 'search\\_%' escape '\\' or name like 'sqlite_autoindex_search\\_%' escape '\\')`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
    /** A bulk load merges the meta index's segments once, at the end, instead of while inserting. */
    async beginBulkLoad() {
      await sql`insert into search_fts_meta (search_fts_meta, rank) values ('automerge', 0)`.execute(db);
      await sql`insert into search_fts_meta (search_fts_meta, rank) values ('crisismerge', 64)`.execute(db);
    },
    async optimize() {
      await sql`insert into search_fts_meta (search_fts_meta) values ('optimize')`.execute(db);
      await sql`insert into search_fts_meta (search_fts_meta, rank) values ('automerge', 4)`.execute(db);
      await sql`insert into search_fts_meta (search_fts_meta, rank) values ('crisismerge', 16)`.execute(db);
      await body.optimize();
      // Merges rewrite much of the index: the write-ahead log grows by that much and SQLite never shrinks it on its own.
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
    },
    async close() {
      await body.settled();
      if (reader) (await reader).close();
      reader = undefined;
      store = undefined;
    },
  };
}
