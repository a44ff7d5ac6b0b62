import {
  documentEndpoints, downloadEndpoints, favoriteEndpoints, pageEndpoints, ratingEndpoints, readingEndpoints, reportEndpoints, type SsrDocumentPages,
} from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type DocumentPages = SsrDocumentPages;

/** What the document page asks the API in the browser, with the visitor's token. */
export const documentApi = {
  /** The document as the caller may read it (its uploader also gets the edit of its details in review). */
  get: (id: number) => callApi(documentEndpoints.get, { query: { id } }),
  pages: (id: number, from: number, size: number) => callApi(pageEndpoints.list, { query: { id, from, size } }),
  download: (id: number) => callApi(downloadEndpoints.document, { query: { id } }),
  /** What downloading now would take from the caller, and their balance. */
  downloadPrice: (id: number) => callApi(downloadEndpoints.price, { query: { id } }),
  myScore: (documentId: number) => callApi(ratingEndpoints.mine, { query: { document_id: documentId } }),
  rate: (documentId: number, stars: number) => callApi(ratingEndpoints.rate, { body: { document_id: documentId, score: stars * 100 } }),
  myFavorite: (documentId: number) => callApi(favoriteEndpoints.get, { query: { document_id: documentId } }),
  favorite: (documentId: number) => callApi(favoriteEndpoints.create, { body: { document_id: documentId } }),
  unfavorite: (favoriteIds: number[]) => callApi(favoriteEndpoints.remove, { query: { id: favoriteIds } }),
  readingPosition: (documentId: number) => callApi(readingEndpoints.get, { query: { document_id: documentId } }),
  saveReadingPosition: (documentId: number, page: number) => callApi(readingEndpoints.save, { body: { document_id: documentId, page } }),
  report: (documentId: number, reason: number, content: string) => callApi(reportEndpoints.create, { body: { document_id: documentId, reason, content } }),
};
