import type { Permission } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { toPermission } from "./permission-view.js";

/** The permissions a user holds through any of their groups; the web client derives the admin pages from them. */
export async function listUserPermissions(ctx: AppContext, userId: number): Promise<Permission[]> {
  const rows = await ctx.db.kysely
    .selectFrom("permission")
    .selectAll()
    .where("id", "in", (eb) =>
      eb
        .selectFrom("group_permission")
        .innerJoin("user_group", "user_group.group_id", "group_permission.group_id")
        .select("group_permission.permission_id")
        .where("user_group.user_id", "=", userId),
    )
    .orderBy("path")
    .orderBy("method")
    .execute();
  return rows.map(toPermission);
}
