import { groupMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";
import { replaceGroupGrants } from "../permissions/group-grants.js";
import { requireGroup } from "./queries.js";

/**
 * Replaces the permissions of a group. The administrators group always holds every permission (they are
 * granted again at each start), so it cannot be edited here.
 */
export async function setGroupPermissions(ctx: AppContext, groupId: number, permissionIds: number[]): Promise<void> {
  const db = ctx.db.kysely;
  await requireGroup(db, { id: groupId });
  if (groupId === ADMIN_GROUP_ID) throw badRequest(groupMessages.adminGroupPermissionsFixed);
  const ids = [...new Set(permissionIds)];
  if (ids.length) {
    const found = await db.selectFrom("permission").select("id").where("id", "in", ids).execute();
    if (found.length !== ids.length) throw badRequest(groupMessages.permissionNotFound);
  }
  await db.transaction().execute((trx) => replaceGroupGrants(trx, groupId, ids));
}
