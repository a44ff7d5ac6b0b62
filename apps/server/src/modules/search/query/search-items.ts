import type { SearchHit } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { searchBackend } from "../backend/select-backend.js";
import { parseQuery } from "../text/parse-query.js";
import { sumFacets, type Facets } from "./facets.js";
import { pageKeys } from "./page-keys.js";
import { presentHits } from "./present-hits.js";
import type { SearchRequest } from "./search-request.js";

export interface SearchResult extends Omit<Facets, "hits"> {
  /** matches, capped at display.max_search_pages × size */
  total: number;
  hits: number;
  /** seconds, three decimals */
  spend: string;
  page: number;
  size: number;
  items: SearchHit[];
}

async function searchSettings(ctx: AppContext) {
  return {
    pageSize: (await ctx.settings.number("search", "page_size")) || 10,
    maxPages: Math.max(1, (await ctx.settings.number("display", "max_search_pages")) || 100),
    fragmentLength: Math.max(40, (await ctx.settings.number("search", "highlight_fragment")) || 160),
  };
}

/**
 * Full-text search (api-contract §4.2, §6.3): facets over every match, one page of hits in the requested order,
 * highlighted. Null when `wd` holds nothing searchable (the API then answers `{}`).
 */
export async function searchItems(ctx: AppContext, request: SearchRequest): Promise<SearchResult | null> {
  const started = performance.now();
  const plan = parseQuery(request.wd);
  if (!plan) return null;
  const settings = await searchSettings(ctx);
  const size = Math.min(Math.max(request.size ?? settings.pageSize, 5), 50);
  const backend = searchBackend(ctx);
  const { docType, userId, createdFrom, createdTo, fee } = request.filters;
  const combos = await backend.facetCombos(plan, { docType, userId, createdFrom, createdTo, fee, categoryIds: [], languages: [] });
  const { hits, ...facets } = sumFacets(combos, request.filters);
  const offset = (request.page - 1) * size;
  const withinCap = request.page <= settings.maxPages && offset < hits;
  const ordered = withinCap ? await pageKeys(backend, plan, request.filters, request.sort, offset, size) : [];
  const items = await presentHits(ctx, backend, plan, ordered, settings.fragmentLength);
  return {
    total: Math.min(hits, settings.maxPages * size),
    hits,
    spend: ((performance.now() - started) / 1000).toFixed(3),
    page: request.page,
    size,
    items,
    ...facets,
  };
}
