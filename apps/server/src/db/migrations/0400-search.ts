import { sql, type Kysely } from "kysely";
import { bigint, isPostgres, withId } from "../columns.js";

/**
 * The search index (modules/search): items and their page texts, the re-index queue, rebuild jobs, search records,
 * and the back-end tables — FTS5 on SQLite, tsvector + GIN on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("search_item")
    .addColumn("key", pg ? "bigint" : "integer", (c) => c.primaryKey())
    .addColumn("doc_type", "integer", (c) => c.notNull())
    .addColumn("item_id", bigint(db), (c) => c.notNull())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("ext", "text", (c) => c.notNull())
    .addColumn("ext_group", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("category_ids", "text", (c) => c.notNull())
    .addColumn("user_id", bigint(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("view_count", bigint(db), (c) => c.notNull())
    .addColumn("download_count", bigint(db), (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull())
    .addColumn("size", bigint(db), (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("segments", "integer", (c) => c.notNull())
    .addColumn("generation", "integer", (c) => c.notNull())
    .addColumn("revision", bigint(db), (c) => c.notNull())
    .addColumn("indexed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_item_generation_idx").on("search_item").columns(["doc_type", "generation"]).execute();
  await db.schema.createIndex("search_item_revision_idx").on("search_item").column("revision").execute();
  await db.schema
    .createTable("search_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", bigint(db), (c) => c.notNull())
    .execute();
  await db.insertInto("search_state" as never).values({ id: 1, revision: 0 }).execute();

  await db.schema
    .createTable("search_page")
    .addColumn("key", bigint(db), (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("segment", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_page_pk", ["key", "page"])
    .execute();

  await withId(db, db.schema.createTable("search_queue"))
    .addColumn("doc_type", "integer", (c) => c.notNull())
    .addColumn("item_id", bigint(db), (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("locked_until", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("owner", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addUniqueConstraint("search_queue_item_uq", ["doc_type", "item_id"])
    .execute();
  await db.schema.createIndex("search_queue_lock_idx").on("search_queue").columns(["locked_until", "id"]).execute();

  await db.schema
    .createTable("search_job")
    .addColumn("doc_type", "integer", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("generation", "integer", (c) => c.notNull())
    .addColumn("cursor", bigint(db), (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull())
    .addColumn("locked_until", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("error", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("search_record"))
    .addColumn("keywords", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("user_id", bigint(db), (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("spend_time", "real", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_record_created_idx").on("search_record").column("created_at").execute();
  await db.schema.createIndex("search_record_user_idx").on("search_record").columns(["user_id", "id"]).execute();

  if (pg) await createPostgresIndex(db);
  else await createSqliteIndex(db);
}

/** Contentless FTS5 tables: the index keeps positions (phrases, bm25 term frequency), the texts live in search_page. */
async function createSqliteIndex(db: Kysely<unknown>) {
  const options = sql.raw(`tokenize = 'unicode61 remove_diacritics 0', content = '', contentless_delete = 1`);
  await sql`create virtual table search_fts_meta using fts5(title, keywords, description, ${options})`.execute(db);
  await sql`create virtual table search_fts_body using fts5(body, ${options})`.execute(db);
}

/**
 * tsvector columns built by the server (jieba, n-grams) with GIN indexes. Body rows repeat the item fields that
 * filters, facets and sorts read, so that scans over every match stay on the GIN bitmap of one table.
 */
async function createPostgresIndex(db: Kysely<unknown>) {
  await db.schema
    .createTable("search_pg_meta")
    .addColumn("key", "bigint", (c) => c.primaryKey())
    .addColumn("tsv", sql`tsvector`, (c) => c.notNull())
    .addColumn("rank_tsv", sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index search_pg_meta_tsv_idx on search_pg_meta using gin (tsv)`.execute(db);
  await db.schema
    .createTable("search_pg_body")
    .addColumn("seg_key", "bigint", (c) => c.primaryKey())
    .addColumn("key", "bigint", (c) => c.notNull())
    .addColumn("tsv", sql`tsvector`, (c) => c.notNull())
    .addColumn("doc_type", "integer", (c) => c.notNull())
    .addColumn("ext_group", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("category_ids", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("view_count", "bigint", (c) => c.notNull())
    .addColumn("download_count", "bigint", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .execute();
  await sql`create index search_pg_body_tsv_idx on search_pg_body using gin (tsv)`.execute(db);
  await db.schema.createIndex("search_pg_body_key_idx").on("search_pg_body").column("key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "search_pg_body", "search_pg_meta", "search_fts_body", "search_fts_meta", "search_record", "search_job", "search_queue",
    "search_page", "search_state", "search_item",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
