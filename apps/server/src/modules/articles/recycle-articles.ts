import type { ArticleListItem } from "@wenku/contract";
import type { z } from "zod";
import type { articleRecycleQuerySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { countRows, pageWindow, pickFields } from "../../db/list-query.js";
import { recountForArticles, categoriesOfArticles } from "./article-counters.js";
import { filterArticles } from "./article-filters.js";
import { articleListViews } from "./article-view.js";
import { alwaysAttached } from "./list-articles.js";

export type ArticleRecycleQuery = z.output<typeof articleRecycleQuerySchema>;

/** GET /api/v1/article/recycle/list: deleted articles, most recently deleted first. */
export async function listRecycledArticles(ctx: AppContext, query: ArticleRecycleQuery): Promise<{ total: number; article: Array<Partial<ArticleListItem>> }> {
  const base = filterArticles(ctx.db.kysely.selectFrom("article"), {
    deleted: true,
    statuses: query.status,
    categoryIds: query.category_id,
    userIds: query.user_id,
    keyword: query.wd,
  });
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base.selectAll("article").orderBy("article.deleted_at", "desc").orderBy("article.id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(base);
  const views = await articleListViews(ctx, rows);
  return { total, article: views.map((view) => pickFields(view, query.field, alwaysAttached)) };
}

/** POST /api/v1/article/recycle/restore: back out of the recycle bin, with the status they had. */
export async function restoreArticles(ctx: AppContext, ids: number[]): Promise<number[]> {
  const restored = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("article").select("id").where("id", "in", ids).where("deleted_at", "is not", null).execute();
    const articleIds = rows.map((r) => Number(r.id));
    if (articleIds.length === 0) return articleIds;
    await trx.updateTable("article").set({ deleted_at: null, deleted_user_id: 0, updated_at: nowIso() }).where("id", "in", articleIds).execute();
    await recountForArticles(trx, articleIds);
    return articleIds;
  });
  for (const articleId of restored) await ctx.events.emit("article.changed", { articleId });
  return restored;
}

const PURGE_BATCH = 500;

async function purgeBatch(ctx: AppContext, ids: number[] | "all"): Promise<number[]> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom("article").select("id").where("deleted_at", "is not", null).orderBy("id").limit(PURGE_BATCH);
    if (ids !== "all") query = query.where("id", "in", ids);
    const articleIds = (await query.execute()).map((r) => Number(r.id));
    if (articleIds.length === 0) return articleIds;
    const categories = await categoriesOfArticles(trx, articleIds);
    await trx.deleteFrom("article_category").where("article_id", "in", articleIds).execute();
    await trx.deleteFrom("article").where("id", "in", articleIds).execute();
    await recountForArticles(trx, [], categories);
    return articleIds;
  });
}

/**
 * DELETE /api/v1/article/recycle and …/recycle/empty: deletes articles of the recycle bin for good (their category
 * links go with them), in batches; "all" empties the bin. Live articles are never purged.
 */
export async function purgeArticles(ctx: AppContext, ids: number[] | "all"): Promise<number[]> {
  const purged: number[] = [];
  for (let offset = 0; ids === "all" || offset < ids.length; offset += PURGE_BATCH) {
    const batch = await purgeBatch(ctx, ids === "all" ? "all" : ids.slice(offset, offset + PURGE_BATCH));
    purged.push(...batch);
    for (const articleId of batch) await ctx.events.emit("article.deleted", { articleId });
    if (ids === "all" && batch.length === 0) break;
  }
  return purged;
}
