import type { AppContext } from "../../context.js";
import { recountForDocuments } from "../documents/document-counters.js";
import { restoreDeletedDocuments } from "../documents/recycle-bin.js";

/** PUT /api/v1/document/recycle: restores deleted documents (credits deducted at deletion are not given back). */
export async function restoreDocuments(ctx: AppContext, ids: number[]): Promise<number[]> {
  const restored = await ctx.db.kysely.transaction().execute(async (trx) => {
    const docIds = await restoreDeletedDocuments(trx, ids);
    await recountForDocuments(trx, docIds);
    return docIds;
  });
  for (const documentId of restored) await ctx.events.emit("document.changed", { documentId });
  return restored;
}
