import {
  articleSearchReplySchema, relatedQuerySchema, relatedReplySchema, searchQuerySchema, searchReplySchema, type SearchQuery,
} from "@wenku/contract";
import { defineRoute, type HandlerInput } from "../../http/route.js";
import { relatedDocuments } from "./query/related-documents.js";
import { searchItems } from "./query/search-items.js";
import { searchRequest } from "./query/search-request.js";
import { recordSearch } from "./records/record-buffer.js";

/** Runs a search, logs it (buffered), and names the hit list as the route's contract does. */
async function runSearch(input: HandlerInput<SearchQuery, undefined>, listName: "document" | "article", docType?: 0 | 1) {
  const request = searchRequest(input.query, docType);
  const result = await searchItems(input.ctx, request);
  if (!result) return {};
  recordSearch(input.ctx, {
    keywords: request.wd,
    total: result.hits,
    page: result.page,
    user_id: input.actor.user?.id ?? 0,
    ip: input.ip,
    user_agent: input.userAgent,
    spend_time: Number(result.spend),
  });
  const { items, ...rest } = result;
  return { ...rest, [listName]: items };
}

export const searchRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/search",
    title: "搜索文档和文章",
    access: "public",
    query: searchQuerySchema,
    reply: searchReplySchema,
    handler: (input) => runSearch(input, "document"),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/search",
    title: "搜索文档",
    access: "public",
    query: searchQuerySchema,
    reply: searchReplySchema,
    handler: (input) => runSearch(input, "document", 0),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/article/search",
    title: "搜索文章",
    access: "public",
    query: searchQuerySchema,
    reply: articleSearchReplySchema,
    handler: (input) => runSearch(input, "article", 1),
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
