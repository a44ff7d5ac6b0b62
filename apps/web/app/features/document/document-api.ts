import type { SsrDocumentPages } from "@wenku/contract";
import { api } from "../../lib/api-client";

export type DocumentPages = SsrDocumentPages;

/** What the document page asks the API in the browser, with the visitor's token. */
export const documentApi = {
  pages: (id: number, from: number, size: number) => api.get<DocumentPages>("/api/v1/document/pages", { id, from, size }),
  download: (id: number) => api.get<{ url: string }>("/api/v1/document/download", { id }),
  myScore: (documentId: number) => api.get<{ score?: number }>("/api/v1/document/score", { document_id: documentId }),
  rate: (documentId: number, stars: number) => api.post("/api/v1/document/score", { document_id: documentId, score: stars * 100 }),
  myFavorite: (documentId: number) => api.get<{ id?: number }>("/api/v1/favorite", { document_id: documentId }),
  favorite: (documentId: number) => api.post<{ id?: number }>("/api/v1/favorite", { document_id: documentId }),
  unfavorite: (favoriteIds: number[]) => api.delete("/api/v1/favorite", { id: favoriteIds }),
  report: (documentId: number, reason: number) => api.post("/api/v1/report", { document_id: documentId, reason }),
};
