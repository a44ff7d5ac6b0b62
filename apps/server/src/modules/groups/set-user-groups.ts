import type { Executor } from "../../db/schema.js";

/** The groups a new user joins when none are given: those marked default. */
export async function defaultGroupIds(db: Executor): Promise<number[]> {
  return (await db.selectFrom("groups").select("id").where("is_default", "=", 1).execute()).map((g) => Number(g.id));
}

/** Makes `groupIds` the user's groups, in the caller's transaction. */
export async function setUserGroups(db: Executor, userId: number, groupIds: readonly number[]): Promise<void> {
  const unique = [...new Set(groupIds)];
  await db.deleteFrom("user_group").where("user_id", "=", userId).execute();
  if (unique.length > 0) await db.insertInto("user_group").values(unique.map((group_id) => ({ user_id: userId, group_id }))).execute();
}
