import { PunishmentType, documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import type { Actor } from "../auth/actor.js";
import { canManageDocuments, findDocument, isVisibleTo } from "../documents/document-access.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { rewardCollected } from "./collected-reward.js";
import { favoritesWithDocuments, recountFavorites, toFavoriteView, type FavoriteView } from "./favorite-view.js";

/**
 * POST /api/v1/favorite: the caller favorites a document they can see (409 when already done; 403 when punished
 * with type 5 or 1). Counters follow, and the uploader earns score.document_collected within its daily limit
 * (never for favoriting one's own document).
 */
export async function createFavorite(ctx: AppContext, actor: Actor, documentId: number, type: number): Promise<FavoriteView> {
  const user = actor.requireUser();
  const userId = Number(user.id);
  if (type !== 0) throw badRequest(documentMessages.favoriteTypeUnsupported);
  await refusePunished(ctx, userId, PunishmentType.noFavorite, documentMessages.favoritePunished);
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || !isVisibleTo(doc, userId, await canManageDocuments(actor))) throw notFound(documentMessages.notFound);
  const reward = {
    amount: Math.max(0, Math.floor(await ctx.settings.number("score", "document_collected"))),
    dailyLimit: Math.max(0, Math.floor(await ctx.settings.number("score", "document_collected_limit"))),
  };
  const uploaderId = Number(doc.user_id);
  const favoriteId = await ctx.db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto("favorite")
      .values({ user_id: userId, document_id: Number(doc.id), type, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["user_id", "type", "document_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw conflict(documentMessages.alreadyFavorited);
    await recountFavorites(trx, [Number(doc.id)], [userId]);
    if (uploaderId !== userId) await rewardCollected(trx, ctx.db.dialect, uploaderId, Number(doc.id), reward);
    return Number(inserted.id);
  });
  return toFavoriteView(await favoritesWithDocuments(ctx.db.kysely).where("f.id", "=", favoriteId).executeTakeFirstOrThrow());
}
