import type { AppContext } from "../../context.js";
import { pageTexts } from "../documents/document-content.js";
import { holdsProbe } from "./pool-probes.js";
import type { ReadableDocument } from "./readable-documents.js";
import { codePointLength, fillSourceTexts, keyOfSegment, segmentOfKey, type QueryPlan, type SearchBackend } from "../search/index.js";

/** A page whose text is scored: one chunk of retrieval. */
export interface PoolPage {
  documentId: number;
  page: number;
  /** empty for a plain page that holds no term's probe (it scores nothing) */
  text: string;
  /** of the text in code points (as the databases' length() counts), kept for BM25's page length when the text is dropped */
  length: number;
}

/** Items with at most this many body segments are read whole; larger ones only in their matching segments. */
const READ_WHOLE_SEGMENTS = 2;
/** Matching segments read per item at most (a segment holds about 8000 characters). */
const SEGMENTS_PER_ITEM = 16;

const withinPreview = (doc: ReadableDocument | undefined, page: number) => doc !== undefined && (doc.lastPage === undefined || page <= doc.lastPage);

/**
 * Items whose pages are read by one statement: the pool arrives in a few batches, so that finding the terms in
 * one batch overlaps reading the next, and other work (the vector branch) gets turns in between.
 */
export const ITEMS_PER_BATCH = 8;

/**
 * The readable pages of candidate documents with their texts (search_page's rows; the texts from the documents'
 * stored page texts, fillSourceTexts), in batches: small documents whole, large ones only in the body segments
 * where a term of the question occurs. Pages beyond what the asker may read are never loaded into the pool. Given
 * the question's `probes` (poolProbes), a plain page's text is kept only where one occurs; every page keeps its
 * length.
 */
export async function* candidatePages(
  ctx: AppContext,
  backend: SearchBackend,
  plan: QueryPlan,
  items: Array<{ key: number; documentId: number; segments: number }>,
  readable: Map<number, ReadableDocument>,
  probes: string[] | undefined,
): AsyncGenerator<PoolPage[]> {
  const live = items.filter((item) => readable.has(item.documentId));
  if (live.length === 0) return;
  const wanted = new Map<number, Set<number>>();
  for (const item of live.filter((i) => i.segments <= READ_WHOLE_SEGMENTS)) {
    wanted.set(item.key, new Set(Array.from({ length: item.segments }, (_, i) => i)));
  }
  for (const segKey of await backend.matchingSegments(plan, live.filter((i) => i.segments > READ_WHOLE_SEGMENTS))) {
    const list = wanted.get(keyOfSegment(segKey)) ?? new Set<number>();
    if (list.size < SEGMENTS_PER_ITEM) list.add(segmentOfKey(segKey));
    wanted.set(keyOfSegment(segKey), list);
  }
  const documentOf = new Map(live.map((i) => [i.key, i.documentId]));
  const keys = [...wanted.keys()];
  const batches = Array.from({ length: Math.ceil(keys.length / ITEMS_PER_BATCH) }, (_, i) => keys.slice(i * ITEMS_PER_BATCH, (i + 1) * ITEMS_PER_BATCH));
  const read = async (batch: number[]): Promise<PoolPage[]> => {
    const segments = [...new Set(batch.flatMap((key) => [...wanted.get(key)!]))];
    const rows = (
      await ctx.db.kysely
        .selectFrom("search_page")
        .select(["key", "page", "segment", "text", "length", "plain"])
        .where("key", "in", batch)
        .where("segment", "in", segments)
        .execute()
    )
      .map((r) => ({ ...r, key: Number(r.key) }))
      .filter((r) => wanted.get(r.key)!.has(r.segment))
      .filter((r) => withinPreview(readable.get(documentOf.get(r.key)!), r.page));
    await fillSourceTexts(ctx, rows);
    return rows.map((r) => ({
      documentId: documentOf.get(r.key)!,
      page: r.page,
      text: probes && r.plain === 1 && !holdsProbe(r.text, probes) ? "" : r.text,
      length: r.length,
    }));
  };
  let ahead = batches.length > 0 ? read(batches[0]) : undefined;
  for (let i = 0; ahead; i++) {
    const current = ahead;
    ahead = i + 1 < batches.length ? read(batches[i + 1]) : undefined;
    // The batch read ahead is awaited on the next pass; should this one fail first, that one's failure is not unhandled.
    ahead?.catch(() => undefined);
    yield await current;
  }
}

/** Every readable page of one document with text ("ask this document"), from the stored page texts. */
export async function documentPages(ctx: AppContext, doc: ReadableDocument): Promise<PoolPage[]> {
  const rows = await pageTexts(ctx.db.kysely, doc.hash, doc.lastPage);
  return rows.map((r) => ({ documentId: doc.id, page: r.page, text: r.text, length: codePointLength(r.text) }));
}
