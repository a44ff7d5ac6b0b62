import type { AiQuota } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { dayNumber, nextMidnight } from "./local-day.js";
import { quotaLimits } from "./quota-limits.js";
import "./tables.js";

/** GET /api/v1/user/ai/quota: today's use against the user's limits, bought messages and the next reset. */
export async function getQuota(ctx: AppContext, userId: number, now = new Date()): Promise<AiQuota> {
  const db = ctx.db.kysely;
  const limits = await quotaLimits(ctx, userId);
  const usage = await db.selectFrom("ai_usage").select(["messages", "tokens"]).where("user_id", "=", userId).where("day", "=", dayNumber(now)).executeTakeFirst();
  const extra = await db.selectFrom("ai_extra_quota").select("messages").where("user_id", "=", userId).executeTakeFirst();
  return {
    used_messages: Number(usage?.messages ?? 0),
    message_limit: limits.messages,
    used_tokens: Number(usage?.tokens ?? 0),
    token_limit: limits.tokens,
    extra_messages: Number(extra?.messages ?? 0),
    reset_at: nextMidnight(now).toISOString(),
    price: Math.max(0, Math.floor(await ctx.settings.number("llm", "quota_price"))),
  };
}
