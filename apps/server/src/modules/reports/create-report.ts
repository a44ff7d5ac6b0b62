import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict, notFound } from "../../http/errors.js";
import type { Actor } from "../auth/actor.js";
import { canManageDocuments, findDocument, isVisibleTo } from "../documents/document-access.js";

/** POST /api/v1/report: a signed-in user reports a document once (409 the second time). */
export async function createReport(ctx: AppContext, actor: Actor, documentId: number, reason: number): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || !isVisibleTo(doc, userId, await canManageDocuments(actor))) throw notFound(documentMessages.notFound);
  const now = nowIso();
  const inserted = await ctx.db.kysely
    .insertInto("report")
    .values({ document_id: Number(doc.id), user_id: userId, reason, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["document_id", "user_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw conflict(documentMessages.alreadyReported);
}
