import { pickedFields, type documentAlwaysAttached, type DocumentListItem, type DocumentView, type Projected, type SsrDocumentPages, type SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../locales/zh-CN";
import { deepestCategory } from "../../shared/category-path";
import type { DocumentLink } from "./document-link-list";

/** Pages the document page shows before 继续阅读. */
export const firstPagesCount = 2;
const relatedCount = 10;
const descriptionLength = 200;

/** Members a document list item needs (lists load only these). */
export const listFields = pickedFields(
  "id", "uuid", "title", "ext", "pages", "size", "price", "score", "view_count", "download_count", "favorite_count",
  "description", "keywords", "created_at", "user_id", "is_vip",
);
/** A document of a list page: the members it loads. */
export type ListedDocument = Projected<DocumentListItem, (typeof listFields)[number], (typeof documentAlwaysAttached)[number]>;

/** The document of its page: everything GET /api/v1/document sends but the text, which serves as description only. */
export type PageDocument = Omit<DocumentView, "content">;

export interface DocumentPageData {
  document: PageDocument;
  pages: SsrDocumentPages | null;
  /** Related documents (GET /api/v1/document/related), or the newest of the same category when none are found. */
  related: DocumentLink[];
  /** This site's origin as the request reached it, for the canonical URL when system.domain is empty. */
  origin: string;
}

/** The document page's data in the anonymous view; a document a stranger cannot see is a 404. */
export async function loadDocumentPage(services: SsrServices, key: string, requestUrl: string): Promise<DocumentPageData> {
  const found = await services.document(key);
  if (!found) throw data(zh.notFoundPage, { status: 404 });
  const { content, ...document } = found;
  if (!document.description && content) document.description = content.slice(0, descriptionLength);
  const [pages, related] = await Promise.all([
    services.documentPages(found.id, 1, firstPagesCount),
    // Related documents come from the search index; the page is served without them if it cannot answer.
    services.relatedDocuments(found.id).catch(() => []),
  ]);
  return { document, pages, related: related.length > 0 ? related : await sameCategory(services, document), origin: new URL(requestUrl).origin };
}

async function sameCategory(services: SsrServices, document: PageDocument): Promise<ListedDocument[]> {
  const categoryId = deepestCategory(document.category)?.id;
  if (!categoryId) return [];
  const list = await services.documentList({ category_id: [categoryId], limit: relatedCount + 1, field: listFields });
  return list.document.filter((d) => d.id !== document.id).slice(0, relatedCount);
}
