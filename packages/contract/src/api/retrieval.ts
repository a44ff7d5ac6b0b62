import {
  chatSearchQuerySchema, chatSearchReplySchema, embeddingListQuerySchema, embeddingListReplySchema, embeddingRedoReplySchema, embeddingRedoSchema,
} from "../schemas/chat.js";
import { apiRoute } from "./api-route.js";

/** Retrieval (ours): page excerpts for AI search, and EmbeddingAPI: per-document embedding status and re-embedding. */
export const retrievalEndpoints = {
  search: apiRoute({
    method: "GET", path: "/api/v1/chat/search", title: "AI 检索文档页面", access: "login", query: chatSearchQuerySchema, reply: chatSearchReplySchema,
  }),
  embeddingList: apiRoute({
    method: "GET", path: "/api/v1/embedding/list", title: "向量化文档列表", access: "admin", query: embeddingListQuerySchema,
    reply: embeddingListReplySchema,
  }),
  embeddingRedo: apiRoute({
    method: "PUT", path: "/api/v1/embedding/redo", title: "重新向量化文档", access: "admin", body: embeddingRedoSchema, reply: embeddingRedoReplySchema,
  }),
};
