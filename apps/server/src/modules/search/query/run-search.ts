import type { SearchQuery } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { recordSearch, type SearchRecordInput } from "../records/record-buffer.js";
import { searchItems } from "./search-items.js";
import { searchRequest } from "./search-request.js";

/** Who searched, for the search log. */
export interface Searcher {
  userId: number;
  ip: string;
  userAgent: string;
}

/** What the search log keeps of one search, apart from who made it. */
export type SearchOutcome = Pick<SearchRecordInput, "keywords" | "total" | "page" | "spend_time">;

/**
 * Searches and names the hit list as the contract does ("document" or "article"); `reply` is `{}` and `outcome`
 * undefined when there is nothing to search for (an empty keyword). Nothing is logged: see runSearch.
 */
export async function searchWithOutcome(ctx: AppContext, query: SearchQuery, listName: "document" | "article", docType?: 0 | 1) {
  const request = searchRequest(query, docType);
  const result = await searchItems(ctx, request);
  if (!result) return { reply: {}, outcome: undefined };
  const { items, ...rest } = result;
  const outcome: SearchOutcome = { keywords: request.wd, total: result.hits, page: result.page, spend_time: Number(result.spend) };
  return { reply: { ...rest, [listName]: items }, outcome };
}

/** Logs a search (buffered, off the reply's path). */
export function logSearch(ctx: AppContext, outcome: SearchOutcome, searcher: Searcher): void {
  recordSearch(ctx, { ...outcome, user_id: searcher.userId, ip: searcher.ip, user_agent: searcher.userAgent });
}

/** One search as the API runs it: searches and logs the search. */
export async function runSearch(ctx: AppContext, query: SearchQuery, searcher: Searcher, listName: "document" | "article", docType?: 0 | 1) {
  const { reply, outcome } = await searchWithOutcome(ctx, query, listName, docType);
  if (outcome) logSearch(ctx, outcome, searcher);
  return reply;
}
