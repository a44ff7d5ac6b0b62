import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../db/schema.js";
import "./tables.js";

/** halfvec (16-bit floats, as the in-process index keeps them) came with pgvector 0.7. */
const HALFVEC_SINCE = [0, 7];

const atLeast = (version: string | undefined, wanted: number[]) => {
  const parts = (version ?? "0").split(".").map(Number);
  for (let i = 0; i < wanted.length; i++) if ((parts[i] ?? 0) !== wanted[i]) return (parts[i] ?? 0) > wanted[i];
  return true;
};

async function installedVersion(kysely: Kysely<Schema>): Promise<string | undefined> {
  const { rows } = await sql<{ extversion: string }>`select extversion from pg_extension where extname = 'vector'`.execute(kysely);
  return rows[0]?.extversion;
}

/**
 * Whether vectors can live in PostgreSQL through pgvector: the extension is installed on the server (or can be
 * created by this role) in version 0.7 or later, and the vector table exists. It is made here rather than by a
 * migration because its column type exists only with the extension, which may come after the migrations ran.
 */
export async function preparePgvector(kysely: Kysely<Schema>, warn: (message: string, error: unknown) => void): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'vector'`.execute(kysely);
    if (rows.length === 0) return false;
    // Two processes starting together may both try; the loser's error is fine if the extension is there after.
    await sql`create extension if not exists vector`.execute(kysely).catch(() => undefined);
    const version = await installedVersion(kysely);
    if (!version) throw new Error("the vector extension could not be created by this database role");
    if (!atLeast(version, HALFVEC_SINCE)) throw new Error(`pgvector ${version} is older than ${HALFVEC_SINCE.join(".")}`);
    await sql`
      create table if not exists retrieval_vector (
        chunk_id bigint primary key references retrieval_chunk (id) on delete cascade,
        model_id integer not null,
        dimensions integer not null,
        embedding halfvec not null
      )`
      .execute(kysely)
      .catch(async (error: unknown) => {
        const { rows: found } = await sql<{ name: string | null }>`select to_regclass('retrieval_vector')::text as name`.execute(kysely);
        if (!found[0]?.name) throw error;
      });
    return true;
  } catch (error) {
    warn("pgvector not used; vectors are indexed in the process", error);
    return false;
  }
}

/**
 * The graph's build parameters, as the in-process index's (vector-index-worker.ts): pgvector's default candidate
 * list (64) gives a graph that at a million passages needs twice the search effort for the same recall.
 */
const NEIGHBOURS = 16;
const BUILD_CANDIDATES = 128;

/** The HNSW index of one model's vectors of one length (a partial index, so each model's searches use only its own). */
export const modelIndexName = (modelId: number, dimensions: number) => `retrieval_vector_m${modelId}_d${dimensions}_ef${BUILD_CANDIDATES}`;
/** The same index as built before its parameters were set (pgvector's defaults): dropped once the new one is valid. */
const defaultsIndexName = (modelId: number, dimensions: number) => `retrieval_vector_m${modelId}_d${dimensions}`;

/** Memory for building an index in one pass; pgvector builds far more slowly once the graph outgrows it. */
const BUILD_MEMORY = "2GB";

/** Tries of an index build that PostgreSQL ended as a deadlock. */
const DEADLOCK_TRIES = 3;

/**
 * Makes the index of a model's vectors if it is missing, without blocking writes (CONCURRENTLY). A build that
 * failed part-way leaves an invalid index that searches ignore: it is dropped and built again. Two concurrent index
 * builds or drops on the table (another process, another model) each wait for the other's transaction, and
 * PostgreSQL ends one of them as a deadlock: that one tries again once the other is through.
 */
export async function ensureModelIndex(kysely: Kysely<Schema>, modelId: number, dimensions: number): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await ensureModelIndexOnce(kysely, modelId, dimensions);
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || tries >= DEADLOCK_TRIES) throw error;
    }
  }
}

async function ensureModelIndexOnce(kysely: Kysely<Schema>, modelId: number, dimensions: number): Promise<void> {
  const name = modelIndexName(modelId, dimensions);
  const valid = async () => {
    const { rows } = await sql<{ valid: boolean }>`
      select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = ${name}`.execute(kysely);
    return rows[0]?.valid;
  };
  const state = await valid();
  if (state) return dropIndex(kysely, defaultsIndexName(modelId, dimensions));
  if (state === false) {
    // Invalid also while another process builds it: leave that build alone.
    const { rows } = await sql`select 1 from pg_stat_progress_create_index p join pg_class c on c.oid = p.index_relid where c.relname = ${name}`.execute(kysely);
    if (rows.length > 0) return;
  }
  await kysely.connection().execute(async (connection) => {
    if (state === false) await sql`drop index concurrently if exists ${sql.id(name)}`.execute(connection);
    await sql`set maintenance_work_mem = ${sql.lit(BUILD_MEMORY)}`.execute(connection);
    try {
      await sql`
        create index concurrently if not exists ${sql.id(name)} on retrieval_vector
        using hnsw ((embedding::halfvec(${sql.lit(dimensions)})) halfvec_cosine_ops) with (m = ${sql.lit(NEIGHBOURS)}, ef_construction = ${sql.lit(BUILD_CANDIDATES)})
        where model_id = ${sql.lit(modelId)} and dimensions = ${sql.lit(dimensions)}`.execute(connection);
    } catch (error) {
      // Another process building the same index at once: fine once it is valid.
      if (!(await valid())) throw error;
    } finally {
      await sql`reset maintenance_work_mem`.execute(connection);
    }
  });
  await dropIndex(kysely, defaultsIndexName(modelId, dimensions));
}

async function dropIndex(kysely: Kysely<Schema>, name: string): Promise<void> {
  await sql`drop index concurrently if exists ${sql.id(name)}`.execute(kysely);
}
