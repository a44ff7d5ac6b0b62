import type { AppContext } from "../../apps/server/src/context.js";
import { insertDocument } from "../../apps/server/src/modules/documents/document-fixtures.js";
import { vectorBytes } from "../../apps/server/src/modules/retrieval/vector-bytes.js";
import { rebuildStep, startRebuild } from "../../apps/server/src/modules/search/indexing/rebuild.js";
import { textGenerator } from "../library-support/synthetic-text.js";
import { vectorSource, type VectorKind } from "./vectors.js";

export interface LibraryShape {
  documents: number;
  pagesPerDocument: number;
  chunks: number;
  dimensions: number;
}

/** Runs `work` over 0…count-1 with `parallel` calls in flight at most. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await work(next++);
  }));
}

/** Converted public documents with page texts of synthetic Chinese and English, indexed by the real rebuild path. */
export async function writeDocuments(ctx: AppContext, userId: number, shape: LibraryShape): Promise<Array<{ id: number; pageLengths: number[] }>> {
  const { chinese, english, sentence } = textGenerator(20261123);
  const written: Array<{ id: number; pageLengths: number[] }> = [];
  const texts = () => Array.from({ length: shape.pagesPerDocument }, () => {
    let page = "";
    while (page.length < 500) page += sentence();
    return page;
  });
  await inParallel(shape.documents, 8, async (i) => {
    const pageTexts = texts();
    const title = `${chinese()}${chinese()}${chinese()}${i % 3 === 0 ? ` ${english()} ${english()}` : ""}`;
    const doc = await insertDocument(ctx, { userId, title, pages: shape.pagesPerDocument, pageTexts });
    written.push({ id: doc.id, pageLengths: pageTexts.map((t) => t.length) });
    if ((i + 1) % 1000 === 0) process.stdout.write(`  documents ${i + 1}/${shape.documents}\n`);
  });
  await startRebuild(ctx, 0);
  while (await rebuildStep(ctx));
  return written.sort((a, b) => a.id - b.id);
}

/** Seeds of the passages' and of the questions' draws. */
const CHUNK_SEED = 7;
export const QUESTION_SEED = 4242;

/** The passages' vectors of a kind for `shape` (row-major), always the same (a kept library's recall check draws them again). */
export function chunkVectors(shape: LibraryShape, kind: VectorKind): Float32Array {
  const source = vectorSource(kind, shape.dimensions, CHUNK_SEED);
  const all = new Float32Array(shape.chunks * shape.dimensions);
  for (let i = 0; i < shape.chunks; i++) all.set(new Float32Array(vectorBytes(source.next()).slice().buffer), i * shape.dimensions);
  return all;
}

/**
 * `shape.chunks` passages spread evenly over the documents' pages, each with a vector of the kind, written to
 * retrieval_chunk as the embedding worker writes them; returns every vector (row-major) for the recall check.
 */
export async function writeChunks(ctx: AppContext, modelId: number, documents: Array<{ id: number; pageLengths: number[] }>, shape: LibraryShape, kind: VectorKind): Promise<Float32Array> {
  const all = chunkVectors(shape, kind);
  const pages = documents.flatMap((d) => d.pageLengths.map((length, i) => ({ documentId: d.id, page: i + 1, length })));
  const perPage = Math.ceil(shape.chunks / pages.length);
  const BATCH = 500;
  let written = 0;
  while (written < shape.chunks) {
    const rows = [];
    for (let n = 0; n < BATCH && written < shape.chunks; n++, written++) {
      const { documentId, page, length } = pages[Math.floor(written / perPage)];
      const part = written % perPage;
      const bytes = new Uint8Array(all.buffer.slice(written * shape.dimensions * 4, (written + 1) * shape.dimensions * 4));
      const start = Math.floor((part * length) / perPage);
      rows.push({ document_id: documentId, model_id: modelId, page, start_offset: start, end_offset: Math.floor(((part + 1) * length) / perPage), vector: bytes });
    }
    await ctx.db.kysely.insertInto("retrieval_chunk").values(rows).execute();
    if (written % 100_000 === 0) process.stdout.write(`  chunks ${written}/${shape.chunks}\n`);
  }
  return all;
}

/**
 * The passages of `templateModelId` embedded again by another model with vectors of a kind: the same pages and
 * offsets, in the same order, written after them. Returns their vectors (row-major) for the recall check.
 */
export async function writeChunksLike(ctx: AppContext, modelId: number, templateModelId: number, shape: LibraryShape, kind: VectorKind): Promise<Float32Array> {
  const all = chunkVectors(shape, kind);
  const BATCH = 500;
  const vectorBytesAt = (i: number) => new Uint8Array(all.buffer.slice(i * shape.dimensions * 4, (i + 1) * shape.dimensions * 4));
  for (let written = 0, after = 0; written < shape.chunks; ) {
    const template = await ctx.db.kysely
      .selectFrom("retrieval_chunk")
      .select(["id", "document_id", "page", "start_offset", "end_offset"])
      .where("model_id", "=", templateModelId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(Math.min(BATCH, shape.chunks - written))
      .execute();
    if (template.length === 0) throw new Error(`model ${templateModelId} has ${written} passages, not ${shape.chunks}`);
    const rows = template.map((t, n) => ({ document_id: t.document_id, model_id: modelId, page: t.page, start_offset: t.start_offset, end_offset: t.end_offset, vector: vectorBytesAt(written + n) }));
    await ctx.db.kysely.insertInto("retrieval_chunk").values(rows).execute();
    written += rows.length;
    after = Number(template[template.length - 1].id);
  }
  return all;
}
