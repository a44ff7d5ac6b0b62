import type { DocumentListItem } from "@wenku/contract";
import type { z } from "zod";
import type { documentRecycleQuerySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { withDescendantCategories } from "../documents/category-tree.js";
import { filterDocuments } from "../documents/document-filters.js";
import { documentListViews } from "../documents/document-view.js";
import { alwaysAttached } from "../documents/list-documents.js";
import { countRows, pageWindow, pickFields } from "../../db/list-query.js";

export type RecycleQuery = z.output<typeof documentRecycleQuerySchema>;

/** GET /api/v1/document/recycle: deleted documents, most recently deleted first, with who deleted them. */
export async function listRecycle(ctx: AppContext, query: RecycleQuery): Promise<{ total: number; document: Array<Partial<DocumentListItem>> }> {
  const base = filterDocuments(ctx.db.kysely.selectFrom("document"), {
    deleted: true,
    categoryIds: await withDescendantCategories(ctx.db.kysely, query.category_id),
    userId: query.user_id[0],
    statuses: query.status,
    keyword: query.wd,
  });
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base.selectAll("document").orderBy("document.deleted_at", "desc").orderBy("document.id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(base);
  const views = await documentListViews(ctx, rows);
  return { total, document: views.map((view) => pickFields(view, query.field, alwaysAttached)) };
}
