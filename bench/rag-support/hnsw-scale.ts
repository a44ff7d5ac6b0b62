/**
 * How the in-process HNSW index's recall@10 moves with the number of passages, to extrapolate bench:rag's figures
 * to sizes too slow to build on a shared machine. One graph, built as the vector index thread builds it
 * (hnsw-index.ts), grows through the sizes given; at each it is saved and searched with each candidate list at
 * k = 10 (below the k = 60 the chat asks for, which never keeps fewer than 60) against exact search.
 *
 *   node --conditions=wenku-source --import tsx bench/rag-support/hnsw-scale.ts --kind realistic --sizes 30000,100000,300000 --candidates 10,20,40,60
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { emptyHnswIndex } from "../../apps/server/src/modules/retrieval/hnsw-index.js";
import { chunkVectors } from "./library.js";
import { exactNearest, percentile, questionVectors, recallAt10 } from "./vector-search.js";
import type { VectorKind } from "./vectors.js";

const { values } = parseArgs({ options: { kind: { type: "string", default: "realistic" }, sizes: { type: "string", default: "30000,100000" }, candidates: { type: "string", default: "10,20,40,60" } } });
const DIMENSIONS = 384;
const kind = values.kind as VectorKind;
const sizes = values.sizes.split(",").map(Number);
const candidates = values.candidates.split(",").map(Number);

const passages = chunkVectors({ documents: 0, pagesPerDocument: 0, chunks: Math.max(...sizes), dimensions: DIMENSIONS }, kind);
const questions = questionVectors(kind, DIMENSIONS);
const index = emptyHnswIndex(DIMENSIONS);
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wenku-hnsw-scale-")), "index.usearch");
let built = 0;
try {
  for (const size of sizes) {
    const started = performance.now();
    const keys = BigUint64Array.from({ length: size - built }, (_, i) => BigInt(built + i));
    index.add(keys, passages.subarray(built * DIMENSIONS, size * DIMENSIONS), 0);
    built = size;
    console.log(`${kind}, ${size.toLocaleString("en")} passages (added in ${((performance.now() - started) / 1000).toFixed(0)} s, load ${os.loadavg()[0].toFixed(1)})`);
    const { nearest } = exactNearest(passages.subarray(0, size * DIMENSIONS), questions, DIMENSIONS);
    index.save(file);
    for (const length of candidates) {
      const searched = emptyHnswIndex(DIMENSIONS, length);
      searched.load(file);
      const times: number[] = [];
      const found = questions.slice(0, nearest.length).map((question) => {
        const t0 = performance.now();
        const matches = searched.search(question, 10, 0);
        times.push(performance.now() - t0);
        return Array.from(matches.keys, Number);
      });
      console.log(`  candidates ${length}, k = 10: recall@10 ${(recallAt10(found, nearest) * 100).toFixed(1)}%, p50 ${percentile(times, 50).toFixed(2)} ms`);
    }
  }
} finally {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
