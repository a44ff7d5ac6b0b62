import type { Navigation } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { toNavigation } from "./navigation-view.js";

export interface NavigationListQuery {
  page?: number;
  size?: number;
  wd?: string;
}

/**
 * Every navigation item, enabled or not (the header filters and builds the tree), sort desc then id,
 * up to 10000 a page. The keyword filter applies to callers who may manage navigation.
 */
export async function listNavigation(
  ctx: AppContext,
  query: NavigationListQuery,
  canManage: boolean,
): Promise<{ total: number; navigation: Navigation[] }> {
  let base = ctx.db.kysely.selectFrom("navigation");
  if (canManage && query.wd?.trim()) base = base.where(keywordMatch(["title", "href", "description"], query.wd.trim()));
  const { limit, offset } = pageWindow(query.page, query.size);
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, navigation: rows.map(toNavigation) };
}
