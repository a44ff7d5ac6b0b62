import path from "node:path";
import type { Kysely } from "kysely";
import type { Database as Schema } from "../../db/schema.js";
import { startBundledWorker } from "../../workers/bundled-worker.js";
import { createRequestPool } from "../../workers/request-pool.js";
import { bytesVector } from "./vector-bytes.js";
import type { VectorIndexMatches, VectorIndexReply, VectorIndexRequest, VectorIndexState } from "./vector-index-protocol.js";
import type { VectorHit, VectorStore } from "./vector-store.js";
import "./tables.js";

/** Rows read per statement while catching up with retrieval_chunk. */
const BATCH = 2000;
/** The index is saved once this share of it (or 10,000 vectors, whichever is more) changed since the last save. */
const SAVE_SHARE = 0.1;
const SAVE_AT_LEAST = 10_000;
/** The worker thread is kept for as long as a timer allows (about 24 days) when idle; it is ended on shutdown. */
const KEEP_WORKER_MS = 2 ** 31 - 1;

/**
 * Nearest passages from an approximate index (HNSW) over the current model's vectors of retrieval_chunk, owned by
 * a worker thread (vector-index-worker.ts) and saved under `folder`, the same on SQLite and PostgreSQL. Before a
 * search the index reads the chunks written since (ids only grow), so vectors written by any process are found;
 * chunks removed in this process leave the index at once, those removed by another are dropped by the caller,
 * which reads hits back from the table.
 */
export function hnswVectorStore(kysely: Kysely<Schema>, folder: string): VectorStore {
  const pool = createRequestPool<VectorIndexRequest, VectorIndexReply>(() => startBundledWorker(import.meta.url, "vector-index-worker"), {
    size: 1,
    idleMs: KEEP_WORKER_MS,
  });
  const ask = (request: VectorIndexRequest, transfer?: ArrayBuffer[]) => pool.run(request, transfer);
  let catchingUp: { done: Promise<void>; bulk: Promise<void> } | undefined;

  async function opened(modelId: number): Promise<VectorIndexState | null> {
    const known = (await ask({ op: "state" })) as VectorIndexState | null;
    if (known?.modelId === modelId) return known;
    const first = await kysely.selectFrom("retrieval_chunk").select("vector").where("model_id", "=", modelId).limit(1).executeTakeFirst();
    if (!first) return null;
    const dimensions = bytesVector(first.vector).length;
    return (await ask({ op: "open", modelId, dimensions, file: path.join(folder, `model-${modelId}-${dimensions}.usearch`) })) as VectorIndexState;
  }

  /** Reads the chunks written since into the index; `onBulk` once it finds more than one batch to read. */
  async function catchUp(modelId: number, onBulk: () => void): Promise<void> {
    let indexed: VectorIndexState | null = await opened(modelId);
    if (!indexed) return;
    for (;;) {
      const rows = await kysely
        .selectFrom("retrieval_chunk")
        .select(["id", "vector"])
        .where("model_id", "=", modelId)
        .where("id", ">", indexed.cursor)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      const dimensions: number = indexed.dimensions;
      const fitting = rows.map((row) => ({ key: Number(row.id), vector: bytesVector(row.vector) })).filter((row) => row.vector.length === dimensions);
      const vectors = new Float32Array(fitting.length * dimensions);
      fitting.forEach((row, i) => vectors.set(row.vector, i * dimensions));
      const cursor = Number(rows[rows.length - 1].id);
      const keys = fitting.map((row) => row.key);
      indexed = ((await ask({ op: "add", modelId, keys, vectors, cursor }, [vectors.buffer])) as VectorIndexState | null) ?? indexed;
      if (indexed.modelId !== modelId) return;
      if (rows.length < BATCH) break;
      onBulk();
    }
    if (indexed.unsaved >= Math.max(SAVE_AT_LEAST, indexed.size * SAVE_SHARE)) await ask({ op: "save" });
  }

  const synced = (modelId: number) => {
    if (!catchingUp) {
      let bulk!: () => void;
      const started = { bulk: new Promise<void>((resolve) => (bulk = resolve)), done: Promise.resolve() };
      started.done = catchUp(modelId, bulk).finally(() => {
        bulk();
        catchingUp = undefined;
      });
      catchingUp = started;
    }
    return catchingUp;
  };

  return {
    async added(chunks) {
      if (chunks.length > 0) await synced(chunks[0].modelId).done;
    },
    async removed(chunkIds) {
      if (chunkIds.length > 0) await ask({ op: "remove", keys: chunkIds });
    },
    async search(modelId, vector, k): Promise<VectorHit[]> {
      // A few new chunks are read before searching; a backlog of more than a batch (a first build, a new model)
      // is not waited for: the search finds what is indexed so far.
      const catching = synced(modelId);
      await Promise.race([catching.done, catching.bulk]);
      const matches = (await ask({ op: "search", modelId, vector, k })) as VectorIndexMatches | null;
      if (!matches) return [];
      return matches.keys.map((key, i) => ({ chunkId: key, similarity: 1 - matches.distances[i] }));
    },
    async close() {
      // Closing: a failed catch-up was the failure of the search that started it; the index is saved as it is.
      await catchingUp?.done.catch(() => undefined);
      // Unsaved vectors are read again from the chunks after the saved cursor at the next opening.
      await ask({ op: "save" }).catch(() => undefined);
      await pool.close();
    },
  };
}
