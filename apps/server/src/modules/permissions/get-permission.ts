import { permissionMessages, type Permission } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { toPermission } from "./permission-view.js";

export async function getPermission(ctx: AppContext, id: number): Promise<Permission> {
  const row = await ctx.db.kysely.selectFrom("permission").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(permissionMessages.notFound);
  return toPermission(row);
}
