import type { AppContext } from "../../context.js";

export interface MiniprogramSettings {
  appId: string;
  secret: string;
  /** The rewarded-video ad unit whose completed views earn credits. */
  adunitId: string;
  rewardCredit: number;
  rewardTimesPerDay: number;
}

const count = (value: string | undefined) => Math.max(0, Math.floor(Number(value) || 0));

/** The `miniprogram` settings group (domain-reference §6 `mp`). */
export async function miniprogramSettings(ctx: AppContext): Promise<MiniprogramSettings> {
  const group = await ctx.settings.group("miniprogram");
  return {
    appId: (group.appid ?? "").trim(),
    secret: (group.secret ?? "").trim(),
    adunitId: (group.rewarded_adunit_id ?? "").trim(),
    rewardCredit: count(group.rewarded_credit),
    rewardTimesPerDay: count(group.rewarded_times),
  };
}

export const hasAppCredentials = (s: MiniprogramSettings) => s.appId !== "" && s.secret !== "";

/** Rewarded ads pay out once an ad unit is set and a view is worth something at least once a day. */
export const rewardedEnabled = (s: MiniprogramSettings) => s.adunitId !== "" && s.rewardCredit > 0 && s.rewardTimesPerDay > 0;
