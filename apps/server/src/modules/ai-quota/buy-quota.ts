import type { AiQuota } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { AppError, badRequest } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { creditName } from "../settings/credit-name.js";
import { getQuota } from "./get-quota.js";
import "./tables.js";

/**
 * POST /api/v1/user/ai/quota: buys `count` extra messages for count × llm.quota_price credits. The debit (a
 * conditional update through the ledger) and the credit of messages are one transaction: both or neither.
 */
export async function buyQuota(ctx: AppContext, userId: number, count: number): Promise<AiQuota> {
  const price = Math.floor(await ctx.settings.number("llm", "quota_price"));
  const credit = await creditName(ctx.settings);
  if (price <= 0) throw badRequest(`未开放使用${credit}加购 AI 对话额度`);
  const cost = count * price;
  const insufficient = `${credit}不足：加购 ${count} 条 AI 对话需要 ${cost} ${credit}`;
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await changeCredits(trx, { userId, delta: -cost, reason: "ai_quota", refType: "ai_quota", refId: count, remark: `加购 AI 对话 ${count} 条`, insufficientMessage: insufficient });
      const at = nowIso();
      await trx
        .insertInto("ai_extra_quota")
        .values({ user_id: userId, messages: count, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ messages: eb("ai_extra_quota.messages", "+", count), updated_at: at })))
        .execute();
    });
  } catch (error) {
    if (error instanceof AppError && error.message === insufficient) throw badRequest(insufficient);
    throw error;
  }
  return getQuota(ctx, userId);
}
