import { Input, Segmented } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { zh } from "../../locales/zh-CN";
import { searchHref, SearchKind, type SearchKindValue, type SearchParams } from "./search-params";

const t = zh.searchPage;

/** The page's own search box with the document / article switch; it searches only with a keyword (spec §5). */
export function SearchBar({ params }: { params: SearchParams }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(params.wd);

  const submit = (value: string) => {
    const wd = value.trim();
    if (wd) void navigate(searchHref(params, { wd }));
  };

  return (
    <div className="wk-search-bar">
      <Segmented<SearchKindValue>
        value={params.type}
        options={[
          { value: SearchKind.document, label: t.documents },
          { value: SearchKind.article, label: t.articles },
        ]}
        onChange={(type) => void navigate(searchHref({ ...params, wd: keyword.trim() || params.wd }, { type }))}
        data-testid="search-type"
      />
      <Input.Search
        size="large"
        value={keyword}
        allowClear
        enterButton={zh.search}
        placeholder={t.placeholder}
        aria-label={t.placeholder}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={submit}
        data-testid="search-page-input"
      />
    </div>
  );
}
