import { ArticleStatus, CategoryType } from "@wenku/contract";
import { unique } from "../documents/list-helpers.js";
import type { Executor } from "./article-access.js";

/**
 * Denormalised counts recomputed from the rows they count, inside the caller's transaction: a user's
 * `article_count` and an article category's `doc_count` count published articles outside the recycle bin.
 */
export async function recountUserArticles(db: Executor, userIds: number[]): Promise<void> {
  for (const userId of unique(userIds)) {
    await db
      .updateTable("user")
      .set((eb) => ({
        article_count: eb
          .selectFrom("article")
          .select(eb.fn.countAll<number>().as("n"))
          .where("article.user_id", "=", userId)
          .where("article.status", "=", ArticleStatus.published)
          .where("article.deleted_at", "is", null),
      }))
      .where("id", "=", userId)
      .execute();
  }
}

export async function recountCategoryArticles(db: Executor, categoryIds: number[]): Promise<void> {
  for (const categoryId of unique(categoryIds)) {
    await db
      .updateTable("category")
      .set((eb) => ({
        doc_count: eb
          .selectFrom("article_category as ac")
          .innerJoin("article as a", "a.id", "ac.article_id")
          .select(eb.fn.countAll<number>().as("n"))
          .where("ac.category_id", "=", categoryId)
          .where("a.status", "=", ArticleStatus.published)
          .where("a.deleted_at", "is", null),
      }))
      .where("id", "=", categoryId)
      .where("type", "=", CategoryType.article)
      .execute();
  }
}

/** The category ids of articles, before a change moves or removes them. */
export async function categoriesOfArticles(db: Executor, articleIds: number[]): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const rows = await db.selectFrom("article_category").select("category_id").where("article_id", "in", articleIds).execute();
  return unique(rows.map((r) => Number(r.category_id)));
}

/** Everything counted for a set of articles: their posters and categories (plus categories they just left). */
export async function recountForArticles(db: Executor, articleIds: number[], extraCategoryIds: number[] = []): Promise<void> {
  if (articleIds.length === 0 && extraCategoryIds.length === 0) return;
  const rows = articleIds.length ? await db.selectFrom("article").select("user_id").where("id", "in", articleIds).execute() : [];
  await recountUserArticles(db, rows.map((r) => Number(r.user_id)));
  await recountCategoryArticles(db, [...(await categoriesOfArticles(db, articleIds)), ...extraCategoryIds]);
}
