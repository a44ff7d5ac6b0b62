import type { DocumentView, SsrDocumentPages, SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../locales/zh-CN";
import { deepestCategory } from "./category-path";

/** Pages the document page shows before 继续阅读. */
export const firstPagesCount = 2;
const sameCategoryCount = 10;
const descriptionLength = 200;

/** Members a document list item needs (lists load only these). */
export const listFields = [
  "id", "uuid", "title", "ext", "pages", "size", "price", "score", "view_count", "download_count", "favorite_count",
  "description", "keywords", "created_at", "user_id",
];

export interface DocumentPageData {
  document: DocumentView;
  pages: SsrDocumentPages | null;
  /** Newest documents of the same category, shown until the related documents arrive. */
  sameCategory: DocumentView[];
  /** This site's origin as the request reached it, for the canonical URL when system.domain is empty. */
  origin: string;
}

/** The document page's data in the anonymous view; a document a stranger cannot see is a 404. */
export async function loadDocumentPage(services: SsrServices, key: string, requestUrl: string): Promise<DocumentPageData> {
  const found = await services.document(key);
  if (!found?.id) throw data(zh.notFoundPage, { status: 404 });
  const { content, ...document } = found;
  if (!document.description && content) document.description = content.slice(0, descriptionLength);
  const categoryId = deepestCategory(document.category)?.id;
  const [pages, list] = await Promise.all([
    services.documentPages(found.id, 1, firstPagesCount),
    categoryId ? services.documentList({ category_id: [categoryId], size: sameCategoryCount + 1, field: listFields }) : null,
  ]);
  const sameCategory = (list?.document ?? []).filter((d) => d.id !== found.id).slice(0, sameCategoryCount);
  return { document, pages, sameCategory, origin: new URL(requestUrl).origin };
}
