import path from "node:path";
import type { AppContext } from "../../context.js";
import { hnswVectorStore } from "./hnsw-vector-store.js";

export interface VectorHit {
  chunkId: number;
  /** cosine similarity, -1–1 */
  similarity: number;
}

/**
 * Nearest passages by vector. The chunk rows (retrieval_chunk) are the truth, written by the embedding worker;
 * a store indexes them: `added` after new rows are written, `removed` after rows are deleted. A hit may name a
 * chunk deleted meanwhile by another process: callers read hits back from retrieval_chunk.
 */
export interface VectorStore {
  added(chunks: Array<{ id: number; modelId: number; documentId: number; vector: Float32Array }>): Promise<void>;
  removed(chunkIds: number[]): Promise<void>;
  /** The k nearest passages embedded by this model. */
  search(modelId: number, vector: Float32Array, k: number): Promise<VectorHit[]>;
  close(): Promise<void>;
}

const stores = new WeakMap<object, VectorStore>();

/**
 * The store for the context's database: an approximate (HNSW) index in a worker thread, saved under
 * `<data dir>/vectors`, on SQLite and PostgreSQL alike (ARCHITECTURE.md says why not sqlite-vec's exact scan).
 */
export function vectorStore(ctx: AppContext): VectorStore {
  let store = stores.get(ctx.db);
  if (!store) {
    const created = hnswVectorStore(ctx.db.kysely, path.join(ctx.env.dataDir, "vectors"));
    stores.set(ctx.db, created);
    ctx.hooks.onShutdown.push(() => created.close());
    store = created;
  }
  return store;
}
