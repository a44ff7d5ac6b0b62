import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { queueReconversion } from "../documents/document-status.js";
import { announceChanged } from "../documents/documents-of-hash.js";

/**
 * Sends a converted file back to conversion, as an administrator's reconversion does: its converted documents
 * ask to be converted again (5), which the conversion workers turn into a forced job and pick up at once.
 * False when no converted document uses the file.
 */
export async function requeueConversion(ctx: AppContext, hash: string): Promise<boolean> {
  const ids = await queueReconversion(ctx.db.kysely, { hash }, [DocumentStatus.converted]);
  await announceChanged(ctx, ids);
  return ids.length > 0;
}
