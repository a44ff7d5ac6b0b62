import type { AppContext } from "../../context.js";
import { favoritesWithItems, selectFavoriteColumns, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/** GET /api/v1/favorite: the caller's favorite of a document (type 0) or article (type 1), or {} when there is none. */
export async function getFavorite(ctx: AppContext, userId: number, documentId: number, type: number): Promise<FavoriteView | Record<string, never>> {
  const row = await selectFavoriteColumns(favoritesWithItems(ctx.db.kysely))
    .where("f.user_id", "=", userId)
    .where("f.type", "=", type)
    .where("f.document_id", "=", documentId)
    .executeTakeFirst();
  return row ? toFavoriteView(row) : {};
}
