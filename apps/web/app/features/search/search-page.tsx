import { isSearchResult, type SearchReply } from "@wenku/contract";
import { AdSlot } from "../ads/ad-slot";
import { SearchBar } from "./search-bar";
import { SearchFacets } from "./search-facets";
import type { SearchParams } from "./search-params";
import { SearchResults } from "./search-results";
import { SearchState } from "./search-state";
import { SearchToolbar } from "./search-toolbar";
import "./search.css";

export interface SearchPageData {
  params: SearchParams;
  /** null when no search ran (no keyword) or it failed */
  reply: SearchReply | null;
  error: string | null;
}

/** /search?wd=…&type=0|1: the search box, facets, order, highlighted results and pages (spec §2). */
export function SearchPage({ params, reply, error }: SearchPageData) {
  return (
    <div className="wk-search" data-testid="search-page">
      <SearchBar key={`${params.wd} ${params.type}`} params={params} />
      <AdSlot position="search_top" />
      {error ? (
        <SearchState kind="error" message={error} />
      ) : !params.wd || !reply ? (
        <SearchState kind="no-keyword" />
      ) : !isSearchResult(reply) ? (
        // `{}`: the keyword holds nothing to search for (only punctuation, say), so nothing matches it
        <SearchState kind="empty" wd={params.wd} />
      ) : (
        <>
          <SearchFacets params={params} reply={reply} />
          <div className="wk-search-main">
            <div className="wk-search-column">
              <SearchToolbar params={params} reply={reply} />
              {reply.total > 0 ? <SearchResults params={params} reply={reply} /> : <SearchState kind="empty" wd={params.wd} />}
            </div>
            <AdSlot position="search_right" className="wk-search-right" />
          </div>
        </>
      )}
      <AdSlot position="search_bottom" />
    </div>
  );
}
