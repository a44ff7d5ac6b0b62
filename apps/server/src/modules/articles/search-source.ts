import type { AppContext } from "../../context.js";
import { isPublic, isSitePage } from "./article-access.js";
import { categoriesOfArticles } from "./article-counters.js";
import { storedArticleText } from "./article-body.js";
import "./tables.js";
import { registerSearchSource, type IndexableItem } from "../search/index.js";

/**
 * An article as the search index sees it: its fields, categories and its text as one page. Only published live ones
 * are visible, and never the site's single pages (关于我们…): search finds articles.
 */
export async function loadSearchArticle(ctx: AppContext, id: number): Promise<IndexableItem | null> {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const visible = isPublic(row) && !isSitePage(row);
  const categoryIds = await categoriesOfArticles(db, [id]);
  const text = visible ? await storedArticleText(row.markdown, "search-index") : "";
  return {
    id: Number(row.id),
    identifier: row.identifier,
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    pages: text ? [{ page: 1, text }] : [],
    category_ids: categoryIds,
    ext: "",
    language: "",
    user_id: Number(row.user_id),
    created_at: row.created_at,
    view_count: Number(row.view_count),
    download_count: 0,
    score: 0,
    price: 0,
    page_count: 1,
    preview: 0,
    visible,
  };
}

export async function listSearchArticleIds(ctx: AppContext, afterId: number, limit: number): Promise<number[]> {
  const rows = await ctx.db.kysely.selectFrom("article").select("id").where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

registerSearchSource("article", { load: loadSearchArticle, listIds: listSearchArticleIds });
