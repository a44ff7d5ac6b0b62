import type { SearchResult } from "@wenku/contract";
import { Select } from "antd";
import { useNavigate } from "react-router";
import { zh } from "../../locales/zh-CN";
import { articleSortOptions, searchHref, SearchKind, searchSortOptions, type SearchParams, type SearchSortOption } from "./search-params";

const t = zh.searchPage;

/** How many matched and how long it took, and the order of the results. */
export function SearchToolbar({ params, reply }: { params: SearchParams; reply: SearchResult }) {
  const navigate = useNavigate();
  const sorts = params.type === SearchKind.article ? articleSortOptions : searchSortOptions;
  return (
    <div className="wk-search-toolbar">
      <span className="wk-search-summary" data-testid="search-summary">
        {t.summary(reply.hits, reply.spend)}
      </span>
      <Select<SearchSortOption>
        value={params.sort}
        prefix={t.sortLabel}
        aria-label={t.sortLabel}
        style={{ minWidth: 150 }}
        options={sorts.map((value) => ({ value, label: t.sorts[value] }))}
        onChange={(sort) => void navigate(searchHref(params, { sort }))}
        data-testid="search-sort"
      />
    </div>
  );
}
