import { TreeSelect, type TreeSelectProps } from "antd";
import type { PagedList } from "./use-paged-list";

interface CategoryFilterProps<F extends { category_id?: number | number[] }> {
  list: Pick<PagedList<unknown, F, unknown>, "filter" | "search">;
  tree: TreeSelectProps["treeData"];
  placeholder: string;
}

/** A category tree picker that sets the list's `category_id` filter, or clears it. */
export function CategoryFilter<F extends { category_id?: number | number[] }>({ list, tree, placeholder }: CategoryFilterProps<F>) {
  return (
    <TreeSelect<number>
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width: 180 }}
      treeData={tree}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: "title" }}
      // The query takes one value or a list (`category_id=1` either way, api-contract §1.3); a list fits both.
      onChange={(categoryId) => list.search({ ...list.filter, category_id: categoryId === undefined ? undefined : [categoryId] })}
    />
  );
}
