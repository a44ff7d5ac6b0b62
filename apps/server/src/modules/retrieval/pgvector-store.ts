import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../db/schema.js";
import { openSessionPool } from "../../db/session-pool.js";
import { ensureModelIndex } from "./pgvector-setup.js";
import { bytesVector } from "./vector-bytes.js";
import type { VectorHit, VectorStore } from "./vector-store.js";
import "./tables.js";

/**
 * Candidates an HNSW scan keeps (pgvector's hnsw.ef_search, 40 by default); a scan returns at most this many rows,
 * so it is kept above the k retrieval asks for (60). bench:rag, 100,000 passages of vectors shaped as real
 * embeddings: recall@10 99.9% at 64, 100% from 100 on, p50 7.1 ms at 100 against 19.6 ms at 300 (load 15–25).
 * Near-uniform clusters, the worst case, need more: 64% at 100, 90% at 300 (at 1,000,000 passages 32% at 300).
 */
const EF_SEARCH = 100;
/** Chunks copied per statement when a model's vectors are filled in. */
const BATCH = 1000;

const halfvec = (vector: Float32Array) => `[${vector.join(",")}]`;

/** The k chunks of a model nearest to `vector`, in the form the model's partial index serves (modelIndexName). */
function nearestQuery(modelId: number, vector: Float32Array, k: number) {
  const dimensions = sql.lit(vector.length);
  return sql<{ chunk_id: number; distance: number }>`
    select chunk_id, embedding::halfvec(${dimensions}) <=> ${halfvec(vector)}::halfvec(${dimensions}) as distance
    from retrieval_vector
    where model_id = ${sql.lit(modelId)} and dimensions = ${dimensions}
    order by distance
    limit ${sql.lit(Math.max(1, Math.floor(k)))}`;
}

/** The nearest chunks with their passages, in one round trip: the index scan (limited first) joined to the chunk rows. */
export function nearestPassages(modelId: number, vector: Float32Array, k: number) {
  return sql<{ chunk_id: number; distance: number; document_id: number; page: number; start_offset: number; end_offset: number }>`
    select n.chunk_id, n.distance, c.document_id, c.page, c.start_offset, c.end_offset
    from (${nearestQuery(modelId, vector, k)}) as n
    join retrieval_chunk c on c.id = n.chunk_id
    order by n.distance`;
}

/**
 * Nearest passages through pgvector: each chunk's vector copied to retrieval_vector (halfvec) and searched by a
 * partial HNSW index per model, all inside PostgreSQL, so every process sees every write at once and a chunk
 * deleted by anyone leaves with its row (ON DELETE CASCADE). The writer copies its new chunks (`added`); chunks
 * written without it (before the extension came, or by a process that stopped in between) are copied when a
 * process first uses the model.
 */
export function pgvectorStore(kysely: Kysely<Schema>, url: string): VectorStore {
  const reads = openSessionPool(url, `-c hnsw.ef_search=${EF_SEARCH}`, 4);
  const ready = new Map<string, Promise<void>>();

  async function copy(rows: Array<{ id: number; modelId: number; vector: Float32Array }>): Promise<void> {
    if (rows.length === 0) return;
    // A chunk deleted meanwhile is left out (its cascade already ran), not an error.
    await sql`
      insert into retrieval_vector (chunk_id, model_id, dimensions, embedding)
      select u.id, u.model_id, u.dimensions, u.embedding
      from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.modelId)}::int[], ${rows.map((r) => r.vector.length)}::int[], ${rows.map((r) => halfvec(r.vector))}::halfvec[])
        as u (id, model_id, dimensions, embedding)
      where exists (select 1 from retrieval_chunk c where c.id = u.id)
      on conflict (chunk_id) do nothing`.execute(kysely);
  }

  async function fillIn(modelId: number): Promise<void> {
    for (let after = 0; ; ) {
      const rows = await kysely
        .selectFrom("retrieval_chunk as c")
        .select(["c.id", "c.vector"])
        .where("c.model_id", "=", modelId)
        .where("c.id", ">", after)
        .where((eb) => eb.not(eb.exists(eb.selectFrom("retrieval_vector as v").select("v.chunk_id").whereRef("v.chunk_id", "=", "c.id"))))
        .orderBy("c.id")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      await copy(rows.map((row) => ({ id: Number(row.id), modelId, vector: bytesVector(row.vector) })));
      after = Number(rows[rows.length - 1].id);
    }
  }

  /** Once per process and model: its missing vectors copied, then its index made if missing. */
  const prepared = (modelId: number, dimensions: number) => {
    const key = `${modelId}:${dimensions}`;
    let done = ready.get(key);
    if (!done) {
      done = fillIn(modelId).then(() => ensureModelIndex(kysely, modelId, dimensions));
      done.catch(() => ready.delete(key));
      ready.set(key, done);
    }
    return done;
  };

  return {
    async added(chunks) {
      if (chunks.length === 0) return;
      await copy(chunks);
      await prepared(chunks[0].modelId, chunks[0].vector.length);
    },
    async removed(chunkIds) {
      if (chunkIds.length > 0) await kysely.deleteFrom("retrieval_vector").where("chunk_id", "in", chunkIds).execute();
    },
    async search(modelId, vector, k): Promise<VectorHit[]> {
      // Not waited for: until a model's index exists, the scan is exact (slower, not wrong).
      prepared(modelId, vector.length).catch(() => undefined);
      const { rows } = await nearestPassages(modelId, vector, k).execute(reads);
      return rows.map((row) => ({
        chunkId: Number(row.chunk_id),
        similarity: 1 - Number(row.distance),
        passage: { documentId: Number(row.document_id), page: row.page, start: row.start_offset, end: row.end_offset },
      }));
    },
    async close() {
      await Promise.allSettled(ready.values());
      await reads.destroy();
    },
  };
}
