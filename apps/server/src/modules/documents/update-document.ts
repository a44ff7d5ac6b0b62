import { CategoryType, DocumentStatus, documentMessages, type DocumentStatusValue, type DocumentUpdateBody } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, forbidden } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { findDocument, isOpenToPublic, type Executor } from "./document-access.js";
import { submitDocumentRevision } from "./document-revision.js";
import { initialDocumentStatus } from "./initial-status.js";
import { replaceContent } from "./document-content.js";
import { categoriesOf, recountCategoryDocuments, recountLanguageDocuments } from "./document-counters.js";
import { isLive, unique } from "../../db/list-query.js";
import { setStatusByManager, type DocumentFields } from "./document-status.js";
import { isLegalMove } from "./status-moves.js";

/** Status 2 (converted) only sticks on a document that has pages; otherwise it goes back to the queue (0). */
export const effectiveStatus = (status: number, pages: number) => (status === DocumentStatus.converted && pages <= 0 ? DocumentStatus.pending : status);

/** The status an administrator's edit sets, or undefined when it sets none; refused when no move allows it. */
function statusByManager(status: number | undefined, doc: { status: number; pages: number }): DocumentStatusValue | undefined {
  if (status === undefined) return undefined;
  const effective = effectiveStatus(status, doc.pages);
  if (!isLegalMove("setByManager", [doc.status], [effective])) throw badRequest(documentMessages.statusUnsupported);
  return effective as DocumentStatusValue;
}

export async function assertDocumentCategories(db: Executor, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await db.selectFrom("category").select("id").where("id", "in", categoryIds).where("type", "=", CategoryType.document).execute();
  if (found.length !== categoryIds.length) throw badRequest(documentMessages.categoryNotFound);
}

/** A language must be one of the enabled languages; "" means unspecified. */
export async function assertDocumentLanguage(db: Executor, language: string | undefined): Promise<void> {
  if (!language) return;
  const found = await db.selectFrom("language").select("code").where("code", "=", language).where("enable", "=", 1).executeTakeFirst();
  if (!found) throw badRequest(documentMessages.languageNotFound);
}

/** Replaces a document's categories and recounts the categories it left and joined. */
export async function setDocumentCategories(db: Executor, documentIds: number[], categoryIds: number[]): Promise<void> {
  const before = await categoriesOf(db, documentIds);
  await db.deleteFrom("document_category").where("document_id", "in", documentIds).execute();
  const rows = documentIds.flatMap((document_id) => categoryIds.map((category_id) => ({ document_id, category_id })));
  if (rows.length > 0) await db.insertInto("document_category").values(rows).execute();
  await recountCategoryDocuments(db, [...before, ...categoryIds]);
}

/**
 * PUT /api/v1/document: the owner edits title, keywords, description, price, language and categories; holders of
 * the route's permission edit any document, and also its status, extracted text and VIP-only flag. Fields left out stay as they are.
 * An owner's edit of a published document whose groups need review waits as its revision (`revision_pending`) while
 * the published details stay online.
 */
export async function updateDocument(ctx: AppContext, actor: Actor, isManager: boolean, body: DocumentUpdateBody): Promise<{ revision_pending?: boolean }> {
  const user = actor.requireUser();
  const db = ctx.db.kysely;
  const doc = await findDocument(db, { id: body.id });
  if (!doc || (!isManager && (Number(doc.user_id) !== Number(user.id) || !isLive(doc)))) throw forbidden(documentMessages.notFoundOrForbidden);
  const categoryIds = body.category_id === undefined ? undefined : unique(body.category_id);
  if (categoryIds) await assertDocumentCategories(db, categoryIds);
  if (body.language !== doc.language) await assertDocumentLanguage(db, body.language);
  if (!isManager && isOpenToPublic(doc) && (await initialDocumentStatus(db, Number(user.id))) === DocumentStatus.pendingReview) {
    await submitDocumentRevision(db, doc, Number(user.id), body, categoryIds);
    return { revision_pending: true };
  }

  const status = isManager ? statusByManager(body.status, doc) : undefined;
  const changes: DocumentFields = { updated_at: nowIso() };
  if (body.title !== undefined) changes.title = body.title;
  if (body.keywords !== undefined) changes.keywords = body.keywords;
  if (body.description !== undefined) changes.description = body.description;
  if (body.price !== undefined) changes.price = body.price;
  if (body.language !== undefined) changes.language = body.language;
  if (isManager && body.is_vip !== undefined) changes.is_vip = body.is_vip ? 1 : 0;

  await db.transaction().execute(async (trx) => {
    await trx.updateTable("document").set(changes).where("id", "=", doc.id).execute();
    if (status !== undefined) await setStatusByManager(trx, Number(doc.id), status);
    if (categoryIds) await setDocumentCategories(trx, [Number(doc.id)], categoryIds);
    if (changes.language !== undefined && changes.language !== doc.language) await recountLanguageDocuments(trx, [doc.language, changes.language]);
    if (isManager && body.content !== undefined) await replaceContent(trx, doc.hash, body.content);
    // An owner's direct edit supersedes an edit left from when the document was published.
    if (!isManager) await trx.deleteFrom("document_revision").where("document_id", "=", doc.id).execute();
  });
  await ctx.events.emit("document.changed", { documentId: Number(doc.id) });
  return {};
}
