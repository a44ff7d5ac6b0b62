import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import { publicStatuses } from "./document-access.js";
import { pageTexts } from "./document-content.js";
import { registerSearchSource, type IndexableItem, type SourcePageText } from "../search/index.js";

/** A document as the search index sees it: its fields, categories and the text of every page. */
export async function loadSearchDocument(ctx: AppContext, id: number): Promise<IndexableItem | null> {
  const db = ctx.db.kysely;
  const doc = await db.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirst();
  if (!doc) return null;
  const categories = await db.selectFrom("document_category").select("category_id").where("document_id", "=", id).execute();
  const pages = await pageTexts(db, doc.hash);
  return {
    id: Number(doc.id),
    identifier: doc.uuid,
    title: doc.title,
    keywords: doc.keywords,
    description: doc.description,
    pages,
    category_ids: categories.map((c) => Number(c.category_id)),
    ext: doc.ext,
    language: doc.language,
    user_id: Number(doc.user_id),
    created_at: doc.created_at,
    view_count: doc.view_count,
    download_count: doc.download_count,
    score: doc.score,
    price: doc.price,
    page_count: doc.pages,
    preview: doc.preview,
    size: Number(doc.size),
    hash: doc.hash,
    visible: isLive(doc) && publicStatuses.includes(doc.status),
  };
}

export async function listSearchDocumentIds(ctx: AppContext, afterId: number, limit: number): Promise<number[]> {
  const rows = await ctx.db.kysely.selectFrom("document").select("id").where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** The texts of the wanted pages of documents (id → pages), from their files' stored page texts. */
export async function searchDocumentPageTexts(ctx: AppContext, wanted: Map<number, number[]>): Promise<SourcePageText[]> {
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

registerSearchSource("document", { load: loadSearchDocument, listIds: listSearchDocumentIds, pageTexts: searchDocumentPageTexts });
