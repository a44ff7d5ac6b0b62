import { SpiderUrlStatus, type SpiderUrl } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { countRows, keywordMatch, pageWindow, unique } from "../../db/list-query.js";
import { notFound } from "../../http/errors.js";
import { toSpiderUrl } from "./spider-views.js";

const missing = "链接不存在";

/** POST /api/v1/spiderurl: each address (once) waits to be collected. */
export async function createSpiderUrls(ctx: AppContext, urls: string[]): Promise<void> {
  const now = nowIso();
  const rows = unique(urls).map((url) => ({ url, status: SpiderUrlStatus.pending, created_at: now, updated_at: now }));
  await ctx.db.kysely.insertInto("spider_url").values(rows).execute();
  await ctx.events.emit("spider.queued", {});
}

/** PUT /api/v1/spiderurl: a new address and/or status 0, which collects the page again (a retry). */
export async function updateSpiderUrl(ctx: AppContext, body: { id: number; url?: string; status?: number }): Promise<void> {
  const row = await ctx.db.kysely.selectFrom("spider_url").select(["id", "status"]).where("id", "=", body.id).executeTakeFirst();
  if (!row) throw notFound(missing);
  const again = body.status === SpiderUrlStatus.pending || body.url !== undefined;
  await ctx.db.kysely
    .updateTable("spider_url")
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(again ? { status: SpiderUrlStatus.pending, attempts: 0, run_after: "", lease_until: "", error: "" } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", body.id)
    .execute();
  if (again) await ctx.events.emit("spider.queued", {});
}

/** DELETE /api/v1/spiderurl: the links; the documents found on them stay. */
export async function deleteSpiderUrls(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("spider_url").where("id", "in", ids).execute();
}

export async function getSpiderUrl(ctx: AppContext, id: number): Promise<SpiderUrl> {
  const row = await ctx.db.kysely.selectFrom("spider_url").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(missing);
  return toSpiderUrl(row);
}

/** GET /api/v1/spiderurl/list: newest first, by status and a keyword in the address or the error. */
export async function listSpiderUrls(
  ctx: AppContext,
  query: { page?: number; size?: number; wd?: string; status: number[] },
): Promise<{ total: number; spider_url: SpiderUrl[] }> {
  let base = ctx.db.kysely.selectFrom("spider_url");
  if (query.status.length > 0) base = base.where("status", "in", query.status);
  if (query.wd?.trim()) base = base.where(keywordMatch(["url", "error"], query.wd));
  const { limit, offset } = pageWindow(query.page, query.size, { min: 1, max: 100 });
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, spider_url: rows.map(toSpiderUrl) };
}
