import type { SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { articleListFields, type ArticleCard } from "../list/article-list-loader";

export const userArticlesPageSize = 20;

export interface UserArticlesData {
  total: number;
  page: number;
  articles: ArticleCard[];
}

/** The user's published articles, newest first, a page of them (?page=N); a malformed user id is a 404. */
export async function loadUserArticles(services: SsrServices, id: string, requestUrl: string): Promise<UserArticlesData> {
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId <= 0) throw data(zh.notFoundPage, { status: 404 });
  const requested = Number.parseInt(new URL(requestUrl).searchParams.get("page") ?? "", 10);
  const page = Number.isFinite(requested) && requested > 1 ? requested : 1;
  const list = await services.articleList({ user_id: [userId], page, size: userArticlesPageSize, order: "id desc", field: articleListFields });
  return { total: list.total ?? 0, page, articles: list.article };
}
