import type { embeddingDocumentSchema } from "@wenku/contract";
import { api } from "../../../lib/api-client";

/** One row of GET /embedding/list (contract embeddingDocumentSchema). */
export type EmbeddingDocument = ReturnType<typeof embeddingDocumentSchema.parse>;

/** EmbeddingAPI (ours): embedding status per document, the embedding model in use, and re-embedding. */
export const embeddingApi = {
  listPath: "/api/v1/embedding/list",
  /** The embedding model in use (0: none set or disabled), as the list reports it. */
  modelId: async (signal: AbortSignal) => (await api.get<{ model_id: number }>("/api/v1/embedding/list", { size: 1 }, { signal })).model_id,
  redo: (ids: number[]) => api.put<{ count: number }>("/api/v1/embedding/redo", { document_id: ids }),
  redoAll: () => api.put<{ count: number }>("/api/v1/embedding/redo", { all: true }),
};
