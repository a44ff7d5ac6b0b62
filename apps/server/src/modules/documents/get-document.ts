import { documentMessages, type DocumentView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { hasPurchased } from "./bought-by.js";
import { toPublicUser } from "../users/user-view.js";
import { canManageDocuments, findDocument, isVisibleTo } from "./document-access.js";
import { contentPreviewLength, readContent } from "./document-content.js";
import { findDocumentRevision, toDocumentRevisionView } from "./document-revision.js";
import { loadDocumentCategories, toDocumentView } from "./document-view.js";
import { counterHider } from "./counter-visibility.js";
import { freeFullRead, readsInFull } from "./preview-limit.js";

export interface GetDocumentInput {
  id?: number;
  uuid?: string;
  /** Also return the uploader; counts as a view of the document page unless `countView` is false. */
  withAuthor?: boolean;
  /** False: the caller counts the view itself (server-rendered pages count each request, also from the page cache). */
  countView?: boolean;
  /** The whole extracted text instead of its first 8192 characters (for the owner, administrators and buyers). */
  withAllContent?: boolean;
}

/** One document for its page: 404 when unknown, or restricted/deleted and the caller is neither owner nor administrator. */
export async function getDocument(ctx: AppContext, actor: Actor, input: GetDocumentInput): Promise<DocumentView> {
  const db = ctx.db.kysely;
  const row = await findDocument(db, input);
  if (!row) throw notFound(documentMessages.notFound);
  const isManager = await canManageDocuments(actor);
  const isOwner = actor.user !== null && Number(actor.user.id) === Number(row.user_id);
  if (!isVisibleTo(row, actor.user ? Number(actor.user.id) : undefined, isManager)) throw notFound(documentMessages.notFound);

  if (input.withAuthor && input.countView !== false) {
    await db.updateTable("document").set((eb) => ({ view_count: eb("view_count", "+", 1) })).where("id", "=", row.id).execute();
    row.view_count += 1;
  }
  const categories = (await loadDocumentCategories(db, [Number(row.id)])).get(Number(row.id)) ?? [];
  // The text is worth what the pages are: strangers read the text of the preview pages only, as with the images
  // (all of it for a document that reads in full); the owner, administrators and buyers may have all of it.
  const entitled = isManager || isOwner || (actor.user !== null && (await hasPurchased(ctx, Number(actor.user.id), Number(row.id))));
  const content = await readContent(db, row.hash, {
    limit: input.withAllContent && entitled ? undefined : contentPreviewLength,
    lastPage: entitled || readsInFull(row, await freeFullRead(ctx)) ? undefined : row.preview,
  });
  const author = input.withAuthor ? await db.selectFrom("user").selectAll().where("id", "=", row.user_id).executeTakeFirst() : undefined;
  const view: DocumentView = {
    ...toDocumentView(row),
    category_id: categories.map((c) => c.id),
    category: categories,
    content: content || row.description,
    // The mini-program code is kept by modules/miniprogram (/view/wxacode/<hash>/<id>).
    exist_wxacode: (await db.selectFrom("document_wxacode").select("document_id").where("document_id", "=", row.id).executeTakeFirst()) !== undefined,
    ...(author ? { user: toPublicUser(author), username: author.username } : {}),
  };
  if (!isOwner && !isManager) {
    delete view.convert_error;
    delete view.reject_reason;
  }
  const revision = isOwner || isManager ? await findDocumentRevision(db, Number(row.id)) : undefined;
  if (revision) view.revision = toDocumentRevisionView(revision);
  return (await counterHider(ctx))(view);
}
