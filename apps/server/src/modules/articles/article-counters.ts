import { ArticleStatus, CategoryType } from "@wenku/contract";
import type { ExpressionBuilder, OperandExpression } from "kysely";
import { live, unique } from "../../db/list-query.js";
import type { Database, Executor } from "../../db/schema.js";
import { setCategoryCount } from "../category/category-counts.js";
import { setUserCounts } from "../users/user-counts.js";

/**
 * Denormalised counts recomputed from the rows they count, inside the caller's transaction: a user's
 * `article_count` and an article category's `doc_count` count published articles outside the recycle bin.
 */
export async function recountUserArticles(db: Executor, userIds: number[]): Promise<void> {
  for (const userId of unique(userIds)) {
    await setUserCounts(db, userId, (eb) => ({
      article_count: eb
        .selectFrom("article")
        .select(eb.fn.countAll<number>().as("n"))
        .where("article.user_id", "=", userId)
        .where("article.status", "=", ArticleStatus.published)
        .where(live("article")),
    }));
  }
}

export async function recountCategoryArticles(db: Executor, categoryIds: number[]): Promise<void> {
  for (const categoryId of unique(categoryIds)) {
    await setCategoryCount(
      db,
      categoryId,
      (eb) =>
        eb
          .selectFrom("article_category as ac")
          .innerJoin("article as a", "a.id", "ac.article_id")
          .select(eb.fn.countAll<number>().as("n"))
          .where("ac.category_id", "=", categoryId)
          .where("a.status", "=", ArticleStatus.published)
          .where(live("a")),
      CategoryType.article,
    );
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

/** Counters on the article row that other modules keep: each counts rows the module owns. */
export type ArticleCounts = Partial<Record<"favorite_count" | "comment_count", OperandExpression<number>>>;

/** Sets counters of an article to what the counting module's queries return (favorites, comments), in the caller's transaction. */
export async function setArticleCounts(db: Executor, articleId: number, counts: (eb: ExpressionBuilder<Database, "article">) => ArticleCounts): Promise<void> {
  await db.updateTable("article").set(counts).where("id", "=", articleId).execute();
}
