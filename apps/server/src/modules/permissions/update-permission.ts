import { permissionMessages, type permissionUpdateBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";

/** Renames or describes a permission; its method, path and pages follow the code. */
export async function updatePermission(ctx: AppContext, body: z.output<typeof permissionUpdateBodySchema>): Promise<void> {
  const result = await ctx.db.kysely
    .updateTable("permission")
    .set({ title: body.title, description: body.description, updated_at: nowIso() })
    .where("id", "=", body.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(permissionMessages.notFound);
}
