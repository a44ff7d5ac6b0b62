import type { AppContext } from "../../context.js";
import { vipAiLimits } from "../vip/vip-ai-limits.js";
import "./tables.js";

export interface QuotaLimits {
  messages: number;
  tokens: number;
}

/**
 * A user's daily limits: per group its own limit or, when null, the llm defaults; the highest of the user's
 * groups wins (a user in no group gets the defaults). During a VIP period the plan's limits, where set, apply
 * when higher (a VIP never gets less than the groups give).
 */
export async function quotaLimits(ctx: AppContext, userId: number): Promise<QuotaLimits> {
  const [groups, vip] = await Promise.all([groupLimits(ctx, userId), vipAiLimits(ctx, userId)]);
  return { messages: Math.max(groups.messages, vip.messages), tokens: Math.max(groups.tokens, vip.tokens) };
}

async function groupLimits(ctx: AppContext, userId: number): Promise<QuotaLimits> {
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
