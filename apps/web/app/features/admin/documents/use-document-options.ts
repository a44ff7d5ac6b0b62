import { CategoryType, categoryEndpoints, languageEndpoints, type Category, type Language } from "@wenku/contract";
import { useMemo } from "react";
import { useApiQuery } from "../../../lib/api-query";
import { buildTree, type TreeNode } from "../common/tree";

export interface CategoryTreeOption {
  value: number;
  title: string;
  children?: CategoryTreeOption[];
}

export interface DocumentOptions {
  categories: Category[];
  /** TreeSelect data of every document category. */
  categoryTree: CategoryTreeOption[];
  /** Enabled languages: the only ones a document may take. */
  languages: Array<{ value: string; label: string }>;
  languageName: (code: string | undefined) => string;
}

const toOption = (node: TreeNode<Category>): CategoryTreeOption => ({
  value: node.id,
  title: node.title,
  ...(node.children ? { children: node.children.map(toOption) } : {}),
});

const noCategories: Category[] = [];
const noLanguages: Language[] = [];

/** Document categories and languages for filters, forms and table cells. */
export function useDocumentOptions(): DocumentOptions {
  const categories = useApiQuery(categoryEndpoints.list, { query: { type: [CategoryType.document] } }).data?.category ?? noCategories;
  const languages = useApiQuery(languageEndpoints.list, { query: { page: 1, size: 1000 } }).data?.language ?? noLanguages;
  return useMemo(() => {
    const names = new Map(languages.map((l) => [l.code, l.language]));
    return {
      categories,
      categoryTree: buildTree(categories).map(toOption),
      languages: languages.filter((l) => l.enable && l.code).map((l) => ({ value: l.code, label: `${l.language} (${l.code})` })),
      languageName: (code) => (code ? names.get(code) || code : "-"),
    };
  }, [categories, languages]);
}
