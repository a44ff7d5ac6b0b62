import { documentMessages } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Database } from "../../db/schema.js";
import { forbidden } from "../../http/errors.js";
import { live } from "../../db/list-query.js";
import { changeCredits } from "../credits/change-credits.js";
import { recountForDocuments } from "./document-counters.js";

/**
 * DELETE /api/v1/document: moves documents to the recycle bin (deleted_at, deleted_user_id). Without the
 * permission only the caller's own documents are taken; none of them → 403. Each uploader loses
 * score.delete_document credits per document through the ledger, never below zero: what is available is
 * deducted and recorded. Counters of users, categories and languages are recounted.
 */
export async function deleteDocuments(ctx: AppContext, operatorId: number, isManager: boolean, ids: number[]): Promise<number[]> {
  const penalty = Math.max(0, Math.floor(await ctx.settings.number("score", "delete_document")));
  const deleted = await ctx.db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom("document").select(["id", "user_id"]).where("id", "in", ids).where(live());
    if (!isManager) query = query.where("user_id", "=", operatorId);
    const docs = await query.orderBy("id").execute();
    if (docs.length === 0) throw forbidden(documentMessages.notFoundOrForbidden);
    const docIds = docs.map((d) => Number(d.id));
    const now = nowIso();
    await trx.updateTable("document").set({ deleted_at: now, deleted_user_id: operatorId, updated_at: now }).where("id", "in", docIds).execute();
    for (const doc of docs) await deductPenalty(trx, ctx.db.dialect, Number(doc.user_id), Number(doc.id), penalty);
    await recountForDocuments(trx, docIds);
    return docIds;
  });
  for (const documentId of deleted) await ctx.events.emit("document.deleted", { documentId });
  return deleted;
}

async function deductPenalty(trx: Transaction<Database>, dialect: string, userId: number, documentId: number, penalty: number) {
  if (penalty <= 0) return;
  const query = trx.selectFrom("user").select("credit_count").where("id", "=", userId);
  const user = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  const amount = Math.min(penalty, Math.max(0, Number(user?.credit_count ?? 0)));
  if (amount <= 0) return;
  await changeCredits(trx, { userId, delta: -amount, reason: "delete_document", refType: "document", refId: documentId });
}
