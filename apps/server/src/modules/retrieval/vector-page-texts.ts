import type { AppContext } from "../../context.js";
import { itemKey } from "../search/index.js";

/** A page of a document as retrieval names it. */
export const keyOf = (documentId: number, page: number) => `${documentId}:${page}`;

/**
 * Page texts from the search index's copy (read by every full-text retrieval, so in memory), `documentId:page` →
 * text; pages of documents the index does not hold (an owner's unpublished ones) are left out.
 */
export async function indexedPageTexts(ctx: AppContext, wanted: Array<{ documentId: number; page: number }>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (wanted.length === 0) return texts;
  const rows = await ctx.db.kysely
    .selectFrom("search_page")
    .select(["key", "page", "text"])
    .where("key", "in", [...new Set(wanted.map((w) => itemKey(0, w.documentId)))])
    .where("page", "in", [...new Set(wanted.map((w) => w.page))])
    .execute();
  const documentOfKey = new Map(wanted.map((w) => [itemKey(0, w.documentId), w.documentId]));
  const asked = new Set(wanted.map((w) => keyOf(w.documentId, w.page)));
  for (const row of rows) {
    const key = keyOf(documentOfKey.get(Number(row.key))!, row.page);
    if (asked.has(key)) texts.set(key, row.text);
  }
  return texts;
}

/**
 * Page texts from the search index's copy, and from the stored page texts of each document's file (by its hash)
 * for pages the index does not hold; a page without text reads "".
 */
export async function pageTexts(ctx: AppContext, wanted: Array<{ documentId: number; hash: string; page: number }>): Promise<Map<string, string>> {
  const texts = await indexedPageTexts(ctx, wanted);
  const missing = wanted.filter((w) => !texts.has(keyOf(w.documentId, w.page)));
  if (missing.length === 0) return texts;
  const rows = await ctx.db.kysely
    .selectFrom("document_page")
    .select(["hash", "page", "text"])
    .where("hash", "in", [...new Set(missing.map((w) => w.hash))])
    .where("page", "in", [...new Set(missing.map((w) => w.page))])
    .execute();
  const byHash = new Map(rows.map((row) => [`${row.hash}:${row.page}`, row.text ?? ""]));
  for (const w of missing) texts.set(keyOf(w.documentId, w.page), byHash.get(`${w.hash}:${w.page}`) ?? "");
  return texts;
}
