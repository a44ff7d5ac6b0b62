import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { appendOperator } from "./punishment-view.js";

/** Lifts punishments (enable = 0), logging the operator with type 0. */
export async function cancelPunishments(ctx: AppContext, operatorId: number, ids: number[]): Promise<void> {
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("punishment").select(["id", "operators"]).where("id", "in", ids).execute();
    for (const row of rows) {
      await trx
        .updateTable("punishment")
        .set({ enable: 0, operators: appendOperator(row.operators, operatorId, 0), updated_at: now })
        .where("id", "=", row.id)
        .execute();
    }
  });
}
