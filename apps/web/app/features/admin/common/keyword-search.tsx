import { Input } from "antd";
import type { PagedList } from "./use-paged-list";

interface KeywordSearchProps<F extends { wd?: string }> {
  list: Pick<PagedList<unknown, F, unknown>, "filter" | "search">;
  placeholder: string;
  width?: number;
}

/** A search box that sets the list's `wd` filter, or clears it when blank. */
export function KeywordSearch<F extends { wd?: string }>({ list, placeholder, width = 260 }: KeywordSearchProps<F>) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width }}
      onSearch={(wd) => list.search({ ...list.filter, wd: wd.trim() || undefined })}
    />
  );
}
