import { ItemType, PunishmentType, documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { findVisibleItem, itemNotFoundMessage } from "../comments/item-target.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { rewardCollected } from "./collected-reward.js";
import { favoritesWithItems, recountFavorites, selectFavoriteColumns, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/**
 * POST /api/v1/favorite: the caller favorites a document (type 0) or article (type 1) they can see (409 when
 * already done; 403 when punished with type 5 or 1). Counters follow, and a document's uploader earns
 * score.document_collected within its daily limit (never for favoriting one's own document).
 */
export async function createFavorite(ctx: AppContext, actor: Actor, documentId: number, type: number): Promise<FavoriteView> {
  const userId = Number(actor.requireUser().id);
  await refusePunished(ctx, userId, PunishmentType.noFavorite, documentMessages.favoritePunished);
  const item = await findVisibleItem(ctx.db.kysely, actor, type, documentId);
  if (!item) throw notFound(itemNotFoundMessage(type));
  const reward = {
    amount: Math.max(0, Math.floor(await ctx.settings.number("score", "document_collected"))),
    dailyLimit: Math.max(0, Math.floor(await ctx.settings.number("score", "document_collected_limit"))),
  };
  const favoriteId = await ctx.db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto("favorite")
      .values({ user_id: userId, document_id: item.id, type, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["user_id", "type", "document_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw conflict(documentMessages.alreadyFavorited);
    await recountFavorites(trx, [{ type, id: item.id }], [userId]);
    if (type === ItemType.document && item.ownerId !== userId) await rewardCollected(trx, ctx.db.dialect, item.ownerId, item.id, reward);
    return Number(inserted.id);
  });
  return toFavoriteView(await selectFavoriteColumns(favoritesWithItems(ctx.db.kysely)).where("f.id", "=", favoriteId).executeTakeFirstOrThrow());
}
