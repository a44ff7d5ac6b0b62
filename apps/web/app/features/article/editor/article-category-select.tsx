import { CategoryType } from "@wenku/contract";
import { TreeSelect } from "antd";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { categoryTree, type CategoryNode } from "../../../shared/trees";

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOption = (node: CategoryNode): TreeOption => ({ value: node.id, title: node.title, children: node.children.map(toOption) });

/** One article category from the tree of enabled article categories (spec §3, type 1); clearing leaves none. */
export function ArticleCategorySelect({ value, onChange, id }: { value?: number; onChange?: (value: number | undefined) => void; id?: string }) {
  const { categories } = useSiteData();
  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      treeData={categoryTree(categories, CategoryType.article).map(toOption)}
      treeDefaultExpandAll
      allowClear
      showSearch={{ treeNodeFilterProp: "title" }}
      placeholder={zh.article.form.categoryPlaceholder}
      data-testid="article-category-select"
      style={{ width: "100%" }}
    />
  );
}
