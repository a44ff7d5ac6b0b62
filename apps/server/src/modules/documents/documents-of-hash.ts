import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";
import type { Executor } from "../../db/schema.js";
import type { DocumentFields } from "./document-status.js";

/**
 * Sets fields other than the status (document-status.ts moves that) on the live documents of one file that are in
 * one of `statuses`, and returns their ids, so that the caller raises `document.changed` for each once its
 * transaction is committed.
 */
export async function setFieldsOfHash(db: Executor, hash: string, statuses: readonly number[], fields: DocumentFields): Promise<number[]> {
  if ("status" in fields) throw new Error("a document's status changes only through a move of document-status.ts");
  const rows = await db
    .updateTable("document")
    .set(fields)
    .where("hash", "=", hash)
    .where("status", "in", [...statuses])
    .where(live())
    .returning("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Records why a file did not convert on its documents waiting for review (6) that have no pages yet: they keep
 * their status, and the reviewer sees the error. Returns their ids.
 */
export async function recordReviewConversionError(db: Executor, hash: string, error: string, now: string): Promise<number[]> {
  const rows = await db
    .updateTable("document")
    .set({ convert_error: error, updated_at: now })
    .where("hash", "=", hash)
    .where("status", "=", DocumentStatus.pendingReview)
    .where("pages", "=", 0)
    .where(live())
    .returning("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Gives the documents a description and keywords where theirs are empty (taken from their converted file). */
export async function fillEmptyDescriptions(db: Executor, documentIds: number[], fill: { description: string; keywords: string }): Promise<void> {
  if (documentIds.length === 0) return;
  if (fill.description) {
    await db.updateTable("document").set({ description: fill.description }).where("id", "in", documentIds).where("description", "=", "").execute();
  }
  if (fill.keywords) {
    await db.updateTable("document").set({ keywords: fill.keywords }).where("id", "in", documentIds).where("keywords", "=", "").execute();
  }
}

export async function announceChanged(ctx: AppContext, documentIds: number[]): Promise<void> {
  for (const documentId of documentIds) await ctx.events.emit("document.changed", { documentId });
}
