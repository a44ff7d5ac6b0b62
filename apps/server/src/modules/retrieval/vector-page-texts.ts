import type { AppContext } from "../../context.js";
import { documentPageTexts } from "../documents/page-texts.js";

/** A page of a document as retrieval names it. */
export const keyOf = (documentId: number, page: number) => `${documentId}:${page}`;

/**
 * Page texts of documents from their files' stored page texts, `documentId:page` → text; a page without text, or of
 * a document gone, is left out.
 */
export async function pageTexts(ctx: AppContext, wanted: Array<{ documentId: number; page: number }>): Promise<Map<string, string>> {
  const pagesOf = new Map<number, number[]>();
  for (const { documentId, page } of wanted) {
    const pages = pagesOf.get(documentId);
    if (pages) pages.push(page);
    else pagesOf.set(documentId, [page]);
  }
  const texts = new Map<string, string>();
  for (const row of await documentPageTexts(ctx, pagesOf)) if (row.text) texts.set(keyOf(row.id, row.page), row.text);
  return texts;
}
