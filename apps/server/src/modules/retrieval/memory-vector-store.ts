import type { Kysely } from "kysely";
import usearch from "usearch";
import type { Database as Schema } from "../../db/schema.js";
import { bytesVector } from "./vector-bytes.js";
import type { VectorHit, VectorStore } from "./vector-store.js";
import "./tables.js";

/** Rows read per statement while catching up with retrieval_chunk. */
const BATCH = 5000;

interface LoadedIndex {
  modelId: number;
  dimensions: number;
  index: InstanceType<typeof usearch.Index>;
  /** the highest chunk id read */
  cursor: number;
}

/**
 * An approximate index in the process (usearch HNSW, cosine) over the current model's vectors of retrieval_chunk,
 * for PostgreSQL without pgvector. Before each search it reads the chunks written since (ids only grow), so
 * vectors written by any process are found; chunks removed in this process leave the index at once, those removed
 * by another are dropped by the caller, which reads hits back from the table.
 */
export function memoryVectorStore(kysely: Kysely<Schema>): VectorStore {
  let loaded: LoadedIndex | undefined;
  let catchingUp: Promise<void> | undefined;

  async function catchUp(modelId: number): Promise<void> {
    for (;;) {
      const after = loaded?.modelId === modelId ? loaded.cursor : 0;
      const rows = await kysely
        .selectFrom("retrieval_chunk")
        .select(["id", "vector"])
        .where("model_id", "=", modelId)
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      const vectors = rows.map((r) => bytesVector(r.vector));
      const dimensions = vectors[0]!.length;
      if (!loaded || loaded.modelId !== modelId || loaded.dimensions !== dimensions) {
        loaded = { modelId, dimensions, cursor: 0, index: new usearch.Index(dimensions, usearch.MetricKind.Cos, usearch.ScalarKind.F32, 16) };
      }
      const fitting = rows.flatMap((row, i) => (vectors[i]!.length === dimensions ? [{ key: BigInt(row.id), vector: vectors[i]! }] : []));
      const matrix = new Float32Array(fitting.length * dimensions);
      fitting.forEach((f, i) => matrix.set(f.vector, i * dimensions));
      if (fitting.length > 0) loaded.index.add(BigUint64Array.from(fitting.map((f) => f.key)), matrix, 0);
      loaded.cursor = Number(rows[rows.length - 1]!.id);
      if (rows.length < BATCH) return;
    }
  }

  const synced = (modelId: number) => (catchingUp ??= catchUp(modelId).finally(() => (catchingUp = undefined)));

  return {
    async added(chunks) {
      if (chunks.length > 0) await synced(chunks[0]!.modelId);
    },
    async removed(chunkIds) {
      if (!loaded) return;
      const present = chunkIds.map((id) => BigInt(id)).filter((key) => loaded!.index.contains(key));
      if (present.length > 0) loaded.index.remove(present);
    },
    async search(modelId, vector, k): Promise<VectorHit[]> {
      await synced(modelId);
      if (!loaded || loaded.modelId !== modelId || loaded.dimensions !== vector.length || loaded.index.size() === 0) return [];
      const matches = loaded.index.search(vector, k, 0);
      return Array.from(matches.keys, (key, i) => ({ chunkId: Number(key), similarity: 1 - matches.distances[i]! }));
    },
    async close() {
      loaded = undefined;
    },
  };
}
