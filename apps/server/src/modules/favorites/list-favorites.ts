import type { AppContext } from "../../context.js";
import { pageWindow } from "../documents/list-helpers.js";
import { favoritesWithDocuments, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/** GET /api/v1/favorite/list: the caller's own favorites, newest first. */
export async function listFavorites(ctx: AppContext, userId: number, page: number, size: number): Promise<{ total: number; favorite: FavoriteView[] }> {
  const base = favoritesWithDocuments(ctx.db.kysely).where("f.user_id", "=", userId);
  const { limit, offset } = pageWindow(page, size, 1, 100);
  const rows = await base.orderBy("f.id", "desc").limit(limit).offset(offset).execute();
  const { n } = await ctx.db.kysely
    .selectFrom("favorite as f")
    .innerJoin("document as d", "d.id", "f.document_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("f.user_id", "=", userId)
    .where("f.type", "=", 0)
    .executeTakeFirstOrThrow();
  return { total: Number(n), favorite: rows.map(toFavoriteView) };
}
