import type { Kysely, Selectable, Transaction } from "kysely";
import { DocumentStatus, documentEndpoints } from "@wenku/contract";
import type { Database } from "../../db/schema.js";
import { isLive } from "../../db/list-query.js";
import type { Actor } from "../session/actor.js";
import type { DocumentTable } from "./tables.js";

export type DocumentRow = Selectable<DocumentTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

/** Statuses only the owner and administrators see (disabled, pending review, rejected). */
export const restrictedStatuses: readonly number[] = [DocumentStatus.disabled, DocumentStatus.pendingReview, DocumentStatus.reviewRejected];

/** Statuses anyone may list: pending, converting, converted, conversion failed. */
export const publicStatuses: readonly number[] = [0, 1, 2, 3];

/** Whether the user is a document administrator: they hold the permission of the back office document list. */
export async function canManageDocuments(actor: Actor): Promise<boolean> {
  return actor.user !== null && (await actor.holds(documentEndpoints.list));
}

export function findDocument(db: Executor, by: { id?: number; uuid?: string }): Promise<DocumentRow | undefined> {
  if (by.id) return db.selectFrom("document").selectAll().where("id", "=", by.id).executeTakeFirst();
  if (by.uuid) return db.selectFrom("document").selectAll().where("uuid", "=", by.uuid).executeTakeFirst();
  return Promise.resolve(undefined);
}

/** Deleted documents and restricted statuses are shown to their owner and to administrators only. */
export function isOpenToPublic(doc: Pick<DocumentRow, "status" | "deleted_at">): boolean {
  return isLive(doc) && !restrictedStatuses.includes(doc.status);
}

export function isVisibleTo(doc: Pick<DocumentRow, "status" | "deleted_at" | "user_id">, userId: number | undefined, isManager: boolean): boolean {
  return isOpenToPublic(doc) || isManager || (userId !== undefined && Number(doc.user_id) === userId);
}
