import type { AppContext } from "../../../context.js";
import "../tables.js";

/** Deletes search records older than security.search_record_retention_days (0 or less keeps them forever). */
export async function purgeSearchRecords(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const days = await ctx.settings.number("security", "search_record_retention_days");
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await ctx.db.kysely.deleteFrom("search_record").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
