import { TreeSelect, type TreeSelectProps } from "antd";
import type { Query } from "../../../lib/api-client";
import type { PagedList } from "./use-paged-list";

interface CategoryFilterProps<F extends Query & { category_id?: number }> {
  list: Pick<PagedList<unknown, F>, "filter" | "search">;
  tree: TreeSelectProps["treeData"];
  placeholder: string;
}

/** A category tree picker that sets the list's `category_id` filter, or clears it. */
export function CategoryFilter<F extends Query & { category_id?: number }>({ list, tree, placeholder }: CategoryFilterProps<F>) {
  return (
    <TreeSelect<number>
      allowClear
      placeholder={placeholder}
      style={{ width: 180 }}
      treeData={tree}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: "title" }}
      onChange={(categoryId) => list.search({ ...list.filter, category_id: categoryId })}
    />
  );
}
