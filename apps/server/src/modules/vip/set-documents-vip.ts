import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { unique } from "../documents/list-helpers.js";

/** PUT /api/v1/document/vip: marks documents VIP-only or not (documents in the recycle bin too, so a restore keeps it). */
export async function setDocumentsVip(ctx: AppContext, documentIds: number[], isVip: boolean): Promise<void> {
  const ids = unique(documentIds);
  const changed = await ctx.db.kysely
    .updateTable("document")
    .set({ is_vip: isVip ? 1 : 0, updated_at: nowIso() })
    .where("id", "in", ids)
    .where("is_vip", "=", isVip ? 0 : 1)
    .returning("id")
    .execute();
  for (const row of changed) await ctx.events.emit("document.changed", { documentId: Number(row.id) });
}
