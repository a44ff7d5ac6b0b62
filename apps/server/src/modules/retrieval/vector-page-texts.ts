import type { AppContext } from "../../context.js";
import { itemKey } from "../search/keys.js";
import "../search/tables.js";

/** A page of a document as retrieval names it. */
export const keyOf = (documentId: number, page: number) => `${documentId}:${page}`;

/**
 * The texts of pages found by vector, `documentId:page` → text: from the search index's copy (read by every
 * full-text retrieval, so in memory), and from the stored page texts for documents the index does not hold (an
 * owner's unpublished ones).
 */
export async function vectorPageTexts(ctx: AppContext, wanted: Array<{ documentId: number; hash: string; page: number }>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (wanted.length === 0) return texts;
  const pages = [...new Set(wanted.map((w) => w.page))];
  const indexed = await ctx.db.kysely
    .selectFrom("search_page")
    .select(["key", "page", "text"])
    .where("key", "in", [...new Set(wanted.map((w) => itemKey(0, w.documentId)))])
    .where("page", "in", pages)
    .execute();
  const documentOfKey = new Map(wanted.map((w) => [itemKey(0, w.documentId), w.documentId]));
  for (const row of indexed) texts.set(keyOf(documentOfKey.get(Number(row.key))!, row.page), row.text);
  const missing = wanted.filter((w) => !texts.has(keyOf(w.documentId, w.page)));
  if (missing.length === 0) return texts;
  const stored = await ctx.db.kysely
    .selectFrom("document_page")
    .select(["hash", "page", "text"])
    .where("hash", "in", [...new Set(missing.map((w) => w.hash))])
    .where("page", "in", pages)
    .execute();
  const byHash = new Map(stored.map((row) => [`${row.hash}:${row.page}`, row.text ?? ""]));
  for (const w of missing) texts.set(keyOf(w.documentId, w.page), byHash.get(`${w.hash}:${w.page}`) ?? "");
  return texts;
}
