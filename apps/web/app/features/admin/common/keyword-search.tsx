import { Input } from "antd";
import type { Query } from "../../../lib/api-client";
import type { PagedList } from "./use-paged-list";

interface KeywordSearchProps<F extends Query & { wd?: string }> {
  list: Pick<PagedList<unknown, F>, "filter" | "search">;
  placeholder: string;
  width?: number;
}

/** A search box that sets the list's `wd` filter, or clears it when blank. */
export function KeywordSearch<F extends Query & { wd?: string }>({ list, placeholder, width = 260 }: KeywordSearchProps<F>) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width }}
      onSearch={(wd) => list.search({ ...list.filter, wd: wd.trim() || undefined })}
    />
  );
}
