import { articleEndpoints, type ArticleListItem } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** A row of GET /api/v1/article/list or the recycle bin as an administrator sees it (every status). */
export type AdminArticle = ArticleListItem;

/** The administrator's article endpoints of api-contract §4.3. */
export const articleAdminApi = {
  listRoute: articleEndpoints.list,
  recycleRoute: articleEndpoints.recycleList,
  /** 0 back to pending, 1 publish, 2 reject with a reason. */
  check: (ids: number[], status: number, rejectReason = "") =>
    callApi(articleEndpoints.check, { body: { article_id: ids, status, reject_reason: rejectReason } }),
  recommend: (ids: number[], on: boolean) => callApi(articleEndpoints.recommend, { body: { article_id: ids, is_recommend: on } }),
  setCategories: (ids: number[], categoryIds: number[]) =>
    callApi(articleEndpoints.setCategory, { body: { article_id: ids, category_id: categoryIds } }),
  /** To the recycle bin. */
  remove: (ids: number[]) => callApi(articleEndpoints.remove, { query: { id: ids } }),
  restore: (ids: number[]) => callApi(articleEndpoints.recycleRestore, { body: { id: ids } }),
  purge: (ids: number[]) => callApi(articleEndpoints.recyclePurge, { query: { id: ids } }),
  empty: () => callApi(articleEndpoints.recycleEmpty),
};
