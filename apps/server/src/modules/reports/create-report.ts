import { ItemType, documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { findVisibleItem, itemNotFoundMessage } from "../comments/item-target.js";

/** POST /api/v1/report: a signed-in user reports a document (type 0) or article (type 1) once (409 the second time). */
export async function createReport(ctx: AppContext, actor: Actor, documentId: number, reason: number, type: number = ItemType.document): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const item = await findVisibleItem(ctx.db.kysely, actor, type, documentId);
  if (!item) throw notFound(itemNotFoundMessage(type));
  const now = nowIso();
  const inserted = await ctx.db.kysely
    .insertInto("report")
    .values({ type, document_id: item.id, user_id: userId, reason, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["type", "document_id", "user_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw conflict(type === ItemType.article ? documentMessages.alreadyReportedArticle : documentMessages.alreadyReported);
}
