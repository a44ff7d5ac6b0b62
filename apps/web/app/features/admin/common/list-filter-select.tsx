import { Select, type SelectProps } from "antd";
import type { PagedList } from "./use-paged-list";

type FilterValue = string | number;

interface ListFilterSelectProps<F> {
  list: Pick<PagedList<unknown, F, unknown>, "filter" | "search">;
  /** The filter field the value picked goes to. */
  field: keyof F & string;
  options: SelectProps<FilterValue>["options"];
  /** The select's accessible name, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  width?: number;
  /** Typing filters the options by their labels (long lists). */
  showSearch?: boolean;
  testId?: string;
}

/**
 * A select over a list's filter field: picking a value searches by it (from page 1), clearing it drops the field.
 * The query takes one value or a list (`status=1` either way, api-contract §1.3); a list of one fits both.
 */
export function ListFilterSelect<F>({ list, field, options, label, placeholder = label, width = 130, showSearch, testId }: ListFilterSelectProps<F>) {
  return (
    <Select<FilterValue>
      allowClear
      showSearch={showSearch}
      optionFilterProp={showSearch ? "label" : undefined}
      aria-label={label}
      placeholder={placeholder}
      style={{ width }}
      options={options}
      value={firstValue(list.filter[field])}
      onChange={(value) => list.search({ ...list.filter, [field]: value === undefined ? undefined : [value] })}
      data-testid={testId}
    />
  );
}

/** The value a filter field holds, or the first of its list. */
function firstValue(held: unknown): FilterValue | undefined {
  const value: unknown = Array.isArray(held) ? held[0] : held;
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}
