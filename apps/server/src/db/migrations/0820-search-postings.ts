import { sql, type Kysely } from "kysely";
import { isPostgres, nowIso } from "../columns.js";

/**
 * The body index becomes posting lists of our own on both databases (modules/search/backend/postings), replacing
 * FTS5's body table on SQLite and the tsvector + GIN body table on PostgreSQL. Every indexed item goes back in the
 * queue, so the indexer writes its body again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const blob = pg ? sql`bytea` : sql`blob`;
  await sql`create table search_body_part (
    id integer primary key,
    first integer not null,
    last integer not null,
    segments integer not null,
    buckets integer not null,
    seg_keys ${blob} not null
  )`.execute(db);
  await sql`create table search_body_bucket (
    part integer not null,
    bucket integer not null,
    data ${blob} not null,
    primary key (part, bucket)
  )`.execute(db);
  await sql`create table search_body_gone (
    key ${pg ? sql`bigint` : sql`integer`} not null,
    revision integer not null
  )`.execute(db);
  await sql`create index search_body_gone_revision_idx on search_body_gone (revision)`.execute(db);
  await sql`drop table if exists ${sql.table(pg ? "search_pg_body" : "search_fts_body")}`.execute(db);
  await sql`
    insert into search_queue (doc_type, item_id, queued_at)
    select doc_type, item_id, ${nowIso()} from search_item where true
    on conflict (doc_type, item_id) do nothing
  `.execute(db);
}

export function down(): Promise<void> {
  return Promise.reject(new Error("the search index's body tables cannot go back; restore a backup made before 0820 instead"));
}
