import type { SearchQuery } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { recordSearch } from "../records/record-buffer.js";
import { searchItems } from "./search-items.js";
import { searchRequest } from "./search-request.js";

/** Who searched, for the search log. */
export interface Searcher {
  userId: number;
  ip: string;
  userAgent: string;
}

/**
 * One search as the API and the server-rendered /search page both run it: searches, logs the search (buffered,
 * off the reply's path), and names the hit list as the contract does ("document" or "article").
 * `{}` when there is nothing to search for (an empty keyword).
 */
export async function runSearch(ctx: AppContext, query: SearchQuery, searcher: Searcher, listName: "document" | "article", docType?: 0 | 1) {
  const request = searchRequest(query, docType);
  const result = await searchItems(ctx, request);
  if (!result) return {};
  recordSearch(ctx, {
    keywords: request.wd,
    total: result.hits,
    page: result.page,
    user_id: searcher.userId,
    ip: searcher.ip,
    user_agent: searcher.userAgent,
    spend_time: Number(result.spend),
  });
  const { items, ...rest } = result;
  return { ...rest, [listName]: items };
}
