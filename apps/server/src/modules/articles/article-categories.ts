import { articleMessages, CategoryType } from "@wenku/contract";
import { badRequest } from "../../http/errors.js";
import { withDescendantsOfType } from "../documents/category-tree.js";
import type { Executor } from "./article-access.js";

/** The distinct ids, each an article category (type 1); 400 "文章分类不存在" otherwise. */
export async function requireArticleCategories(db: Executor, categoryIds: number[]): Promise<number[]> {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return ids;
  const found = await db.selectFrom("category").select("id").where("id", "in", ids).where("type", "=", CategoryType.article).execute();
  if (found.length !== ids.length) throw badRequest(articleMessages.categoryNotFound);
  return ids;
}

/** The given article categories and all their descendants (category filters include sub-categories). */
export function withDescendantArticleCategories(db: Executor, categoryIds: number[]): Promise<number[]> {
  return withDescendantsOfType(db, CategoryType.article, categoryIds);
}

/** Replaces the categories of articles inside the caller's transaction. */
export async function replaceArticleCategories(db: Executor, articleIds: number[], categoryIds: number[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db.deleteFrom("article_category").where("article_id", "in", articleIds).execute();
  const rows = articleIds.flatMap((article_id) => categoryIds.map((category_id) => ({ article_id, category_id })));
  if (rows.length > 0) await db.insertInto("article_category").values(rows).execute();
}
