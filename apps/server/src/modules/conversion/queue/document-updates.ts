import type { AppContext } from "../../../context.js";
import type { Updateable } from "kysely";
import type { DocumentTable } from "../../documents/tables.js";
import type { Executor } from "../../documents/document-access.js";

/**
 * Updates the live documents of one file that are in one of `statuses` and returns their ids, so that the caller
 * raises `document.changed` for each once its transaction is committed.
 */
export async function updateDocumentsOfHash(
  db: Executor,
  hash: string,
  statuses: readonly number[],
  values: Updateable<DocumentTable>,
): Promise<number[]> {
  const rows = await db
    .updateTable("document")
    .set(values)
    .where("hash", "=", hash)
    .where("status", "in", [...statuses])
    .where("deleted_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function announceChanged(ctx: AppContext, documentIds: number[]): Promise<void> {
  for (const documentId of documentIds) await ctx.events.emit("document.changed", { documentId });
}
