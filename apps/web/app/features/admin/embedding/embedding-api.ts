import { retrievalEndpoints, type ApiReplyOf } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** One row of GET /embedding/list (contract embeddingDocumentSchema). */
export type EmbeddingDocument = ApiReplyOf<typeof retrievalEndpoints.embeddingList>["document"][number];

/** EmbeddingAPI (ours): embedding status per document (the list also names the model in use), and re-embedding. */
export const embeddingApi = {
  listRoute: retrievalEndpoints.embeddingList,
  redo: (ids: number[]) => callApi(retrievalEndpoints.embeddingRedo, { body: { document_id: ids } }),
  redoAll: () => callApi(retrievalEndpoints.embeddingRedo, { body: { all: true } }),
};
