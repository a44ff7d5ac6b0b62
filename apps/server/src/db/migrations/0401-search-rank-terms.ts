import { sql, type Kysely } from "kysely";
import { isPostgres } from "../columns.js";

/**
 * SQLite ranks body matches by each item's most frequent words (as PostgreSQL does with search_pg_meta.rank_tsv)
 * instead of FTS5's bm25, whose statistics cost a pass over every match. Items indexed before this table existed
 * rank by recency among the body matches until the index is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table search_fts_rank (key integer primary key, terms blob not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_fts_rank`.execute(db);
}
