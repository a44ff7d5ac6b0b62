import type { AppContext } from "../../context.js";

/** A page of a document as retrieval names it. */
export const keyOf = (documentId: number, page: number) => `${documentId}:${page}`;

/**
 * Page texts of documents from their files' stored page texts, `documentId:page` → text; a page without text, or of
 * a document gone, is left out.
 */
export async function pageTexts(ctx: AppContext, wanted: Array<{ documentId: number; page: number }>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (wanted.length === 0) return texts;
  const rows = await ctx.db.kysely
    .selectFrom("document")
    .innerJoin("document_page", "document_page.hash", "document.hash")
    .select(["document.id", "document_page.page", "document_page.text"])
    .where("document.id", "in", [...new Set(wanted.map((w) => w.documentId))])
    .where("document_page.page", "in", [...new Set(wanted.map((w) => w.page))])
    .execute();
  const asked = new Set(wanted.map((w) => keyOf(w.documentId, w.page)));
  for (const row of rows) {
    const key = keyOf(Number(row.id), row.page);
    if (asked.has(key) && row.text) texts.set(key, row.text);
  }
  return texts;
}
