import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { readableDocuments, type ReadableDocument } from "./readable-documents.js";
import { keyOf, pageTexts } from "./vector-page-texts.js";
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
export async function nearestReadablePages(
  ctx: AppContext,
  actor: Actor,
  request: { question: string; size: number; documentId?: number; embedAfter?: Promise<unknown> },
): Promise<NearestReadablePages> {
  const { size } = request;
  const nearest = await vectorPages(ctx, request.question, request.documentId, request.embedAfter);
  // The best pages' texts are read while their documents are checked: a page the check drops is then not used,
  // and one it brings up instead is read after.
  const askedEarly = nearest.slice(0, size);
  const [readable, early] = await Promise.all([
    readableDocuments(ctx, actor, [...new Set(nearest.map((v) => v.documentId))]),
    pageTexts(ctx, askedEarly),
  ]);
  const pages = nearest.filter((v) => {
    const doc = readable.get(v.documentId);
    return doc !== undefined && (doc.lastPage === undefined || v.page <= doc.lastPage);
  });
  const best = pages.slice(0, size);
  const late = await pageTexts(ctx, best.filter((v) => !askedEarly.includes(v)));
  const texts = new Map(best.map((v) => keyOf(v.documentId, v.page)).map((key) => [key, early.get(key) ?? late.get(key) ?? ""]));
  return { pages, readable, texts };
}
