import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** The group ids of each of the given users (users without a group are absent). */
export async function groupIdsByUser(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (userIds.length === 0) return result;
  const rows = await db.selectFrom("user_group").select(["user_id", "group_id"]).where("user_id", "in", userIds).orderBy("group_id").execute();
  for (const row of rows) {
    const userId = Number(row.user_id);
    const list = result.get(userId) ?? [];
    list.push(Number(row.group_id));
    result.set(userId, list);
  }
  return result;
}
