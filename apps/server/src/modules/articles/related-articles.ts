import { ArticleStatus, type ArticleListItem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";
import { findArticle, isPublic, SITE_PAGE_USER_ID, type ArticleRow } from "./article-access.js";
import { categoriesOfArticles } from "./article-counters.js";
import { articleListViews } from "./article-view.js";
import { MAX_RELATED, relatedKeys } from "../search/index.js";

/** Ids of indexed articles sharing keywords or title words with this one, best first (the index holds published ones only). */
async function indexedNeighbours(ctx: AppContext, article: ArticleRow, categoryIds: number[]): Promise<number[]> {
  const keys = await relatedKeys(ctx, { docType: 1, id: Number(article.id), keywords: article.keywords, title: article.title, categoryIds });
  return keys.map((key) => (key - 1) / 2);
}

/** The newest published articles of the same categories (any category when it has none), to fill up the list. */
async function newestNeighbours(ctx: AppContext, articleId: number, categoryIds: number[], limit: number): Promise<number[]> {
  let query = ctx.db.kysely
    .selectFrom("article")
    .select("id")
    .where("status", "=", ArticleStatus.published)
    .where(live())
    .where("user_id", "<>", SITE_PAGE_USER_ID)
    .where("id", "!=", articleId);
  if (categoryIds.length > 0) {
    query = query.where("id", "in", (eb) => eb.selectFrom("article_category").select("article_id").where("category_id", "in", categoryIds));
  }
  return (await query.orderBy("id", "desc").limit(limit).execute()).map((r) => Number(r.id));
}

/**
 * GET /api/v1/article/related: up to ten published articles like this one — those the search index finds by its
 * keywords and title words within its categories first, then the newest of its categories; never the site's single
 * pages. Empty for an article that is not public.
 */
export async function relatedArticles(ctx: AppContext, by: { id?: number; identifier?: string }): Promise<ArticleListItem[]> {
  const db = ctx.db.kysely;
  const row = await findArticle(db, by);
  if (!row || !isPublic(row)) return [];
  const id = Number(row.id);
  const categoryIds = await categoriesOfArticles(db, [id]);
  const ids = await indexedNeighbours(ctx, row, categoryIds);
  if (ids.length < MAX_RELATED) {
    for (const other of await newestNeighbours(ctx, id, categoryIds, MAX_RELATED)) if (ids.length < MAX_RELATED && !ids.includes(other)) ids.push(other);
  }
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("article")
    .selectAll()
    .where("id", "in", ids)
    .where("status", "=", ArticleStatus.published)
    .where("user_id", "<>", SITE_PAGE_USER_ID)
    .where(live())
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return articleListViews(ctx, ids.map((i) => byId.get(i)).filter((r) => r !== undefined));
}
