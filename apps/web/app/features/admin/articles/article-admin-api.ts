import type { ArticleView } from "@wenku/contract";
import { api } from "../../../lib/api-client";

/** A row of GET /api/v1/article/list or the recycle bin as an administrator sees it (every status). */
export type AdminArticle = ArticleView & { id: number };

/** The administrator's article endpoints of api-contract §4.3. */
export const articleAdminApi = {
  listPath: "/api/v1/article/list",
  recyclePath: "/api/v1/article/recycle/list",
  /** 0 back to pending, 1 publish, 2 reject with a reason. */
  check: (ids: number[], status: number, rejectReason = "") =>
    api.put<object>("/api/v1/article/check", { article_id: ids, status, reject_reason: rejectReason }),
  recommend: (ids: number[], on: boolean) => api.put<object>("/api/v1/article/recommend", { article_id: ids, is_recommend: on }),
  setCategories: (ids: number[], categoryIds: number[]) => api.put<object>("/api/v1/article/category", { article_id: ids, category_id: categoryIds }),
  /** To the recycle bin. */
  remove: (ids: number[]) => api.delete<object>("/api/v1/article", { id: ids }),
  restore: (ids: number[]) => api.post<object>("/api/v1/article/recycle/restore", { id: ids }),
  purge: (ids: number[]) => api.delete<object>("/api/v1/article/recycle", { id: ids }),
  empty: () => api.delete<object>("/api/v1/article/recycle/empty"),
};
