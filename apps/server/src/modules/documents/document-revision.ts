import { RevisionStatus, type DocumentRevisionView, type DocumentUpdateBody } from "@wenku/contract";
import type { Selectable } from "kysely";
import { nowIso } from "../../db/columns.js";
import type { DocumentRow, Executor } from "./document-access.js";
import { categoriesOf } from "./document-counters.js";
import type { DocumentRevisionTable } from "./tables.js";

export type DocumentRevisionRow = Selectable<DocumentRevisionTable>;

export const joinIds = (ids: number[]) => ids.join(",");
export const splitIds = (ids: string) => (ids ? ids.split(",").map(Number) : []);

export function findDocumentRevision(db: Executor, documentId: number): Promise<DocumentRevisionRow | undefined> {
  return db.selectFrom("document_revision").selectAll().where("document_id", "=", documentId).executeTakeFirst();
}

/** The revisions of these documents, by document id. */
export async function revisionsOfDocuments(db: Executor, documentIds: number[]): Promise<Map<number, DocumentRevisionRow>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db.selectFrom("document_revision").selectAll().where("document_id", "in", documentIds).execute();
  return new Map(rows.map((row) => [Number(row.document_id), row]));
}

export function toDocumentRevisionView(row: DocumentRevisionRow): DocumentRevisionView {
  return {
    status: row.status,
    reject_reason: row.reject_reason,
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    price: Number(row.price),
    language: row.language,
    category_id: splitIds(row.category_ids),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * An uploader's edit of a published document's details while their groups need review: saved as its pending
 * revision (over the earlier one, so fields left out keep what the uploader last wrote); the document stays as it is.
 * Categories and language are checked by the caller.
 */
export async function submitDocumentRevision(db: Executor, doc: DocumentRow, userId: number, body: DocumentUpdateBody, categoryIds?: number[]): Promise<void> {
  const documentId = Number(doc.id);
  const base = (await findDocumentRevision(db, documentId)) ?? { ...doc, category_ids: joinIds(await categoriesOf(db, [documentId])) };
  const now = nowIso();
  const pending = {
    document_id: documentId,
    user_id: userId,
    title: body.title ?? base.title,
    keywords: body.keywords ?? base.keywords,
    description: body.description ?? base.description,
    price: body.price ?? Number(base.price),
    language: body.language ?? base.language,
    category_ids: categoryIds ? joinIds(categoryIds) : base.category_ids,
    status: RevisionStatus.pending,
    reject_reason: "",
    updated_at: now,
  };
  await db
    .insertInto("document_revision")
    .values({ ...pending, created_at: now })
    .onConflict((oc) => oc.column("document_id").doUpdateSet(pending))
    .execute();
}
