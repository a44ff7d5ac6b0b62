import type { AppContext } from "../../context.js";
import { requireGroup } from "./queries.js";

/** The ids of the permissions a group holds. */
export async function getGroupPermissions(ctx: AppContext, groupId: number): Promise<{ permission_id: number[] }> {
  const db = ctx.db.kysely;
  await requireGroup(db, { id: groupId });
  const rows = await db.selectFrom("group_permission").select("permission_id").where("group_id", "=", groupId).orderBy("permission_id").execute();
  return { permission_id: rows.map((r) => Number(r.permission_id)) };
}
