import type { AppContext } from "../../context.js";

export type SearchDocTypeName = "document" | "article";

/** doc_type of the API (0 document, 1 article). */
export const docTypeNumber: Record<SearchDocTypeName, 0 | 1> = { document: 0, article: 1 };
export const docTypeName: Record<0 | 1, SearchDocTypeName> = { 0: "document", 1: "article" };

/**
 * Everything the index stores for one document or article: what it searches and what results display.
 * Articles give their content as text (HTML removed) in one page.
 */
export interface IndexableItem {
  id: number;
  /** document uuid or article identifier */
  identifier: string;
  title: string;
  /** comma-separated */
  keywords: string;
  description: string;
  /** extracted text per page, page numbers from 1 */
  pages: Array<{ page: number; text: string }>;
  category_ids: number[];
  /** ".pdf"; "" for articles */
  ext: string;
  language: string;
  user_id: number;
  /** ISO-8601 */
  created_at: string;
  view_count: number;
  download_count: number;
  /** rating ×100 */
  score: number;
  price: number;
  /** page count of the document (may exceed the pages with text) */
  page_count: number;
  /** pages anyone may read (0 = all): results show no text of later pages */
  preview: number;
  /** bytes */
  size?: number;
  /** attachment hash (cover image) */
  hash?: string;
  /** false: not searchable (disabled, in review, deleted…) — the item leaves the index */
  visible: boolean;
}

/** A page's text as the source holds it now. */
export interface SourcePageText {
  id: number;
  page: number;
  text: string;
}

export interface SearchSource {
  /** The item as the index should see it, or null when it no longer exists. */
  load(ctx: AppContext, id: number): Promise<IndexableItem | null>;
  /** `load` for many items with a few statements (rebuilds read thousands); an item missing from the map no longer exists. */
  loadMany?(ctx: AppContext, ids: number[]): Promise<Map<number, IndexableItem>>;
  /** Ids greater than `afterId` in ascending order, at most `limit` (rebuilds walk the whole source). */
  listIds(ctx: AppContext, afterId: number, limit: number): Promise<number[]>;
  /**
   * The texts of the given pages as `load` gives them, for a source that keeps its texts where they are cheap to
   * read (documents' stored page texts): the index then keeps no copy of them. Pages an item no longer has, or
   * items gone, are left out. Without it the index stores the texts (articles, whose text is rendered).
   */
  pageTexts?(ctx: AppContext, wanted: Map<number, number[]>): Promise<SourcePageText[]>;
}

const sources = new Map<SearchDocTypeName, SearchSource>();

/**
 * Declares where the index reads documents or articles from. The owning module calls it once at import time;
 * a later registration replaces the earlier one, and the returned function puts the earlier one back.
 */
export function registerSearchSource(type: SearchDocTypeName, source: SearchSource): () => void {
  const previous = sources.get(type);
  sources.set(type, source);
  return () => {
    if (previous) sources.set(type, previous);
    else sources.delete(type);
  };
}

export function searchSource(type: SearchDocTypeName): SearchSource | undefined {
  return sources.get(type);
}

export function registeredDocTypes(): Array<0 | 1> {
  return [...sources.keys()].map((name) => docTypeNumber[name]);
}
