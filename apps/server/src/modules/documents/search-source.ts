import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import { publicStatuses } from "./document-access.js";
import { registerSearchSource, type IndexableItem } from "../search/index.js";
import { documentPageTexts } from "./page-texts.js";

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

registerSearchSource("document", {
  load: loadSearchDocument, loadMany: loadSearchDocuments, listIds: listSearchDocumentIds, pageTexts: documentPageTexts,
});
