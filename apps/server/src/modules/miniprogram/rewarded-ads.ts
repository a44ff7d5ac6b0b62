import { OauthType, miniprogramMessages, type CreditReason, type RewardedOpportunities } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { rewardWithinDailyLimit, rewardsToday } from "../credits/daily-reward.js";
import { miniprogramSettings, rewardedEnabled } from "./miniprogram-settings.js";

/** The ledger reason of a rewarded-video award, counted for the daily limit. */
export const REWARDED_AD_REASON: CreditReason = "rewarded_ad";

/**
 * Rewarded videos play only in the mini-program, and WeChat gives the server no proof that one was watched: awards go
 * only to accounts bound to a mini-program identity (signed in there), not to any client that calls the route.
 */
async function signedInThroughMiniprogram(ctx: AppContext, userId: number): Promise<boolean> {
  const binding = await ctx.db.kysely
    .selectFrom("user_oauth").select("id").where("user_id", "=", userId).where("oauth_type", "=", OauthType.miniprogram).executeTakeFirst();
  return binding !== undefined;
}

/** GET /api/v1/user/rewarded/opportunities: whether ads pay, how much a view is worth, how many awards are left today. */
export async function rewardedOpportunities(ctx: AppContext, userId: number): Promise<RewardedOpportunities> {
  const s = await miniprogramSettings(ctx);
  if (!rewardedEnabled(s) || !(await signedInThroughMiniprogram(ctx, userId))) return { enable: false, credit_count: 0, credit_times: 0 };
  const used = await rewardsToday(ctx.db.kysely, userId, REWARDED_AD_REASON);
  return { enable: true, credit_count: s.rewardCredit, credit_times: Math.max(0, s.rewardTimesPerDay - used) };
}

/**
 * PUT /api/v1/user/rewarded/credit: credits for a rewarded video of the configured ad unit watched to the end,
 * through the credit ledger, at most the configured times a day however many calls arrive at once
 * (credits/daily-reward.ts locks the account while it counts). 403 once today's awards are used up.
 */
export async function creditRewardedAd(ctx: AppContext, userId: number, adunitId: string): Promise<void> {
  const s = await miniprogramSettings(ctx);
  if (!rewardedEnabled(s)) throw forbidden(miniprogramMessages.rewardedOff);
  if (adunitId !== s.adunitId) throw badRequest(miniprogramMessages.adunitMismatch);
  if (!(await signedInThroughMiniprogram(ctx, userId))) throw forbidden(miniprogramMessages.rewardedMiniprogramOnly);
  const given = await ctx.db.kysely.transaction().execute((trx) =>
    rewardWithinDailyLimit(trx, ctx.db.dialect, {
      userId, amount: s.rewardCredit, dailyLimit: s.rewardTimesPerDay, reason: REWARDED_AD_REASON, refType: "adunit", refId: 0,
    }),
  );
  if (!given) throw forbidden(miniprogramMessages.rewardedExhausted);
}
