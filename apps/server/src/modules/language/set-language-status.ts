import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

/** Enables or disables several languages at once. */
export async function setLanguageStatus(ctx: AppContext, ids: number[], enable: boolean): Promise<void> {
  await ctx.db.kysely
    .updateTable("language")
    .set({ enable: enable ? 1 : 0, updated_at: nowIso() })
    .where("id", "in", ids)
    .execute();
  ctx.settings.invalidate();
}
