import { publicDocumentStatuses, type Stats } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { countRows, live } from "../../db/list-query.js";
import { buildInfo } from "./build-info.js";
import { paymentSettingProblems } from "../payments/payment-setting-problems.js";
import { listSettingProblems } from "../settings/setting-problems.js";
import { countRowsIfTableExists } from "./count-rows.js";

const ArticlePublished = 1;

const countAll = (ctx: AppContext, table: "user" | "category" | "friendlink" | "language" | "navigation") => countRows(ctx.db.kysely.selectFrom(table));

const countPublicDocuments = (ctx: AppContext) =>
  countRows(ctx.db.kysely.selectFrom("document").where(live()).where("status", "in", [...publicDocumentStatuses]));

/**
 * Site counters for the home page and the dashboard. Everyone gets users (plus the configured virtual count),
 * public documents and published articles; holders of the stats permission also get the back-office counters
 * and the runtime (with the commit and build time of the server).
 */
export async function loadStats(ctx: AppContext, withAdminCounters: boolean): Promise<Stats> {
  const stats: Stats = {
    user_count: (await countAll(ctx, "user")) + Math.max(0, await ctx.settings.number("display", "virtual_register_count")),
    document_count: await countPublicDocuments(ctx),
    article_count: await countRowsIfTableExists(ctx, "article", [
      ["status", sql`status = ${ArticlePublished}`],
      ["deleted_at", live()],
    ]),
  };
  if (!withAdminCounters) return stats;
  return {
    ...stats,
    category_count: await countAll(ctx, "category"),
    friendlink_count: await countAll(ctx, "friendlink"),
    language_count: await countAll(ctx, "language"),
    navigation_count: await countAll(ctx, "navigation"),
    comment_count: await countRowsIfTableExists(ctx, "comment"),
    banner_count: await countRowsIfTableExists(ctx, "banner"),
    report_count: await countRowsIfTableExists(ctx, "report"),
    os: `${process.platform}/${process.arch}`,
    version: await ctx.settings.get("system", "version"),
    node_version: process.version,
    ...buildInfo(),
    setting_problems: [...(await listSettingProblems(ctx)), ...(await paymentSettingProblems(ctx))],
  };
}
