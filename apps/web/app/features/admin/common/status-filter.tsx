import { Select } from "antd";
import type { Query } from "../../../lib/api-client";
import type { PagedList } from "./use-paged-list";

interface StatusFilterProps<F extends Query & { status?: number }> {
  list: Pick<PagedList<unknown, F>, "filter" | "search">;
  /** Labels by status number (0, 1, 2, …). */
  statuses: readonly string[];
  label: string;
  placeholder: string;
}

/** A select that sets the list's `status` filter, or clears it. */
export function StatusFilter<F extends Query & { status?: number }>({ list, statuses, label, placeholder }: StatusFilterProps<F>) {
  return (
    <Select<number>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={{ width: 130 }}
      options={statuses.map((text, value) => ({ value, label: text }))}
      onChange={(status) => list.search({ ...list.filter, status })}
    />
  );
}
