import type { SpiderDocument } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { extensionOf } from "./document-links.js";
import { toSpiderDocument } from "./spider-views.js";

export interface DocumentListQuery {
  page?: number;
  size?: number;
  wd?: string;
  status: number[];
  spider_url_id?: number;
  ext: string[];
  min_size?: number;
  max_size?: number;
}

/** ".pdf" for "pdf", "PDF" or ".pdf". */
export const normalExtensions = (exts: string[]) => exts.map((e) => extensionOf(e.includes(".") ? e : `.${e}`)).filter(Boolean);

function filtered(ctx: AppContext, query: DocumentListQuery) {
  let base = ctx.db.kysely.selectFrom("spider_document");
  if (query.status.length > 0) base = base.where("status", "in", query.status);
  if (query.spider_url_id) base = base.where("spider_url_id", "=", query.spider_url_id);
  const exts = normalExtensions(query.ext);
  if (exts.length > 0) base = base.where("ext", "in", exts);
  if (query.min_size) base = base.where("size", ">=", query.min_size);
  if (query.max_size) base = base.where("size", "<=", query.max_size);
  if (query.wd?.trim()) base = base.where(keywordMatch(["title", "url", "error"], query.wd));
  return base;
}

/** How many documents are in each status (the progress of collection, downloads and publishing). */
export async function spiderProgress(ctx: AppContext): Promise<Array<{ status: number; count: number }>> {
  const rows = await ctx.db.kysely
    .selectFrom("spider_document")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .orderBy("status")
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

/** GET /api/v1/spiderdocument/list: newest first, filtered; with the progress of every document by status. */
export async function listSpiderDocuments(
  ctx: AppContext,
  query: DocumentListQuery,
): Promise<{ total: number; spider_document: SpiderDocument[]; progress: Array<{ status: number; count: number }> }> {
  const base = filtered(ctx, query);
  const { limit, offset } = pageWindow(query.page, query.size, { min: 1, max: 100 });
  const [count, rows, progress] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute(),
    spiderProgress(ctx),
  ]);
  return { total: count, spider_document: rows.map(toSpiderDocument), progress };
}
