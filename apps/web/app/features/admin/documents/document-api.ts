import type { DocumentUpdateBody, DocumentView } from "@wenku/contract";
import { api } from "../../../lib/api-client";

/** A row of GET /api/v1/document/list as an administrator sees it (every status, with convert_error). */
export type AdminDocument = DocumentView & { id: number };

export type DocumentUpdateInput = Partial<Omit<DocumentUpdateBody, "id">> & { id: number };

/** 0 cancel, 1 recommend, 2 recommend again (refreshes the date). */
export type RecommendType = 0 | 1 | 2;

/** The administrator's document endpoints of api-contract §4.2. */
export const documentApi = {
  listPath: "/api/v1/document/list",
  /** One document with all of its extracted text. */
  get: (id: number, signal?: AbortSignal) => api.get<DocumentView>("/api/v1/document", { id, with_all_content: true }, { signal }),
  update: (input: DocumentUpdateInput) => api.put<object>("/api/v1/document", input),
  /** Review commands: 0 approve, 2 enable, 4 disable, 6 back to review, 7 reject. */
  check: (ids: number[], status: number) => api.put<object>("/api/v1/document/check", { id: ids, status }),
  recommend: (ids: number[], type: RecommendType) => api.put<object>("/api/v1/document/recommend", { id: ids, type }),
  setCategories: (ids: number[], categoryIds: number[]) =>
    api.put<object>("/api/v1/document/category", { document_id: ids, category_id: categoryIds }),
  setLanguage: (ids: number[], language: string) => api.put<object>("/api/v1/document/language", { document_id: ids, language }),
  /** Marks documents VIP-only (downloaded by VIPs through /document/download/vip) or not. */
  setVip: (ids: number[], isVip: boolean) => api.put<object>("/api/v1/document/vip", { document_id: ids, is_vip: isVip }),
  reconvert: (id: number) => api.put<object>("/api/v1/document/reconvert/one", { id }),
  /** Every failed document back to the queue; resolves to how many. */
  reconvertFailed: async () => (await api.put<{ count?: number }>("/api/v1/document/reconvert")).count ?? 0,
  /** To the recycle bin. */
  remove: (ids: number[]) => api.delete<object>("/api/v1/document", { id: ids }),
  /** A download link for a document nobody else may download (disabled, in review, rejected). */
  reviewDownloadUrl: async (id: number) => (await api.get<{ url: string }>("/api/v1/document/download/bereviewed", { id })).url,
};
