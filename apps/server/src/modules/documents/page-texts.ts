import type { AppContext } from "../../context.js";
import type { SourcePageText } from "../search/index.js";

/** The texts of the wanted pages of documents (id → pages), from their files' stored page texts. */
export async function documentPageTexts(ctx: AppContext, wanted: Map<number, number[]>): Promise<SourcePageText[]> {
  if (wanted.size === 0) return [];
  const rows = await ctx.db.kysely
    .selectFrom("document")
    .innerJoin("document_page", "document_page.hash", "document.hash")
    .select(["document.id", "document_page.page", "document_page.text"])
    .where("document.id", "in", [...wanted.keys()])
    .where("document_page.page", "in", [...new Set([...wanted.values()].flat())])
    .execute();
  return rows
    .map((row) => ({ id: Number(row.id), page: row.page, text: row.text }))
    .filter((row) => wanted.get(row.id)!.includes(row.page));
}
