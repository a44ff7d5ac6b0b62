import type { Kysely } from "kysely";
import type { Database as Schema } from "../../db/schema.js";
import { vectorBytes } from "./vector-bytes.js";
import "./tables.js";

/** A unit-ish vector pointing mostly along axis `axis`, tilted a little towards the next one. */
export const around = (dimensions: number, axis: number, tilt = 0.1) =>
  Array.from({ length: dimensions }, (_, i) => (i === axis ? 1 : i === (axis + 1) % dimensions ? tilt : 0));

/** Chunk rows of document 1 with these vectors, as the embedding worker writes them; their ids in order. */
export async function insertChunks(kysely: Kysely<Schema>, modelId: number, vectors: number[][]): Promise<number[]> {
  const ids: number[] = [];
  for (const vector of vectors) {
    const row = await kysely
      .insertInto("retrieval_chunk")
      .values({ document_id: 1, model_id: modelId, page: 1, start_offset: 0, end_offset: 10, vector: vectorBytes(vector) })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}
