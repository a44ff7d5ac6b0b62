import type { Group } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { toGroup } from "./group-view.js";
import { selectGroups } from "./queries.js";

/** The groups a user belongs to, by `sort` (highest first). */
export async function listUserGroups(ctx: AppContext, userId: number): Promise<Group[]> {
  const rows = await selectGroups(ctx.db.kysely)
    .where("groups.id", "in", (eb) => eb.selectFrom("user_group").select("group_id").where("user_id", "=", userId))
    .orderBy("groups.sort", "desc")
    .orderBy("groups.id", "asc")
    .execute();
  return rows.map(toGroup);
}
