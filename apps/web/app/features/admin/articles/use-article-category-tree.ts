import { CategoryType, categoryEndpoints, type Category } from "@wenku/contract";
import { useMemo } from "react";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { buildTree, type TreeNode } from "../common/tree";

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

const toOption = (node: TreeNode<Category>): TreeOption => ({
  value: node.id,
  title: node.enable ? node.title : zh.adminArticles.disabledCategory(node.title),
  ...(node.children ? { children: node.children.map(toOption) } : {}),
});

const noCategories: Category[] = [];

export type ArticleCategoryTree = ReturnType<typeof useArticleCategoryTree>;

/** Every article category (disabled ones too) as TreeSelect options, and the flat list to find ancestors in. */
export function useArticleCategoryTree() {
  const all = useApiQuery(categoryEndpoints.list, { query: { type: [CategoryType.article] } }).data?.category ?? noCategories;
  const tree = useMemo(() => buildTree(all).map(toOption), [all]);
  return { tree, all };
}
