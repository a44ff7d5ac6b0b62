import { Input } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { zh } from "../../locales/zh-CN";

/** Builds the search address; null when there is nothing to search (spec §5: search needs a keyword). */
export function searchHref(keyword: string): string | null {
  const wd = keyword.trim();
  return wd ? `/search?wd=${encodeURIComponent(wd)}` : null;
}

/** A search box that goes to /search?wd=… on enter or on the search button, only with a keyword. */
export function SearchBox({ size = "middle", className, onSearched, enterButton }: {
  size?: "large" | "middle" | "small";
  className?: string;
  onSearched?: () => void;
  enterButton?: boolean | string;
}) {
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get("wd") ?? "");
  const navigate = useNavigate();
  const submit = (value: string) => {
    const href = searchHref(value);
    if (!href) return;
    void navigate(href);
    onSearched?.();
  };
  return (
    <Input.Search
      className={className}
      size={size}
      value={keyword}
      allowClear
      enterButton={enterButton}
      placeholder={zh.layout.searchPlaceholder}
      aria-label={zh.search}
      onChange={(e) => setKeyword(e.target.value)}
      onSearch={submit}
    />
  );
}
