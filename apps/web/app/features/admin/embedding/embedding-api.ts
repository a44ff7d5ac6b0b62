import type { embeddingDocumentSchema } from "@wenku/contract";
import { api } from "../../../lib/api-client";

/** One row of GET /embedding/list (contract embeddingDocumentSchema). */
export type EmbeddingDocument = ReturnType<typeof embeddingDocumentSchema.parse>;

/** EmbeddingAPI (ours): embedding status per document (the list also names the model in use), and re-embedding. */
export const embeddingApi = {
  listPath: "/api/v1/embedding/list",
  redo: (ids: number[]) => api.put<{ count: number }>("/api/v1/embedding/redo", { document_id: ids }),
  redoAll: () => api.put<{ count: number }>("/api/v1/embedding/redo", { all: true }),
};
