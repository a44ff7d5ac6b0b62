import { ItemType, documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { findVisibleItem, itemNotFoundMessage } from "../comments/item-target.js";

export interface NewReport {
  document_id: number;
  reason: number;
  /** 0 document, 1 article. */
  type: number;
  /** Checked by the contract: required for a copyright claim. */
  content: string;
}

/**
 * POST /api/v1/report: a signed-in user reports a document (type 0) or article (type 1) once (409 the second time),
 * with the reason and what they wrote, in one transaction.
 */
export async function createReport(ctx: AppContext, actor: Actor, input: NewReport): Promise<void> {
  const { type, reason, content } = input;
  const userId = Number(actor.requireUser().id);
  const item = await findVisibleItem(ctx.db.kysely, actor, type, input.document_id);
  if (!item) throw notFound(itemNotFoundMessage(type));
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("report")
      .values({ type, document_id: item.id, user_id: userId, reason, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["type", "document_id", "user_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw conflict(type === ItemType.article ? documentMessages.alreadyReportedArticle : documentMessages.alreadyReported);
    // Always written, empty too: a text left by a report removed with its user must not show under a reused id.
    await trx
      .insertInto("report_content")
      .values({ report_id: Number(inserted.id), content })
      .onConflict((oc) => oc.column("report_id").doUpdateSet({ content }))
      .execute();
  });
}
