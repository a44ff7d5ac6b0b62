import type { ArticleCreateInput, ArticleUpdateInput, ArticleView } from "@wenku/contract";
import { api } from "../../lib/api-client";

/** Favorites and reports name an article with type 1 (api-contract §4.6, §4.7). */
const articleType = 1;

export interface ArticlePage {
  total: number;
  items: ArticleView[];
}

/** What the article pages ask the API in the browser, with the visitor's token (api-contract §4.3). */
export const articleApi = {
  /** One article with its Markdown source: by id (digits) or by identifier. */
  get: (key: string | number) =>
    api.get<ArticleView>("/api/v1/article", /^\d+$/.test(String(key)) ? { id: key } : { identifier: String(key) }),
  create: (input: ArticleCreateInput) => api.post<ArticleView>("/api/v1/article", input),
  update: (input: ArticleUpdateInput) => api.put<object>("/api/v1/article", input),
  /** To the recycle bin. */
  remove: (ids: number[]) => api.delete<object>("/api/v1/article", { id: ids }),
  /** One user's articles; their own list shows every status. */
  async ofUser(userId: number, page: number, size: number): Promise<ArticlePage> {
    const reply = await api.get<{ total?: number; article?: ArticleView[] }>("/api/v1/article/list", { user_id: userId, page, size, order: "id desc" });
    return { total: reply.total ?? 0, items: reply.article ?? [] };
  },
  myFavorite: (articleId: number) => api.get<{ id?: number }>("/api/v1/favorite", { document_id: articleId, type: articleType }),
  favorite: (articleId: number) => api.post<{ id?: number }>("/api/v1/favorite", { document_id: articleId, type: articleType }),
  unfavorite: (favoriteIds: number[]) => api.delete("/api/v1/favorite", { id: favoriteIds }),
  report: (articleId: number, reason: number) => api.post("/api/v1/report", { document_id: articleId, reason, type: articleType }),
};
