import type { Friendlink } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, pickFields } from "../../db/list-query.js";
import { toFriendlink } from "./friendlink-view.js";

export interface FriendlinkListQuery {
  page?: number;
  size?: number;
  wd?: string;
  enable: boolean[];
  field: string[];
}

/**
 * Friendlinks, sort desc then id, with the requested fields. Everyone sees enabled links; a caller who may
 * manage them sees all, filtered by `enable` and the keyword (title, link, description).
 */
export async function listFriendlinks(
  ctx: AppContext,
  query: FriendlinkListQuery,
  canManage: boolean,
): Promise<{ total: number; friendlink: Array<Partial<Friendlink>> }> {
  let base = ctx.db.kysely.selectFrom("friendlink");
  if (!canManage) base = base.where("enable", "=", 1);
  else {
    if (query.enable.length) base = base.where("enable", "in", query.enable.map((e) => (e ? 1 : 0)));
    if (query.wd?.trim()) base = base.where(keywordMatch(["title", "link", "description"], query.wd.trim()));
  }
  const { limit, offset } = pageWindow(query.page, query.size);
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, friendlink: rows.map((row) => pickFields(toFriendlink(row), query.field)) };
}

/** The footer's friendlinks: every enabled link with all its public fields. */
export async function enabledFriendlinks(ctx: AppContext): Promise<Friendlink[]> {
  const { friendlink } = await listFriendlinks(ctx, { page: 1, size: 0, enable: [], field: [] }, false);
  return friendlink as Friendlink[];
}
