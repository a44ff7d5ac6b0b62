import type { ReadingPosition } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { canManageDocuments, findDocument, isVisibleTo } from "../documents/document-access.js";
import type { Actor } from "../session/actor.js";

/** Where the caller left a document; page 0 when they have not been past its first page. */
export async function getReadingPosition(ctx: AppContext, actor: Actor, documentId: number): Promise<ReadingPosition> {
  const userId = Number(actor.requireUser().id);
  const row = await ctx.db.kysely
    .selectFrom("reading_position")
    .select(["page", "updated_at"])
    .where("user_id", "=", userId)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  return { document_id: documentId, page: row?.page ?? 0, updated_at: row?.updated_at ?? "" };
}

/**
 * Keeps the page the caller is reading, for a document they may see, clipped to its page count. One row per user
 * and document, written by one upsert.
 */
export async function saveReadingPosition(ctx: AppContext, actor: Actor, documentId: number, page: number): Promise<ReadingPosition> {
  const user = actor.requireUser();
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || !isVisibleTo(doc, Number(user.id), await canManageDocuments(actor))) throw notFound("文档不存在");
  const kept = Math.max(1, Math.min(page, doc.pages || 1));
  const updatedAt = new Date().toISOString();
  await ctx.db.kysely
    .insertInto("reading_position")
    .values({ user_id: Number(user.id), document_id: documentId, page: kept, updated_at: updatedAt })
    .onConflict((oc) => oc.columns(["user_id", "document_id"]).doUpdateSet({ page: kept, updated_at: updatedAt }))
    .execute();
  return { document_id: documentId, page: kept, updated_at: updatedAt };
}
