import type { AppContext } from "../../context.js";
import type { Actor } from "../auth/actor.js";
import { readableDocuments, type ReadableDocument } from "./readable-documents.js";
import { vectorPageTexts } from "./vector-page-texts.js";
import { vectorPages, type VectorPage } from "./vector-pages.js";

export interface NearestReadablePages {
  /** the pages nearest to the question that the asker may read, best first */
  pages: VectorPage[];
  readable: Map<number, ReadableDocument>;
  /** the texts of the best `size` of them, by keyOf */
  texts: Map<string, string>;
}

/**
 * The vector branch of retrieval, whole: the nearest pages, only those the asker may read, and the texts of the
 * best `size` (the only ones fusion can choose), all read while the full-text branch works.
 */
export async function nearestReadablePages(ctx: AppContext, actor: Actor, question: string, size: number, documentId?: number): Promise<NearestReadablePages> {
  const nearest = await vectorPages(ctx, question, documentId);
  const readable = await readableDocuments(ctx, actor, [...new Set(nearest.map((v) => v.documentId))]);
  const pages = nearest.filter((v) => {
    const doc = readable.get(v.documentId);
    return doc !== undefined && (doc.lastPage === undefined || v.page <= doc.lastPage);
  });
  const texts = await vectorPageTexts(ctx, pages.slice(0, size).map((v) => ({ documentId: v.documentId, hash: readable.get(v.documentId)!.hash, page: v.page })));
  return { pages, readable, texts };
}
