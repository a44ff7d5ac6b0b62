import type { AppContext } from "../../context.js";
import { countRows, pageWindow } from "../../db/list-query.js";
import { favoritesWithItems, selectFavoriteColumns, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/** GET /api/v1/favorite/list: the caller's own favorites of one type, or of both without `type`, newest first. */
export async function listFavorites(ctx: AppContext, userId: number, page: number, size: number, type?: number): Promise<{ total: number; favorite: FavoriteView[] }> {
  let base = favoritesWithItems(ctx.db.kysely).where("f.user_id", "=", userId);
  if (type !== undefined) base = base.where("f.type", "=", type);
  const { limit, offset } = pageWindow(page, size, { min: 1, max: 100 });
  const rows = await selectFavoriteColumns(base).orderBy("f.id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(base);
  return { total, favorite: rows.map(toFavoriteView) };
}
