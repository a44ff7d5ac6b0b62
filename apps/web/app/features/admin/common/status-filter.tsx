import { Select } from "antd";
import type { PagedList } from "./use-paged-list";

interface StatusFilterProps<F extends { status?: number | number[] }> {
  list: Pick<PagedList<unknown, F, unknown>, "filter" | "search">;
  /** Labels by status number (0, 1, 2, …). */
  statuses: readonly string[];
  label: string;
  placeholder: string;
}

/** A select that sets the list's `status` filter, or clears it. */
export function StatusFilter<F extends { status?: number | number[] }>({ list, statuses, label, placeholder }: StatusFilterProps<F>) {
  return (
    <Select<number>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={{ width: 130 }}
      options={statuses.map((text, value) => ({ value, label: text }))}
      // The query takes one value or a list (`status=1` either way, api-contract §1.3); a list fits both.
      onChange={(status) => list.search({ ...list.filter, status: status === undefined ? undefined : [status] })}
    />
  );
}
