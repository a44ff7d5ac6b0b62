import {
  articleSearchReplySchema, relatedQuerySchema, relatedReplySchema, searchQuerySchema, searchReplySchema, type SearchQuery,
} from "@wenku/contract";
import { defineRoute, type HandlerInput } from "../../http/route.js";
import { relatedDocuments } from "./query/related-documents.js";
import { runSearch } from "./query/run-search.js";

function search(input: HandlerInput<SearchQuery, undefined>, listName: "document" | "article", docType?: 0 | 1) {
  const searcher = { userId: input.actor.user?.id ?? 0, ip: input.ip, userAgent: input.userAgent };
  return runSearch(input.ctx, input.query, searcher, listName, docType);
}

export const searchRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/search",
    title: "搜索文档和文章",
    access: "public",
    query: searchQuerySchema,
    reply: searchReplySchema,
    handler: (input) => search(input, "document"),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/search",
    title: "搜索文档",
    access: "public",
    query: searchQuerySchema,
    reply: searchReplySchema,
    handler: (input) => search(input, "document", 0),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/article/search",
    title: "搜索文章",
    access: "public",
    query: searchQuerySchema,
    reply: articleSearchReplySchema,
    handler: (input) => search(input, "article", 1),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/related",
    title: "相关文档",
    access: "public",
    query: relatedQuerySchema,
    reply: relatedReplySchema,
    async handler({ ctx, query }) {
      return { document: query.id && query.id > 0 ? await relatedDocuments(ctx, query.id) : [] };
    },
  }),
];
