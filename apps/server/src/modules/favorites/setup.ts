import type { AppContext } from "../../context.js";
import { onItemPurged } from "../comments/item-removed.js";
import { recountFavorites } from "./favorite-view.js";

/**
 * modules/index.ts extraHandlers: the favorites of a purged document or article go with it, and the users'
 * counters follow. Registers no HTTP handler.
 */
export function favoriteHandlers(ctx: AppContext): [] {
  onItemPurged(ctx, async (db, type, id) => {
    const removed = await db.deleteFrom("favorite").where("type", "=", type).where("document_id", "=", id).returning("user_id").execute();
    await recountFavorites(db, [], removed.map((r) => Number(r.user_id)));
  });
  return [];
}
