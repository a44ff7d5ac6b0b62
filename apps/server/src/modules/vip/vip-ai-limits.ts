import { vipPlanOfPeriod } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { findActiveVipPeriod } from "./active-vip-period.js";

/**
 * Daily AI limits of the plan of the user's running VIP period (vip.{plan}_ai_daily_messages / _tokens; 0 = not
 * set, the groups' limits apply); zeros when no period runs.
 */
export async function vipAiLimits(ctx: AppContext, userId: number, now: Date = new Date()): Promise<{ messages: number; tokens: number }> {
  const period = await findActiveVipPeriod(ctx.db.kysely, userId, now);
  const plan = period ? vipPlanOfPeriod(period.type) : undefined;
  if (!plan) return { messages: 0, tokens: 0 };
  return {
    messages: Math.max(0, Math.trunc(await ctx.settings.number("vip", `${plan}_ai_daily_messages`))),
    tokens: Math.max(0, Math.trunc(await ctx.settings.number("vip", `${plan}_ai_daily_tokens`))),
  };
}
