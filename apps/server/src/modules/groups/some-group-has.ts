import type { Kysely, Transaction } from "kysely";
import type { Database, Flag } from "../../db/schema.js";

type GroupFlag = "enable_upload" | "enable_document_review" | "enable_comment" | "enable_comment_approval" | "enable_article" | "enable_article_approval";

/** Whether one of the user's groups has all of these flag values. */
export async function someGroupHas(db: Kysely<Database> | Transaction<Database>, userId: number, flags: Partial<Record<GroupFlag, Flag>>): Promise<boolean> {
  let query = db.selectFrom("user_group as ug").innerJoin("groups as g", "g.id", "ug.group_id").select("g.id").where("ug.user_id", "=", userId);
  for (const [flag, value] of Object.entries(flags) as Array<[GroupFlag, Flag]>) query = query.where(`g.${flag}`, "=", value);
  return (await query.executeTakeFirst()) !== undefined;
}
