import {
  articleSearchReplySchema, indexStatsSchema, relatedQuerySchema, relatedReplySchema, searchQuerySchema, searchRecordDeleteQuerySchema,
  searchRecordListQuerySchema, searchRecordListReplySchema, searchReplySchema,
} from "../schemas/search.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** SearchAPI (api-contract §4.2, §4.3, §4.9): full-text search, related documents, the index and search records. */
export const searchEndpoints = {
  search: apiRoute({ method: "GET", path: "/api/v1/search", title: "搜索文档和文章", access: "public", query: searchQuerySchema, reply: searchReplySchema }),
  documents: apiRoute({
    method: "GET", path: "/api/v1/document/search", title: "搜索文档", access: "public", query: searchQuerySchema, reply: searchReplySchema,
  }),
  articles: apiRoute({
    method: "GET", path: "/api/v1/article/search", title: "搜索文章", access: "public", query: searchQuerySchema, reply: articleSearchReplySchema,
  }),
  relatedDocuments: apiRoute({
    method: "GET", path: "/api/v1/document/related", title: "相关文档", access: "public", query: relatedQuerySchema, reply: relatedReplySchema,
  }),
  rebuildDocumentIndex: apiRoute({ method: "PUT", path: "/api/v1/renew/document/index", title: "重建文档索引", access: "admin", reply: emptyReplySchema }),
  /** The established client's "update the index" (api-contract §6.3): the same rebuild, which re-reads every document and keeps answering meanwhile. */
  updateDocumentIndex: apiRoute({ method: "PUT", path: "/api/v1/document/index", title: "更新文档索引", access: "admin", reply: emptyReplySchema }),
  rebuildArticleIndex: apiRoute({ method: "PUT", path: "/api/v1/renew/article/index", title: "重建文章索引", access: "admin", reply: emptyReplySchema }),
  indexStats: apiRoute({ method: "GET", path: "/api/v1/search/index/stats", title: "查看搜索索引", access: "admin", reply: indexStatsSchema }),
  recordList: apiRoute({
    method: "GET", path: "/api/v1/searchrecord/list", title: "搜索记录列表", access: "admin", query: searchRecordListQuerySchema,
    reply: searchRecordListReplySchema,
  }),
  recordRemove: apiRoute({
    method: "DELETE", path: "/api/v1/searchrecord", title: "删除搜索记录", access: "admin", query: searchRecordDeleteQuerySchema, reply: emptyReplySchema,
  }),
};
