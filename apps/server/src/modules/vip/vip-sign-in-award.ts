import type { AppContext } from "../../context.js";
import { isVipNow, type VipFields } from "../users/is-vip-now.js";

/** The daily sign-in award: vip.sign_in for a VIP while VIP is enabled (spec §4), else score.sign_in. */
export async function signInAward(ctx: AppContext, user: VipFields, now: Date = new Date()): Promise<number> {
  const vip = isVipNow(user, now) && (await ctx.settings.bool("vip", "enable"));
  return Math.max(0, Math.trunc(await ctx.settings.number(vip ? "vip" : "score", "sign_in")));
}
