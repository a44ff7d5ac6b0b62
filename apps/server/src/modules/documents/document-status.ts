import { DocumentStatus, type DocumentStatusValue } from "@wenku/contract";
import { sql, type RawBuilder, type Updateable } from "kysely";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";
import type { Executor } from "../../db/schema.js";
import { assertLegalMove, documentStatusMoves, type StatusMoveName } from "./status-moves.js";
import type { DocumentTable } from "./tables.js";

/** Columns written beside a status move. The status itself changes only through the moves below. */
export type DocumentFields = Omit<Updateable<DocumentTable>, "status">;

/** Which documents a move considers: those of one file, chosen ones, or every one. */
export type DocumentSelection = { hash: string } | { ids: number[] } | "all";

interface MoveOptions {
  /** Only documents in these statuses (each must be one the move starts from); the move's own list by default. */
  from?: readonly DocumentStatusValue[];
  /** The status set (one the move may end in); for moves with one outcome it is that one. */
  to?: DocumentStatusValue | { choose: RawBuilder<number>; among: readonly DocumentStatusValue[] };
  fields?: DocumentFields;
  includeDeleted?: boolean;
}

/**
 * Moves the documents selected that are in a status the move starts from, by one conditional update, and returns
 * their ids; the caller raises `document.changed` for each (announceChanged) once its transaction is committed.
 * Throws IllegalStatusMove when asked for a status the move does not allow.
 */
async function moveDocuments(db: Executor, move: StatusMoveName, documents: DocumentSelection, options: MoveOptions = {}): Promise<number[]> {
  const rule = documentStatusMoves[move];
  const from = options.from ?? rule.from;
  const to = options.to ?? (rule.to.length === 1 ? rule.to[0] : undefined);
  if (to === undefined) throw new Error(`document status move ${move} needs the status it ends in`);
  assertLegalMove(move, from, typeof to === "number" ? [to] : to.among);
  if (typeof documents === "object" && "ids" in documents && documents.ids.length === 0) return [];
  let query = db
    .updateTable("document")
    .set({ updated_at: nowIso(), ...options.fields, status: typeof to === "number" ? to : to.choose })
    .where("status", "in", [...from]);
  if (typeof documents === "object") query = "hash" in documents ? query.where("hash", "=", documents.hash) : query.where("id", "in", documents.ids);
  if (!options.includeDeleted) query = query.where(live());
  const rows = await query.returning("id").execute();
  return rows.map((row) => Number(row.id));
}

const { pending, converted, pendingReview, reviewRejected } = DocumentStatus;

export const markConverting = (db: Executor, hash: string, from?: readonly DocumentStatusValue[]) =>
  moveDocuments(db, "markConverting", { hash }, { from });

export const markConverted = (db: Executor, hash: string, from: readonly DocumentStatusValue[], fields: DocumentFields) =>
  moveDocuments(db, "markConverted", { hash }, { from, fields });

export const markFailed = (db: Executor, hash: string, from: readonly DocumentStatusValue[], convertError: string) =>
  moveDocuments(db, "markFailed", { hash }, { from, fields: { convert_error: convertError } });

/** Back to the queue from conversion: a retry (with why the try failed) or a job given back. */
export const returnToQueue = (db: Executor, hash: string, fields: DocumentFields = {}) => moveDocuments(db, "returnToQueue", { hash }, { fields });

export const queueReconversion = (db: Executor, documents: DocumentSelection, from?: readonly DocumentStatusValue[]) =>
  moveDocuments(db, "queueReconversion", documents, { from, fields: { convert_error: "" } });

export const retryFailed = (db: Executor) => moveDocuments(db, "retryFailed", "all", { fields: { convert_error: "" } });

export type ReviewCommand = "approve" | "reject" | "sendToReview" | "disable" | "enable";

const reviewOutcome: Partial<Record<ReviewCommand, MoveOptions["to"]>> = {
  approve: {
    choose: sql<number>`case when pages > 0 and status in (${sql.lit(pendingReview)}, ${sql.lit(reviewRejected)}) then ${sql.lit(converted)} else ${sql.lit(pending)} end`,
    among: [converted, pending],
  },
  enable: { choose: sql<number>`case when pages > 0 then ${sql.lit(converted)} else ${sql.lit(pending)} end`, among: [converted, pending] },
};

/** A review command on live documents; the reason of a refusal stays with the refused documents only. */
export function reviewDocuments(db: Executor, ids: number[], command: ReviewCommand, rejectReason = ""): Promise<number[]> {
  return moveDocuments(db, command, { ids }, {
    to: reviewOutcome[command],
    fields: { reject_reason: command === "reject" ? rejectReason : "", ...(command === "approve" ? { convert_error: "" } : {}) },
  });
}

/** An administrator's edit sets the status, deleted documents included. */
export const setStatusByManager = (db: Executor, id: number, status: DocumentStatusValue) =>
  moveDocuments(db, "setByManager", { ids: [id] }, { to: status, includeDeleted: true });
