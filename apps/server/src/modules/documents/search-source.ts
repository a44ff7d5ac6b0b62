import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import { publicStatuses } from "./document-access.js";
import { registerSearchSource, type IndexableItem, type SourcePageText } from "../search/index.js";

/** Documents as the search index sees them: their fields, categories and the text of every page. */
export async function loadSearchDocuments(ctx: AppContext, ids: number[]): Promise<Map<number, IndexableItem>> {
  const db = ctx.db.kysely;
  const items = new Map<number, IndexableItem>();
  if (ids.length === 0) return items;
  const docs = await db.selectFrom("document").selectAll().where("id", "in", ids).execute();
  if (docs.length === 0) return items;
  const categories = await db.selectFrom("document_category").select(["document_id", "category_id"]).where("document_id", "in", docs.map((d) => d.id)).execute();
  const pages = await db
    .selectFrom("document_page")
    .select(["hash", "page", "text"])
    .where("hash", "in", [...new Set(docs.map((d) => d.hash))])
    .where("text", "!=", "")
    .orderBy("hash")
    .orderBy("page")
    .execute();
  const pagesOf = groupBy(pages, (p) => p.hash);
  const categoriesOf = groupBy(categories, (c) => Number(c.document_id));
  for (const doc of docs) {
    items.set(Number(doc.id), {
      id: Number(doc.id),
      identifier: doc.uuid,
      title: doc.title,
      keywords: doc.keywords,
      description: doc.description,
      pages: (pagesOf.get(doc.hash) ?? []).map((p) => ({ page: p.page, text: p.text })),
      category_ids: (categoriesOf.get(Number(doc.id)) ?? []).map((c) => Number(c.category_id)),
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
    });
  }
  return items;
}

export async function loadSearchDocument(ctx: AppContext, id: number): Promise<IndexableItem | null> {
  return (await loadSearchDocuments(ctx, [id])).get(id) ?? null;
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
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

registerSearchSource("document", {
  load: loadSearchDocument, loadMany: loadSearchDocuments, listIds: listSearchDocumentIds, pageTexts: searchDocumentPageTexts,
});
