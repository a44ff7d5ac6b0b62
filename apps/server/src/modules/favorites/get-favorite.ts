import type { AppContext } from "../../context.js";
import { favoritesWithDocuments, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/** GET /api/v1/favorite: the caller's favorite of a document, or {} when there is none. */
export async function getFavorite(ctx: AppContext, userId: number, documentId: number): Promise<FavoriteView> {
  const row = await favoritesWithDocuments(ctx.db.kysely).where("f.user_id", "=", userId).where("f.document_id", "=", documentId).executeTakeFirst();
  return row ? toFavoriteView(row) : {};
}
