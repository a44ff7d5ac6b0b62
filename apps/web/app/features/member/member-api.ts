import type { DocumentView } from "@wenku/contract";
import { api } from "../../lib/api-client";

export interface DownloadRecord {
  id: number;
  document_id: number;
  document_uuid: string;
  title: string;
  ext: string;
  size: number;
  pages: number;
  price: number;
  is_pay: boolean;
  created_at: string;
}

export interface FavoriteRecord {
  id: number;
  /** the document id, or the article id when type is 1 */
  document_id: number;
  /** 0 document, 1 article */
  type: number;
  /** document uuid or article identifier */
  document_uuid: string;
  title: string;
  ext: string;
  size: number;
  pages: number;
  score: number;
  created_at: string;
}

export interface DocumentChanges {
  id: number;
  title: string;
  keywords: string;
  description: string;
  price: number;
  language: string;
  category_id: number[];
}

export interface Page<T> {
  total: number;
  items: T[];
}

/** The member's own documents, downloads and favorites (every status of their own documents is listed). */
export const memberApi = {
  async documents(userId: number, page: number, size: number): Promise<Page<DocumentView>> {
    const reply = await api.get<{ total?: number; document?: DocumentView[] }>("/api/v1/document/list", { user_id: userId, page, size, order: "id desc" });
    return { total: reply.total ?? 0, items: reply.document ?? [] };
  },
  updateDocument: (changes: DocumentChanges) => api.put("/api/v1/document", changes),
  deleteDocuments: (ids: number[]) => api.delete("/api/v1/document", { id: ids }),
  async downloads(page: number, size: number): Promise<Page<DownloadRecord>> {
    const reply = await api.get<{ total?: number; download?: DownloadRecord[] }>("/api/v1/user/download", { page, size });
    return { total: reply.total ?? 0, items: reply.download ?? [] };
  },
  /** Favorites of both kinds, or of one `type` (0 documents, 1 articles). */
  async favorites(page: number, size: number, type?: number): Promise<Page<FavoriteRecord>> {
    const reply = await api.get<{ total?: number; favorite?: FavoriteRecord[] }>("/api/v1/favorite/list", { page, size, type });
    return { total: reply.total ?? 0, items: reply.favorite ?? [] };
  },
  unfavorite: (ids: number[]) => api.delete("/api/v1/favorite", { id: ids }),
};
