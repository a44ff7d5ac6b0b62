import usearch from "usearch";

/** Links per node of the graph, and candidates kept while adding a vector (the graph's quality). */
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
/**
 * Candidates kept while searching (never fewer than the k asked for). bench:rag, 100,000 passages of vectors shaped
 * as real embeddings: recall@10 100% at every length from 40 to 512; near-uniform clusters, the worst case: 63% at
 * 128, 92% at 512 for about four times the time (docs/benchmarks.md).
 */
export const EXPANSION_SEARCH = 128;

/** An empty HNSW index (usearch, cosine, half-precision vectors) as the vector index thread keeps it. */
export function emptyHnswIndex(dimensions: number, expansionSearch = EXPANSION_SEARCH) {
  return new usearch.Index({
    dimensions,
    metric: usearch.MetricKind.Cos,
    quantization: usearch.ScalarKind.F16,
    connectivity: CONNECTIVITY,
    expansion_add: EXPANSION_ADD,
    expansion_search: expansionSearch,
    multi: false,
  });
}
