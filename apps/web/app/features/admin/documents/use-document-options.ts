import { CategoryType, languageEndpoints, type Language } from "@wenku/contract";
import { useMemo } from "react";
import { callApi } from "../../../lib/call-api";
import { categoryApi, type Category } from "../categories/category-api";
import { buildTree, type TreeNode } from "../common/tree";
import { useLoad } from "../../../shared/use-load";

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

/** Document categories and languages for filters, forms and table cells. */
export function useDocumentOptions(): DocumentOptions {
  const categories = useLoad((signal) => categoryApi.all(CategoryType.document, signal), [] as Category[], "document categories");
  const languages = useLoad(
    async (signal) =>
      (await callApi(languageEndpoints.list, { query: { page: 1, size: 1000 }, signal })).language,
    [] as Language[],
    "languages",
  );
  return useMemo(() => {
    const names = new Map(languages.data.map((l) => [l.code, l.language]));
    return {
      categories: categories.data,
      categoryTree: buildTree(categories.data).map(toOption),
      languages: languages.data.filter((l) => l.enable && l.code).map((l) => ({ value: l.code, label: `${l.language} (${l.code})` })),
      languageName: (code) => (code ? names.get(code) || code : "-"),
    };
  }, [categories.data, languages.data]);
}
