import { documentAlwaysAttached, type DocumentListItem, type DocumentListQuery } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { withDescendantCategories } from "./category-tree.js";
import { counterHider } from "./counter-visibility.js";
import { canManageDocuments, publicStatuses } from "./document-access.js";
import { filterDocuments, sortableDocumentColumns, type DocumentFilters } from "./document-filters.js";
import { documentListViews } from "./document-view.js";
import { revisionsOfDocuments, toDocumentRevisionView } from "./document-revision.js";
import { countRows, pageWindow, parseOrder, pickFields } from "../../db/list-query.js";

/** Members a projected list item keeps whatever `field` asks for. */
export const alwaysAttached = documentAlwaysAttached;

export interface ListDocumentsOptions {
  /**
   * Where a visitor's list gets its total: `count` counts it, `key` names the list's filters (the same for all its
   * pages and sorts). The server's page renders keep totals across renders (web/ssr-data-cache.ts).
   */
  total?: (key: string, count: () => Promise<number>) => Promise<number>;
}

/**
 * The document list (api-contract §4.2). Visitors see live documents in statuses 0–3, 1..24 per page, up to page
 * 100, without keyword search. Administrators, and users listing their own documents (`user_id[0]` = caller),
 * see every status, each document's edit in review (`revision`, filter `revision_status`) and may search by keyword.
 */
export async function listDocuments(
  ctx: AppContext,
  actor: Actor,
  query: DocumentListQuery,
  options: ListDocumentsOptions = {},
): Promise<{ total?: number; document: Array<Partial<DocumentListItem>> }> {
  const callerId = actor.user ? Number(actor.user.id) : undefined;
  const userId = query.user_id[0];
  const wide = (await canManageDocuments(actor)) || (callerId !== undefined && userId === callerId);
  const statuses = wide ? query.status : query.status.length ? query.status.filter((s) => publicStatuses.includes(s)) : publicStatuses;
  if (!wide && query.status.length > 0 && statuses.length === 0) return { total: 0, document: [] };

  const filters: DocumentFilters = {
    deleted: false,
    categoryIds: await withDescendantCategories(ctx.db.kysely, query.category_id),
    userId,
    statuses,
    keyword: wide ? query.wd : undefined,
    ext: query.ext,
    feeType: query.fee_type,
    languages: query.language,
    recommended: query.is_recommend,
    createdAt: query.created_at,
    revisionStatuses: wide ? query.revision_status : [],
  };
  const requestedLimit = query.limit ?? 0;
  const requestedSize = query.size ?? 10;
  const limited = requestedLimit > 0;
  const page = limited ? 1 : wide ? (query.page ?? 1) : Math.min(query.page ?? 1, 100);
  const size = limited ? requestedLimit : wide && requestedSize <= 0 ? 1000 : requestedSize;
  const { limit, offset } = wide ? pageWindow(page, size, { min: 1, max: 1000 }) : pageWindow(page, size, { min: 1, max: 24 });
  const order = parseOrder(query.order ?? query.sort, sortableDocumentColumns, { column: "id", direction: "desc" });

  const base = filterDocuments(ctx.db.kysely.selectFrom("document"), filters);
  const rows = await base
    .selectAll("document")
    .orderBy(`document.${order.column}`, order.direction)
    .orderBy("document.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const count = () => countRows(base);
  const total = limited ? undefined : !wide && options.total ? await options.total(JSON.stringify(filters), count) : await count();

  const hide = wide ? undefined : await counterHider(ctx);
  const views = (await documentListViews(ctx, rows)).map((view) => {
    const shown = hide ? hide(view) : view;
    if (!wide) {
      delete shown.convert_error;
      delete shown.reject_reason;
    }
    return pickFields(shown, query.field, alwaysAttached);
  });
  if (wide) {
    const revisions = await revisionsOfDocuments(ctx.db.kysely, views.map((v) => Number(v.id)));
    for (const view of views) {
      const revision = revisions.get(Number(view.id));
      if (revision) view.revision = toDocumentRevisionView(revision);
    }
  }
  return { total, document: views };
}
