import { groupEndpoints, type Group, type groupListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { toGroup } from "./group-view.js";
import { selectGroups } from "./queries.js";

/**
 * Groups by `sort` (highest first), every group without a size; keyword search over title and description for
 * holders of the permission.
 */
export async function listGroups(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof groupListQuerySchema>,
): Promise<{ total: number; group: Group[] }> {
  const db = ctx.db.kysely;
  const wd = (await actor.holds(groupEndpoints.list)) ? query.wd?.trim() : undefined;
  const { limit, offset } = pageWindow(query.page, query.size);
  let rowsQuery = selectGroups(db);
  let countQuery = db.selectFrom("groups");
  if (wd) {
    rowsQuery = rowsQuery.where(keywordMatch(["groups.title", "groups.description"], wd));
    countQuery = countQuery.where(keywordMatch(["title", "description"], wd));
  }
  const rows = await rowsQuery.orderBy("groups.sort", "desc").orderBy("groups.id", "asc").limit(limit).offset(offset).execute();
  const total = await countRows(countQuery);
  return { total, group: rows.map(toGroup) };
}
