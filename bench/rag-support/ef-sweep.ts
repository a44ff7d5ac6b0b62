import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { Database as Schema } from "../../apps/server/src/db/schema.js";
import { emptyHnswIndex } from "../../apps/server/src/modules/retrieval/hnsw-index.js";
import { nearestPassages } from "../../apps/server/src/modules/retrieval/pgvector-store.js";
import { exactNearest, percentile, questionVectors, recallAt10 } from "./vector-search.js";
import type { VectorKind } from "./vectors.js";

const K = 60;

/** Where the graph is searched with other candidate lists: the in-process index's saved file, or pgvector. */
export type SweepTarget = { firstChunkId: number } & ({ file: string } | { kysely: Kysely<Schema>; modelId: number });

/**
 * Recall@10 and search time of the same graph at each candidate-list length (usearch's expansion_search,
 * pgvector's hnsw.ef_search), to choose the length the stores use. The in-process index is loaded from the file the
 * store saved and searched here, without the worker thread's hop.
 */
export async function sweepCandidates(target: SweepTarget, passages: Float32Array, kind: VectorKind, dimensions: number, lengths: number[]): Promise<void> {
  const questions = questionVectors(kind, dimensions);
  const { nearest } = exactNearest(passages, questions, dimensions);
  if ("file" in target && !fs.existsSync(target.file)) {
    console.log(`  candidate lists not swept: ${path.basename(target.file)} is not saved (fewer than 10,000 passages)`);
    return;
  }
  for (const length of lengths) {
    const times: number[] = [];
    const found: number[][] = [];
    if ("file" in target) {
      const index = emptyHnswIndex(dimensions, length);
      index.load(target.file);
      for (const question of questions) {
        const t0 = performance.now();
        const matches = index.search(question, K, 0);
        times.push(performance.now() - t0);
        found.push(Array.from(matches.keys, (key) => Number(key) - target.firstChunkId));
      }
    } else {
      await target.kysely.connection().execute(async (connection) => {
        await sql`set hnsw.ef_search = ${sql.lit(length)}`.execute(connection);
        for (const question of questions) {
          const t0 = performance.now();
          const { rows } = await nearestPassages(target.modelId, question, K).execute(connection);
          times.push(performance.now() - t0);
          found.push(rows.map((row) => Number(row.chunk_id) - target.firstChunkId));
        }
        await sql`reset hnsw.ef_search`.execute(connection);
      });
    }
    console.log(`    candidates ${length}: recall@10 ${(recallAt10(found, nearest) * 100).toFixed(1)}%, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
}
