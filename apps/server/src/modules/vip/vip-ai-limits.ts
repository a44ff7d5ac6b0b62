import { vipPlans, type VipPlan } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { findActiveVipPeriod } from "./active-vip-period.js";

interface AiLimits {
  messages: number;
  tokens: number;
}

const none: AiLimits = { messages: 0, tokens: 0 };

async function planAiLimits(ctx: AppContext, plan: VipPlan): Promise<AiLimits> {
  return {
    messages: Math.max(0, Math.trunc(await ctx.settings.number("vip", `${plan}_ai_daily_messages`))),
    tokens: Math.max(0, Math.trunc(await ctx.settings.number("vip", `${plan}_ai_daily_tokens`))),
  };
}

/**
 * Daily AI limits of the plan of the user's running VIP period (vip.{plan}_ai_daily_messages / _tokens; 0 = not
 * set, the groups' limits apply); zeros when no period runs. While no plan sets a limit (the default), the
 * period is not read: every chat message asks this.
 */
export async function vipAiLimits(ctx: AppContext, userId: number, now: Date = new Date()): Promise<AiLimits> {
  const byPeriod = await Promise.all(vipPlans.map((plan) => planAiLimits(ctx, plan)));
  if (byPeriod.every((limits) => limits.messages === 0 && limits.tokens === 0)) return none;
  const period = await findActiveVipPeriod(ctx.db.kysely, userId, now);
  return (period && byPeriod[period.type]) || none;
}
