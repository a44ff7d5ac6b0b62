import { ListFilterSelect } from "./list-filter-select";
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
  return <ListFilterSelect list={list} field="status" options={statuses.map((text, value) => ({ value, label: text }))} label={label} placeholder={placeholder} />;
}
