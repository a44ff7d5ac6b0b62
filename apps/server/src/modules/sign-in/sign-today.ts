import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import type { VipFields } from "../users/is-vip-now.js";
import { signInAward } from "../vip/vip-sign-in-award.js";
import { dayNumber } from "./today.js";

const alreadySigned = "您今天已经签到过了";

/**
 * Daily sign-in: one row per user and day (a unique key, so two concurrent clicks award once) and the award
 * (score.sign_in, or vip.sign_in for a VIP while VIP is enabled) through the credit ledger in the same transaction;
 * the reply's `award` is what was given.
 */
export async function signToday(ctx: AppContext, user: VipFields & { id: number }, ip: string) {
  const userId = Number(user.id);
  const award = await signInAward(ctx, user);
  const day = dayNumber();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("sign")
      .values({ user_id: userId, sign_at: day, award, ip, created_at: nowIso() })
      .onConflict((oc) => oc.columns(["user_id", "sign_at"]).doNothing())
      .returning(["id", "user_id", "sign_at", "award", "ip", "created_at"])
      .executeTakeFirst();
    if (!inserted) throw conflict(alreadySigned);
    if (award > 0) await changeCredits(trx, { userId, delta: award, reason: "sign_in", refType: "sign", refId: Number(inserted.id) });
    return { ...inserted, id: Number(inserted.id), user_id: Number(inserted.user_id) };
  });
}
