import type { AppContext } from "../context.js";
import { countArticleView } from "../modules/articles/view-counter.js";
import { countDocumentView } from "../modules/documents/view-counter.js";
import { logSearch, type SearchOutcome } from "../modules/search/query/run-search.js";

/** What a server render did that counts for every request of its page, also when the page is served from cache. */
export interface RenderTrace {
  /** The document page showed this document: a view. */
  documentId?: number;
  /** The article page showed this published article: a view. */
  articleId?: number;
  /** The search page ran this search: a search record. */
  search?: SearchOutcome;
}

/** Counts one request of a rendered page: its document or article view and its search record. */
export function countPageRequest(ctx: AppContext, trace: RenderTrace | undefined, client: () => { ip: string; userAgent: string }): void {
  if (trace?.documentId) countDocumentView(ctx, trace.documentId);
  if (trace?.articleId) countArticleView(ctx, trace.articleId);
  if (trace?.search) logSearch(ctx, trace.search, { userId: 0, ...client() });
}
