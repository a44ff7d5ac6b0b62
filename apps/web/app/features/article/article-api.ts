import { articleEndpoints, favoriteEndpoints, reportEndpoints, type ArticleCreateInput, type ArticleUpdateInput, type ArticleListItem } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** Favorites and reports name an article with type 1 (api-contract §4.6, §4.7). */
const articleType = 1;

export interface ArticlePage {
  total: number;
  items: ArticleListItem[];
}

/** What the article pages ask the API in the browser, with the visitor's token (api-contract §4.3). */
export const articleApi = {
  /** One article with its Markdown source: by id (digits) or by identifier. */
  get: (key: string | number) =>
    callApi(articleEndpoints.get, { query: /^\d+$/.test(String(key)) ? { id: Number(key) } : { identifier: String(key) } }),
  create: (input: ArticleCreateInput) => callApi(articleEndpoints.create, { body: input }),
  update: (input: ArticleUpdateInput) => callApi(articleEndpoints.update, { body: input }),
  /** To the recycle bin. */
  remove: (ids: number[]) => callApi(articleEndpoints.remove, { query: { id: ids } }),
  /** One user's articles; their own list shows every status. */
  async ofUser(userId: number, page: number, size: number): Promise<ArticlePage> {
    const reply = await callApi(articleEndpoints.list, { query: { user_id: [userId], page, size, order: "id desc" } });
    return { total: reply.total ?? 0, items: reply.article };
  },
  myFavorite: (articleId: number) => callApi(favoriteEndpoints.get, { query: { document_id: articleId, type: articleType } }),
  favorite: (articleId: number) => callApi(favoriteEndpoints.create, { body: { document_id: articleId, type: articleType } }),
  unfavorite: (favoriteIds: number[]) => callApi(favoriteEndpoints.remove, { query: { id: favoriteIds } }),
  report: (articleId: number, reason: number, content: string) => callApi(reportEndpoints.create, { body: { document_id: articleId, reason, type: articleType, content } }),
};
