import type { z } from "zod";
import type { punishmentCreateBodySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";
import { appendOperator } from "./punishment-view.js";

export type CreatePunishmentsInput = z.output<typeof punishmentCreateBodySchema>;

/**
 * Punishes each user with each type: one row per user and type (an existing row is updated and re-enabled as
 * asked). Members of the administrators group are never punished.
 */
export async function createPunishments(ctx: AppContext, operatorId: number, input: CreatePunishmentsInput): Promise<void> {
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const admins = await trx.selectFrom("user_group").select("user_id").where("group_id", "=", ADMIN_GROUP_ID).execute();
    const protectedIds = new Set(admins.map((a) => Number(a.user_id)));
    const users = await trx.selectFrom("user").select("id").where("id", "in", input.user_id).execute();
    for (const { id } of users) {
      if (protectedIds.has(Number(id))) continue;
      for (const type of new Set(input.type)) {
        const fields = { enable: input.enable ? 1 : 0, reason: input.reason, remark: input.remark, end_time: input.end_time ?? null, updated_at: now } as const;
        const existing = await trx.selectFrom("punishment").select(["id", "operators"]).where("user_id", "=", id).where("type", "=", type).executeTakeFirst();
        if (existing) {
          await trx
            .updateTable("punishment")
            .set({ ...fields, operators: appendOperator(existing.operators, operatorId, type) })
            .where("id", "=", existing.id)
            .execute();
        } else {
          await trx
            .insertInto("punishment")
            .values({ ...fields, user_id: Number(id), type, operators: appendOperator("[]", operatorId, type), created_at: now })
            .execute();
        }
      }
    }
  });
}
