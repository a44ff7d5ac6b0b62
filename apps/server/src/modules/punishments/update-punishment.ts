import { documentMessages } from "@wenku/contract";
import type { z } from "zod";
import type { punishmentUpdateBodySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";
import { appendOperator } from "./punishment-view.js";

export type UpdatePunishmentInput = z.output<typeof punishmentUpdateBodySchema>;

/** Edits one punishment: type, enable, end time (absent or null = permanent), reason, remark; logs the operator. */
export async function updatePunishment(ctx: AppContext, operatorId: number, input: UpdatePunishmentInput): Promise<void> {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("punishment").selectAll().where("id", "=", input.id).executeTakeFirst();
  if (!row) throw notFound(documentMessages.punishmentNotFound);
  const type = input.type ?? row.type;
  await db
    .updateTable("punishment")
    .set({
      type,
      enable: input.enable === undefined ? row.enable : input.enable ? 1 : 0,
      end_time: input.end_time ?? null,
      reason: input.reason ?? row.reason,
      remark: input.remark ?? row.remark,
      operators: appendOperator(row.operators, operatorId, type),
      updated_at: nowIso(),
    })
    .where("id", "=", row.id)
    .execute();
}
