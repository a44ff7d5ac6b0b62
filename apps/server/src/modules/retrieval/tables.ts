import type { Generated } from "kysely";

/** A passage of a page with its vector (little-endian float32) from one embedding model. */
export interface RetrievalChunkTable {
  id: Generated<number>;
  document_id: number;
  model_id: number;
  page: number;
  /** character offsets of the passage in the page text */
  start_offset: Generated<number>;
  end_offset: Generated<number>;
  vector: Uint8Array;
}

/** pgvector's copy of a passage's vector (PostgreSQL with the extension only; see pgvector-store.ts). */
export interface RetrievalVectorTable {
  chunk_id: number;
  model_id: number;
  dimensions: number;
  /** halfvec, written and read as text ("[0.1,0.2,…]") */
  embedding: string;
}

/** A document's embedding status: 0 pending, 1 processing, 2 done, 3 failed (spec §4). */
export interface RetrievalEmbeddingTable {
  document_id: number;
  status: Generated<number>;
  /** the embedding model its chunks come from */
  model_id: Generated<number>;
  /** md5 of the page texts embedded: unchanged texts under the same model are not embedded again */
  fingerprint: Generated<string>;
  chunks: Generated<number>;
  embedded: Generated<number>;
  attempts: Generated<number>;
  error: Generated<string>;
  /** ISO time until which a worker holds it; "" when free */
  locked_until: Generated<string>;
  /** raised by every claim: only the worker holding the latest claim stores its result */
  claim: Generated<number>;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    retrieval_chunk: RetrievalChunkTable;
    retrieval_embedding: RetrievalEmbeddingTable;
    retrieval_vector: RetrievalVectorTable;
  }
}
