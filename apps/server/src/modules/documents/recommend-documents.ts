import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";

/** PUT /api/v1/document/recommend: 0 cancels, 1 recommends (keeping an earlier date), 2 recommends again now. */
export async function recommendDocuments(ctx: AppContext, ids: number[], type: number): Promise<void> {
  const now = nowIso();
  let query = ctx.db.kysely
    .updateTable("document")
    .set({ recommend_at: type === 0 ? null : now, updated_at: now })
    .where("id", "in", ids)
    .where(live());
  if (type === 1) query = query.where("recommend_at", "is", null);
  const rows = await query.returning("id").execute();
  for (const row of rows) await ctx.events.emit("document.changed", { documentId: Number(row.id) });
}
