import { searchEndpoints, type SearchQuery } from "@wenku/contract";
import { defineRoute, type HandlerInput } from "../../http/route.js";
import { relatedDocuments } from "./query/related-documents.js";
import { runSearch } from "./query/run-search.js";

function search(input: HandlerInput<SearchQuery, unknown>, listName: "document" | "article", docType?: 0 | 1) {
  const searcher = { userId: input.actor.user?.id ?? 0, ip: input.ip, userAgent: input.userAgent };
  return runSearch(input.ctx, input.query, searcher, listName, docType);
}

export const searchRoutes = [
  defineRoute(searchEndpoints.search, {
    handler: (input) => search(input, "document"),
  }),
  defineRoute(searchEndpoints.documents, {
    handler: (input) => search(input, "document", 0),
  }),
  defineRoute(searchEndpoints.articles, {
    handler: (input) => search(input, "article", 1),
  }),
  defineRoute(searchEndpoints.relatedDocuments, {
    async handler({ ctx, query }) {
      return { document: query.id && query.id > 0 ? await relatedDocuments(ctx, query.id) : [] };
    },
  }),
];
