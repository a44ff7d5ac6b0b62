import type { ArticleListItem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { unique } from "../../db/list-query.js";
import type { ArticleRow, Executor } from "./article-access.js";

/** An article's own columns as the API names them. */
export type ArticleColumnsView = Omit<ArticleListItem, "category_id" | "category" | "username" | "user" | "revision">;

/** The columns of an article as the API names them; the body (`content`, `markdown`) is added by GET only. */
export function toArticleView(row: ArticleRow): ArticleColumnsView {
  return {
    id: Number(row.id),
    identifier: row.identifier,
    author: row.author,
    user_id: Number(row.user_id),
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    view_count: Number(row.view_count),
    favorite_count: Number(row.favorite_count),
    comment_count: Number(row.comment_count),
    status: row.status,
    reject_reason: row.reject_reason,
    recommend_at: row.recommend_at ?? undefined,
    is_recommend: row.recommend_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at ?? undefined,
  };
}

export type CategoryRef = { id: number; title: string; parent_id: number };

/** The categories of articles: {id, title, parent_id} of each, per article. */
export async function loadArticleCategories(db: Executor, articleIds: number[]): Promise<Map<number, CategoryRef[]>> {
  const byArticle = new Map<number, CategoryRef[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .selectFrom("article_category as ac")
    .innerJoin("category as c", "c.id", "ac.category_id")
    .select(["ac.article_id", "c.id", "c.title", "c.parent_id"])
    .where("ac.article_id", "in", articleIds)
    .orderBy("c.parent_id")
    .orderBy("c.id")
    .execute();
  for (const row of rows) {
    const list = byArticle.get(Number(row.article_id)) ?? [];
    list.push({ id: Number(row.id), title: row.title, parent_id: Number(row.parent_id) });
    byArticle.set(Number(row.article_id), list);
  }
  return byArticle;
}

/** Lists show each article's categories and its poster (id, username, avatar). */
export async function articleListViews(ctx: AppContext, rows: ArticleRow[]): Promise<ArticleListItem[]> {
  const db = ctx.db.kysely;
  const categories = await loadArticleCategories(db, rows.map((r) => Number(r.id)));
  const userIds = unique(rows.map((r) => Number(r.user_id)).filter((id) => id > 0));
  const users = userIds.length ? await db.selectFrom("user").select(["id", "username", "avatar"]).where("id", "in", userIds).execute() : [];
  const byId = new Map(users.map((u) => [Number(u.id), { id: Number(u.id), username: u.username, avatar: u.avatar }]));
  return rows.map((row) => {
    const list = categories.get(Number(row.id)) ?? [];
    const user = byId.get(Number(row.user_id));
    return {
      ...toArticleView(row),
      category_id: list.map((c) => c.id),
      category: list,
      username: user?.username ?? "",
      user: user ?? { id: Number(row.user_id), username: "", avatar: "" },
    };
  });
}
