import { groupMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";

/** Deletes empty groups; the administrators group and groups that still have members stay. */
export async function deleteGroups(ctx: AppContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.includes(ADMIN_GROUP_ID)) throw badRequest(groupMessages.adminGroupUndeletable);
  const db = ctx.db.kysely;
  const withMembers = await db.selectFrom("user_group").select("group_id").where("group_id", "in", unique).limit(1).executeTakeFirst();
  if (withMembers) throw badRequest(groupMessages.groupHasUsers);
  await db.deleteFrom("groups").where("id", "in", unique).execute();
}
