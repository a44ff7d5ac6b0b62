import { CategoryType, type SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { listFields, type ListedDocument } from "../document-loader";
import { listApiQuery, parseListFilters, type ListFilters } from "./list-query";

export interface DocumentListData {
  filters: ListFilters;
  total: number;
  documents: ListedDocument[];
}

export interface CategoryListData extends DocumentListData {
  /** undefined on /category (every category) */
  categoryId?: number;
}

/** /document: the newest documents with the address's filters. */
export async function loadLatestDocuments(services: SsrServices, requestUrl: string): Promise<DocumentListData> {
  const filters = parseListFilters(new URL(requestUrl).searchParams);
  const list = await services.documentList({ ...listApiQuery(filters), field: listFields });
  return { filters, total: list.total ?? 0, documents: list.document };
}

/** /category and /category/<id>: an unknown or disabled category is a 404; its sub-categories are included. */
export async function loadCategoryDocuments(services: SsrServices, id: string | undefined, requestUrl: string): Promise<CategoryListData> {
  const filters = parseListFilters(new URL(requestUrl).searchParams);
  const categoryId = id === undefined ? undefined : Number(id);
  if (categoryId !== undefined) {
    const categories = await services.categories();
    const found = categories.find((c) => c.id === categoryId && c.type === CategoryType.document && c.enable);
    if (!found) throw data(zh.notFoundPage, { status: 404 });
  }
  const extra = categoryId !== undefined ? { category_id: [categoryId] } : {};
  const list = await services.documentList({ ...listApiQuery(filters, extra), field: listFields });
  return { filters, total: list.total ?? 0, documents: list.document, categoryId };
}
