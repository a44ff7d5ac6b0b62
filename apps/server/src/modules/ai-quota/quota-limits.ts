import type { AppContext } from "../../context.js";
import "./tables.js";

export interface QuotaLimits {
  messages: number;
  tokens: number;
}

/**
 * A user's daily limits: per group its own limit or, when null, the llm defaults; the highest of the user's
 * groups wins (a user in no group gets the defaults).
 */
export async function quotaLimits(ctx: AppContext, userId: number): Promise<QuotaLimits> {
  const defaults = {
    messages: Math.max(0, await ctx.settings.number("llm", "default_quota")),
    tokens: Math.max(0, await ctx.settings.number("llm", "default_token_quota")),
  };
  const groups = await ctx.db.kysely
    .selectFrom("groups")
    .innerJoin("user_group", "user_group.group_id", "groups.id")
    .select(["groups.ai_daily_messages", "groups.ai_daily_tokens"])
    .where("user_group.user_id", "=", userId)
    .execute();
  if (groups.length === 0) return defaults;
  return {
    messages: Math.max(...groups.map((g) => (g.ai_daily_messages === null ? defaults.messages : Number(g.ai_daily_messages)))),
    tokens: Math.max(...groups.map((g) => (g.ai_daily_tokens === null ? defaults.tokens : Number(g.ai_daily_tokens)))),
  };
}
