import { searchMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import "../tables.js";

export async function deleteSearchRecords(ctx: AppContext, ids: number[]): Promise<void> {
  if (ids.length === 0) throw badRequest(searchMessages.recordIdsRequired);
  await ctx.db.kysely.deleteFrom("search_record").where("id", "in", ids).execute();
}
