/** What the vector index thread (vector-index-worker.ts) is asked, and answers. */
export type VectorIndexRequest =
  /** Index this model's vectors from now on: loaded from `file` when it holds them, else empty. */
  | { op: "open"; modelId: number; dimensions: number; file: string }
  /** `vectors` holds `keys.length` vectors one after the other; `cursor` is the highest chunk id read so far. */
  | { op: "add"; modelId: number; keys: number[]; vectors: Float32Array; cursor: number }
  | { op: "remove"; keys: number[] }
  | { op: "search"; modelId: number; vector: Float32Array; k: number }
  /** Writes the index to its file (atomically) when it changed since it was loaded or last saved. */
  | { op: "save" }
  | { op: "state" };

export interface VectorIndexState {
  modelId: number;
  dimensions: number;
  /** chunk ids up to this one have been read into the index */
  cursor: number;
  size: number;
  /** additions and removals not yet in the file */
  unsaved: number;
}

export interface VectorIndexMatches {
  keys: number[];
  /** cosine distances, 0–2 */
  distances: number[];
}

export type VectorIndexReply = VectorIndexState | VectorIndexMatches | null;
