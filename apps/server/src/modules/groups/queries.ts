import { groupMessages, type Group } from "@wenku/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../http/errors.js";
import { toGroup } from "./group-view.js";

/** Groups with the number of their members. */
export function selectGroups(db: Kysely<Database>) {
  return db
    .selectFrom("groups")
    .selectAll("groups")
    .select((eb) =>
      eb.selectFrom("user_group").select(eb.fn.countAll<number>().as("n")).whereRef("user_group.group_id", "=", "groups.id").as("user_count"),
    );
}

export async function requireGroup(db: Kysely<Database>, where: { id?: number; title?: string }): Promise<Group> {
  let query = selectGroups(db);
  if (where.id) query = query.where("groups.id", "=", where.id);
  if (where.title) query = query.where("groups.title", "=", where.title);
  const row = where.id || where.title ? await query.executeTakeFirst() : undefined;
  if (!row) throw notFound(groupMessages.notFound);
  return toGroup(row);
}

/** Stored form of the capability flags. */
export const asFlag = (value: boolean) => (value ? 1 : 0);
