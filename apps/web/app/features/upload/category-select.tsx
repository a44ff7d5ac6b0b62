import { CategoryType } from "@wenku/contract";
import { TreeSelect } from "antd";
import { useSiteData } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { categoryTree, type CategoryNode } from "../../shared/trees";

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOption = (node: CategoryNode): TreeOption => ({ value: node.id, title: node.title, children: node.children.map(toOption) });

/** One document category picked from the tree of enabled document categories (a form control). */
export function CategorySelect({ value, onChange, id, placeholder }: { value?: number; onChange?: (value: number) => void; id?: string; placeholder?: string }) {
  const { categories } = useSiteData();
  const treeData = categoryTree(categories, CategoryType.document).map(toOption);
  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: "title" }}
      placeholder={placeholder ?? zh.document.categoryRequired}
      data-testid="category-select"
      style={{ width: "100%" }}
    />
  );
}
