import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import type { DialectName } from "../../db/database.js";
import { embedTexts } from "../llm/embed-texts.js";
import { resolveEmbeddingModel } from "../llm/resolve-model.js";
import { bytesVector, dot, vectorBytes } from "./vector-bytes.js";
import { vectorStore, type ChunkPassage, type VectorHit } from "./vector-store.js";
import "./tables.js";

/** A page by its passage nearest to the question. */
export interface VectorPage extends ChunkPassage {
  similarity: number;
}

/** Passages read per question; several may fall on one page. */
const NEAREST = 60;
/** How long embedding the question may take before retrieval goes on with full text alone. */
const QUESTION_TIMEOUT_MS = 10_000;

/** Models known to have embedded passages, per context: once a model has some, asking again per question is waste. */
const embeddedModels = new WeakMap<AppContext, Set<number>>();

async function hasPassages(ctx: AppContext, modelId: number): Promise<boolean> {
  const known = embeddedModels.get(ctx) ?? new Set<number>();
  embeddedModels.set(ctx, known);
  if (known.has(modelId)) return true;
  const any = await ctx.db.kysely.selectFrom("retrieval_chunk").select("id").where("model_id", "=", modelId).limit(1).executeTakeFirst();
  if (any) known.add(modelId);
  return Boolean(any);
}

const settled = (gate: Promise<unknown>) => gate.then(() => true, () => false);

/** The question's vector; the model is looked up at once, the provider called only once `after` settles (and not if it fails). */
async function embedQuestion(ctx: AppContext, question: string, after?: Promise<unknown>): Promise<{ modelId: number; vector: Float32Array } | null> {
  const gate = after ? settled(after) : undefined;
  const model = await resolveEmbeddingModel(ctx);
  if (!model || !(await hasPassages(ctx, model.id))) return null;
  if (gate && !(await gate)) return null;
  try {
    const [vector] = await embedTexts(model, [question], AbortSignal.timeout(QUESTION_TIMEOUT_MS));
    return { modelId: model.id, vector: new Float32Array(bytesVector(vectorBytes(vector))) };
  } catch (error) {
    ctx.log.warn("question not embedded; full-text retrieval only", { err: error });
    return null;
  }
}

/**
 * The pages whose passages are nearest to the question by the embedding model's vectors, best first, each page
 * once; empty when no embedding model is set, nothing is embedded yet or the provider does not answer. Pages
 * are not checked against what the asker may read: the caller does that.
 */
export async function vectorPages(ctx: AppContext, question: string, documentId?: number, embedAfter?: Promise<unknown>): Promise<VectorPage[]> {
  const asked = await embedQuestion(ctx, question, embedAfter);
  if (!asked) return [];
  let passages: VectorPage[];
  if (documentId) {
    const own = await ctx.db.kysely
      .selectFrom("retrieval_chunk")
      .select(["document_id", "page", "start_offset", "end_offset", "vector"])
      .where("document_id", "=", documentId)
      .where("model_id", "=", asked.modelId)
      .execute();
    passages = own.map((r) => ({ ...passageOf(r), similarity: dot(asked.vector, bytesVector(r.vector)) }));
  } else {
    passages = await hitPassages(ctx, await vectorStore(ctx).search(asked.modelId, asked.vector, NEAREST));
  }
  const byPage = new Map<string, VectorPage>();
  for (const passage of passages.sort((a, b) => b.similarity - a.similarity)) {
    const key = `${passage.documentId}:${passage.page}`;
    if (!byPage.has(key)) byPage.set(key, passage);
  }
  return [...byPage.values()];
}

const passageOf = (r: { document_id: number; page: number; start_offset: number; end_offset: number }): ChunkPassage => ({
  documentId: Number(r.document_id),
  page: r.page,
  start: r.start_offset,
  end: r.end_offset,
});

/**
 * Where these chunks lie, read from the passage index (migration 0610) rather than the chunk rows, which hold the
 * vectors: PostgreSQL answers it by an index-only scan, SQLite only when named (else it looks each id up in the table).
 */
export function chunkPassages(dialect: DialectName, ids: number[]) {
  const source = dialect === "sqlite" ? sql`retrieval_chunk indexed by retrieval_chunk_passage_idx` : sql`retrieval_chunk`;
  return sql<{ id: number; document_id: number; page: number; start_offset: number; end_offset: number }>`
    select id, document_id, page, start_offset, end_offset from ${source} where id in (${sql.join(ids)})`;
}

/** The hits' passages: as the store gave them, else read back from retrieval_chunk (a chunk deleted since is left out). */
async function hitPassages(ctx: AppContext, hits: VectorHit[]): Promise<VectorPage[]> {
  if (hits.every((hit) => hit.passage)) return hits.map((hit) => ({ ...hit.passage!, similarity: hit.similarity }));
  const similarity = new Map(hits.map((h) => [h.chunkId, h.similarity]));
  const { rows } = await chunkPassages(ctx.db.dialect, [...similarity.keys()]).execute(ctx.db.kysely);
  return rows.map((r) => ({ ...passageOf(r), similarity: similarity.get(Number(r.id))! }));
}
