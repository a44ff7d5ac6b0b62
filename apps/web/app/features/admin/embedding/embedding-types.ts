import type { ApiReplyOf, retrievalEndpoints } from "@wenku/contract";

/** One row of GET /embedding/list (contract embeddingDocumentSchema). */
export type EmbeddingDocument = ApiReplyOf<typeof retrievalEndpoints.embeddingList>["document"][number];
