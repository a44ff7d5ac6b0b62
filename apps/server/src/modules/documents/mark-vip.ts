import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";

/** Marks documents VIP-only or not (in the recycle bin too, so a restore keeps it); returns the ids that changed. */
export async function markDocumentsVip(db: Executor, documentIds: number[], isVip: boolean): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const changed = await db
    .updateTable("document")
    .set({ is_vip: isVip ? 1 : 0, updated_at: nowIso() })
    .where("id", "in", documentIds)
    .where("is_vip", "=", isVip ? 0 : 1)
    .returning("id")
    .execute();
  return changed.map((row) => Number(row.id));
}
