import { CategoryType } from "@wenku/contract";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { categoryApi, type Category } from "../categories/category-api";
import { buildTree, type TreeNode } from "../common/tree";
import { useLoad } from "../../../shared/use-load";

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

export type ArticleCategoryTree = ReturnType<typeof useArticleCategoryTree>;

/** Every article category (disabled ones too) as TreeSelect options, and the flat list to find ancestors in. */
export function useArticleCategoryTree() {
  const loaded = useLoad((signal) => categoryApi.all(CategoryType.article, signal), [] as Category[], "article categories");
  const tree = useMemo(() => buildTree(loaded.data).map(toOption), [loaded.data]);
  return { tree, all: loaded.data };
}
