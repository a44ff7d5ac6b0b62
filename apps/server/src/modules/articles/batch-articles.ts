import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { requireArticleCategories, replaceArticleCategories } from "./article-categories.js";
import { categoriesOfArticles, recountForArticles } from "./article-counters.js";

async function existingIds(ctx: AppContext, ids: number[]): Promise<number[]> {
  const rows = await ctx.db.kysely.selectFrom("article").select("id").where("id", "in", ids).execute();
  return rows.map((r) => Number(r.id));
}

/** PUT /api/v1/article/category: replaces the categories of the articles (article categories only). */
export async function setCategoriesOfArticles(ctx: AppContext, articleIds: number[], categoryIds: number[]): Promise<void> {
  const categories = await requireArticleCategories(ctx.db.kysely, categoryIds);
  const ids = await existingIds(ctx, articleIds);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const previous = await categoriesOfArticles(trx, ids);
    await replaceArticleCategories(trx, ids, categories);
    await trx.updateTable("article").set({ updated_at: nowIso() }).where("id", "in", ids).execute();
    await recountForArticles(trx, ids, previous);
  });
  for (const articleId of ids) await ctx.events.emit("article.changed", { articleId });
}

/** PUT /api/v1/article/recommend: recommends (keeping an earlier date) or stops recommending. */
export async function recommendArticles(ctx: AppContext, articleIds: number[], recommend: boolean): Promise<void> {
  const now = nowIso();
  const db = ctx.db.kysely;
  if (recommend) await db.updateTable("article").set({ recommend_at: now, updated_at: now }).where("id", "in", articleIds).where("recommend_at", "is", null).execute();
  else await db.updateTable("article").set({ recommend_at: null, updated_at: now }).where("id", "in", articleIds).execute();
}
