import { Empty, Result } from "antd";
import { zh } from "../../locales/zh-CN";

const t = zh.searchPage;

/** What the page shows instead of results: no keyword yet, nothing found, or a failed search. */
export function SearchState({ kind, wd, message }: { kind: "no-keyword" | "empty" | "error"; wd?: string; message?: string }) {
  if (kind === "error") {
    return (
      <div className="wk-search-state" data-testid="search-error">
        <Result status="warning" title={t.failed} subTitle={message !== t.failed ? message : undefined} />
      </div>
    );
  }
  return (
    <div className="wk-search-state" data-testid={kind === "empty" ? "search-empty" : "search-no-keyword"}>
      <Empty
        description={
          kind === "empty" ? (
            <>
              <div>{t.noResults(wd ?? "")}</div>
              <div className="wk-muted">{t.noResultsHint}</div>
            </>
          ) : (
            t.noKeyword
          )
        }
      />
    </div>
  );
}
