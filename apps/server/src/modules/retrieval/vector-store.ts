import path from "node:path";
import type { AppContext } from "../../context.js";
import { hnswVectorStore } from "./hnsw-vector-store.js";
import { preparePgvector } from "./pgvector-setup.js";
import { pgvectorStore } from "./pgvector-store.js";

export interface VectorHit {
  chunkId: number;
  /** cosine similarity, -1–1 */
  similarity: number;
  /** where the chunk lies, from a store that reads it with the hit (pgvector); otherwise read back from retrieval_chunk */
  passage?: ChunkPassage;
}

export interface ChunkPassage {
  documentId: number;
  page: number;
  /** offsets of the passage in the page text */
  start: number;
  end: number;
}

/**
 * Nearest passages by vector. The chunk rows (retrieval_chunk) are the truth, written by the embedding worker;
 * a store indexes them: `added` after new rows are written, `removed` after rows are deleted. A hit without its
 * passage may name a chunk deleted meanwhile by another process: callers read such hits back from retrieval_chunk.
 */
export interface VectorStore {
  added(chunks: Array<{ id: number; modelId: number; documentId: number; vector: Float32Array }>): Promise<void>;
  removed(chunkIds: number[]): Promise<void>;
  /** The k nearest passages embedded by this model. */
  search(modelId: number, vector: Float32Array, k: number): Promise<VectorHit[]>;
  close(): Promise<void>;
}

/** A store chosen by a check that has to ask the database first. */
function chosenLater(choice: Promise<VectorStore>): VectorStore {
  return {
    added: async (chunks) => (await choice).added(chunks),
    removed: async (chunkIds) => (await choice).removed(chunkIds),
    search: async (modelId, vector, k) => (await choice).search(modelId, vector, k),
    close: async () => (await choice).close(),
  };
}

const stores = new WeakMap<object, VectorStore>();

/**
 * The store for the context's database: on PostgreSQL with pgvector (0.7 or later) the vectors are indexed in the
 * database; otherwise — SQLite, or PostgreSQL without the extension — by an approximate (HNSW) index in a worker
 * thread, saved under `<data dir>/vectors` (ARCHITECTURE.md says why not sqlite-vec's exact scan).
 */
export function vectorStore(ctx: AppContext): VectorStore {
  let store = stores.get(ctx.db);
  if (!store) {
    const { kysely, url } = ctx.db;
    const inProcess = () => hnswVectorStore(kysely, path.join(ctx.env.dataDir, "vectors"));
    const warn = (message: string, error: unknown) => ctx.log.warn(message, { err: error });
    const created = url ? chosenLater(preparePgvector(kysely, warn).then((usable) => (usable ? pgvectorStore(kysely, url) : inProcess()))) : inProcess();
    stores.set(ctx.db, created);
    ctx.hooks.onShutdown.push(() => created.close());
    store = created;
  }
  return store;
}
