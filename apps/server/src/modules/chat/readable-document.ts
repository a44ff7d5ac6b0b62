import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { canManageDocuments, findDocument, isVisibleTo, type DocumentRow } from "../documents/document-access.js";
import { chatMessages } from "./chat-messages.js";

/** A document the actor may read (and so ask about); 404 otherwise. */
export async function readableDocument(ctx: AppContext, actor: Actor, documentId: number): Promise<DocumentRow> {
  const userId = Number(actor.requireUser().id);
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || !isVisibleTo(doc, userId, await canManageDocuments(actor))) throw notFound(chatMessages.documentNotFound);
  return doc;
}
