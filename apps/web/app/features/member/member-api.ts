import { documentEndpoints, downloadEndpoints, favoriteEndpoints, type ApiBodyOf, type ApiReplyOf, type DocumentView } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type DownloadRecord = ApiReplyOf<typeof downloadEndpoints.mine>["download"][number];

/** A favorite of a document (type 0) or an article (type 1); document_uuid is the document uuid or article identifier. */
export type FavoriteRecord = ApiReplyOf<typeof favoriteEndpoints.list>["favorite"][number];

export interface Page<T> {
  total: number;
  items: T[];
}

/** The member's own documents, downloads and favorites (every status of their own documents is listed). */
export const memberApi = {
  async documents(userId: number, page: number, size: number): Promise<Page<DocumentView>> {
    const reply = await callApi(documentEndpoints.list, { query: { user_id: [userId], page, size, order: "id desc" } });
    return { total: reply.total ?? 0, items: reply.document };
  },
  updateDocument: (changes: ApiBodyOf<typeof documentEndpoints.update>) => callApi(documentEndpoints.update, { body: changes }),
  deleteDocuments: (ids: number[]) => callApi(documentEndpoints.remove, { query: { id: ids } }),
  async downloads(page: number, size: number): Promise<Page<DownloadRecord>> {
    const reply = await callApi(downloadEndpoints.mine, { query: { page, size } });
    return { total: reply.total, items: reply.download };
  },
  /** Favorites of both kinds, or of one `type` (0 documents, 1 articles). */
  async favorites(page: number, size: number, type?: number): Promise<Page<FavoriteRecord>> {
    const reply = await callApi(favoriteEndpoints.list, { query: { page, size, type } });
    return { total: reply.total, items: reply.favorite };
  },
  unfavorite: (ids: number[]) => callApi(favoriteEndpoints.remove, { query: { id: ids } }),
};
