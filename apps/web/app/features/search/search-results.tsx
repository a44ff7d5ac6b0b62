import type { SearchResult } from "@wenku/contract";
import { Pagination } from "antd";
import { useNavigate } from "react-router";
import { searchHref, type SearchParams } from "./search-params";
import { SearchHitItem } from "./search-hit";

/** One page of hits and the pages; `total` is already capped by the API (display.max_search_pages). */
export function SearchResults({ params, reply }: { params: SearchParams; reply: SearchResult }) {
  const navigate = useNavigate();
  const hits = reply.document;
  const total = reply.total;
  const size = reply.size || 10;
  return (
    <>
      <ol className="wk-search-results" data-testid="search-results">
        {hits.map((hit) => (
          <SearchHitItem key={`${hit.doc_type}-${hit.id}`} hit={hit} query={params.wd} />
        ))}
      </ol>
      {total > size && (
        <div className="wk-search-pagination">
          <Pagination
            current={reply.page}
            pageSize={size}
            total={total}
            showSizeChanger={false}
            showLessItems
            onChange={(page) => void navigate(searchHref(params, { page }))}
          />
        </div>
      )}
    </>
  );
}
