import type { Executor } from "../../db/schema.js";

/** Makes `permissionIds` the permissions a group holds, in the caller's transaction (modules/groups checks the ids). */
export async function replaceGroupGrants(db: Executor, groupId: number, permissionIds: readonly number[]): Promise<void> {
  await db.deleteFrom("group_permission").where("group_id", "=", groupId).execute();
  if (permissionIds.length) await db.insertInto("group_permission").values(permissionIds.map((permission_id) => ({ group_id: groupId, permission_id }))).execute();
}
