import { documentEndpoints, downloadEndpoints, systemEndpoints, vipEndpoints, type ApiBodyOf, type DocumentView } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** A row of GET /api/v1/document/list as an administrator sees it (every status, with convert_error). */
export type AdminDocument = DocumentView & { id: number };

/** 0 cancel, 1 recommend, 2 recommend again (refreshes the date). */
export type RecommendType = 0 | 1 | 2;

/** The administrator's document endpoints of api-contract §4.2. */
export const documentApi = {
  listRoute: documentEndpoints.list,
  checkRoute: documentEndpoints.check,
  /** One document with all of its extracted text. */
  get: (id: number, signal?: AbortSignal) => callApi(documentEndpoints.get, { query: { id, with_all_content: true }, signal }),
  update: (input: ApiBodyOf<typeof documentEndpoints.update>) => callApi(documentEndpoints.update, { body: input }),
  /** Review commands: 0 approve, 2 enable, 4 disable, 6 back to review, 7 reject. */
  check: (ids: number[], status: number) => callApi(documentEndpoints.check, { body: { id: ids, status } }),
  recommend: (ids: number[], type: RecommendType) => callApi(documentEndpoints.recommend, { body: { id: ids, type } }),
  setCategories: (ids: number[], categoryIds: number[]) =>
    callApi(documentEndpoints.setCategory, { body: { document_id: ids, category_id: categoryIds } }),
  setLanguage: (ids: number[], language: string) => callApi(documentEndpoints.setLanguage, { body: { document_id: ids, language } }),
  /** Sets each document's language to the one its text is in; resolves to the documents with their language. */
  detectLanguage: (ids: number[]) => callApi(systemEndpoints.detectLanguage, { body: { document_id: ids } }),
  /** Marks documents VIP-only (downloaded by VIPs through /document/download/vip) or not. */
  setVip: (ids: number[], isVip: boolean) => callApi(vipEndpoints.setDocuments, { body: { document_id: ids, is_vip: isVip } }),
  reconvert: (id: number) => callApi(documentEndpoints.reconvert, { body: { id } }),
  /** Every failed document back to the queue; resolves to how many. */
  reconvertFailed: async () => (await callApi(documentEndpoints.reconvertFailed)).count,
  /** To the recycle bin. */
  remove: (ids: number[]) => callApi(documentEndpoints.remove, { query: { id: ids } }),
  /** A download link for a document nobody else may download (disabled, in review, rejected). */
  reviewDownloadUrl: async (id: number) => (await callApi(downloadEndpoints.underReview, { query: { id } })).url,
};
