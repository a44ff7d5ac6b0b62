import usearch from "usearch";
import { bytesVector, vectorBytes } from "../../apps/server/src/modules/retrieval/vector-bytes.js";
import type { VectorStore } from "../../apps/server/src/modules/retrieval/vector-store.js";
import { QUESTION_SEED } from "./library.js";
import { vectorSource, type VectorKind } from "./vectors.js";

/** Searches timed, at the k the chat's retrieval asks for; recall is checked on the first RECALL_QUESTIONS of them. */
const SEARCHES = 200;
const K = 60;
const RECALL_QUESTIONS = 100;

export interface VectorFigures {
  kind: VectorKind;
  p50: number;
  p95: number;
  /** recall@10 against exact search, 0–1 */
  recall: number;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The questions' vectors of a kind, as the stores receive them (unit length). */
export function questionVectors(kind: VectorKind, dimensions: number, count = SEARCHES): Float32Array[] {
  const source = vectorSource(kind, dimensions, QUESTION_SEED);
  return Array.from({ length: count }, () => bytesVector(vectorBytes(source.question())));
}

/** The exact ten nearest passages (indexes into `passages`, row-major) of each of the first questions. */
export function exactNearest(passages: Float32Array, questions: Float32Array[], dimensions: number): { nearest: Array<Set<number>>; nearestCosine: number; tenthCosine: number } {
  const asked = questions.slice(0, RECALL_QUESTIONS);
  const queries = new Float32Array(asked.length * dimensions);
  asked.forEach((q, i) => queries.set(q, i * dimensions));
  const exact = usearch.exactSearch(passages, queries, dimensions, 10, usearch.MetricKind.Cos) as InstanceType<typeof usearch.BatchMatches>;
  let nearestCosine = 0;
  let tenthCosine = 0;
  const nearest = asked.map((_, i) => {
    const match = exact.get(i);
    nearestCosine += (1 - match.distances[0]) / asked.length;
    tenthCosine += (1 - match.distances[Math.min(9, match.distances.length - 1)]) / asked.length;
    return new Set(Array.from(match.keys, Number));
  });
  return { nearest, nearestCosine, tenthCosine };
}

/** Mean cosine of 1,000 pairs of passages taken far apart in the list: how alike two unrelated passages are. */
export function randomPairCosine(passages: Float32Array, dimensions: number): number {
  const count = passages.length / dimensions;
  let sum = 0;
  for (let t = 0; t < 1000; t++) {
    const a = ((t * 7919) % count) * dimensions;
    const b = ((t * 104_729 + count / 2) % count) * dimensions;
    for (let d = 0; d < dimensions; d++) sum += passages[a + d] * passages[b + d];
  }
  return sum / 1000;
}

/** Share of the exact ten nearest among the first ten found, over the questions that have an exact answer. */
export function recallAt10(found: number[][], nearest: Array<Set<number>>): number {
  let hits = 0;
  nearest.forEach((truth, i) => (hits += found[i].slice(0, 10).filter((key) => truth.has(key)).length));
  return hits / (nearest.length * 10);
}

/**
 * Times SEARCHES searches of a model's passages through the vector store the chat uses and checks recall@10
 * against exact search. `firstChunkId` is the id of the model's first passage (its ids follow the passages' order).
 */
export async function measureVectorSearch(store: VectorStore, modelId: number, firstChunkId: number, passages: Float32Array, kind: VectorKind, dimensions: number): Promise<VectorFigures> {
  const questions = questionVectors(kind, dimensions);
  const { nearest, nearestCosine, tenthCosine } = exactNearest(passages, questions, dimensions);
  const times: number[] = [];
  const found: number[][] = [];
  for (const question of questions) {
    const t0 = performance.now();
    const hits = await store.search(modelId, question, K);
    times.push(performance.now() - t0);
    found.push(hits.map((hit) => hit.chunkId - firstChunkId));
  }
  const recall = recallAt10(found, nearest);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(
    `  ${kind} vectors: cosine of random pairs ${randomPairCosine(passages, dimensions).toFixed(2)}, of a question's nearest passage ${nearestCosine.toFixed(2)}, of its tenth ${tenthCosine.toFixed(2)}`,
  );
  console.log(`  vector search (k = ${K}), ${kind}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; recall@10 ${(recall * 100).toFixed(1)}%`);
  return { kind, p50, p95, recall };
}
