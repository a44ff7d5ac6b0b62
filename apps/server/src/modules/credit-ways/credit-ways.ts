import { vipPeriodValues, type CreditWays } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { readUploadRewardRule } from "../documents/upload-reward.js";
import type { UserRow } from "../session/actor.js";
import { creditName } from "../settings/credit-name.js";
import { paymentReadiness } from "../settings/payment-readiness.js";
import { getTodaySign } from "../sign-in/get-today-sign.js";
import { signInAward } from "../vip/vip-sign-in-award.js";
import { readVipPlan } from "../vip/vip-plans.js";

const wholeNumber = (value: number) => Math.max(0, Math.trunc(value));

/** Some VIP plan is on sale and something can pay for it: a usable gateway, or credits (vip.enable_credit_pay). */
async function vipOnSale(ctx: AppContext, anyGateway: boolean): Promise<boolean> {
  if (!(await ctx.settings.bool("vip", "enable"))) return false;
  if (!anyGateway && !(await ctx.settings.bool("vip", "enable_credit_pay"))) return false;
  for (const period of vipPeriodValues) if (await readVipPlan(ctx, period)) return true;
  return false;
}

/**
 * GET /api/v1/user/credit/ways: each way this member can get credits now, as the settings switch them on (the same
 * rules that sign-in, upload rewards, recharge, download codes and VIP orders apply), with what each gives.
 */
export async function creditWays(ctx: AppContext, user: UserRow): Promise<CreditWays> {
  const anyGateway = (await paymentReadiness(ctx).usableGateways()).length > 0;
  const signAward = await signInAward(ctx, user);
  const upload = await readUploadRewardRule(ctx);
  const uploadAward = wholeNumber(upload.amount);
  const uploadLimit = wholeNumber(upload.perDay);
  return {
    credit_name: await creditName(ctx.settings),
    credit_count: Number(user.credit_count ?? 0),
    sign_in: { enabled: signAward > 0, award: signAward, signed_today: (await getTodaySign(ctx, Number(user.id))).id > 0 },
    upload: { enabled: uploadAward > 0 && uploadLimit > 0, award: uploadAward, daily_limit: uploadLimit },
    recharge: { enabled: anyGateway && (await ctx.settings.bool("pay", "enable_recharge")) },
    download_code: {
      enabled: await ctx.settings.bool("download", "enable_code_download"),
      max_price: wholeNumber(await ctx.settings.number("download", "max_price")),
    },
    vip: { enabled: await vipOnSale(ctx, anyGateway) },
  };
}
