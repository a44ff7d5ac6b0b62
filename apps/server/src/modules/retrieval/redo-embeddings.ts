import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { EmbeddingStatus } from "./embedding-queue.js";
import "./tables.js";

/**
 * PUT /api/v1/embedding/redo: the chosen documents (or every one with a status row) go back to pending with their
 * fingerprint cleared, so the worker embeds their passages again in the background even when the texts are
 * unchanged. Documents a worker is embedding right now are left alone. Returns how many were queued.
 */
export async function redoEmbeddings(ctx: AppContext, target: { ids: number[] } | { all: true }): Promise<number> {
  let update = ctx.db.kysely
    .updateTable("retrieval_embedding")
    .set({ status: EmbeddingStatus.pending, fingerprint: "", attempts: 0, error: "", locked_until: "", updated_at: nowIso() })
    .where("status", "!=", EmbeddingStatus.processing);
  if ("ids" in target) {
    if (!target.ids.length) return 0;
    update = update.where("document_id", "in", target.ids);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
