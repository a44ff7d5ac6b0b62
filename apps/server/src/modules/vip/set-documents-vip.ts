import type { AppContext } from "../../context.js";
import { unique } from "../../db/list-query.js";
import { markDocumentsVip } from "../documents/mark-vip.js";

/** PUT /api/v1/document/vip: marks documents VIP-only or not (documents in the recycle bin too, so a restore keeps it). */
export async function setDocumentsVip(ctx: AppContext, documentIds: number[], isVip: boolean): Promise<void> {
  const changed = await markDocumentsVip(ctx.db.kysely, unique(documentIds), isVip);
  for (const documentId of changed) await ctx.events.emit("document.changed", { documentId });
}
