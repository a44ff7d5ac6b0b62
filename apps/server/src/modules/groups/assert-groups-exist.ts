import { groupMessages } from "@wenku/contract";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { badRequest } from "../../http/errors.js";

/** 400 unless every id names an existing group. */
export async function assertGroupsExist(db: Kysely<Database> | Transaction<Database>, groupIds: number[]): Promise<void> {
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return;
  const found = await db.selectFrom("groups").select("id").where("id", "in", unique).execute();
  if (found.length !== unique.length) throw badRequest(groupMessages.notFound);
}
