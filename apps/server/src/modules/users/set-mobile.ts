import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { conflict } from "../../http/errors.js";

/**
 * Makes way for whoever just proved `mobile` with a text message code: 409 when another account holds it verified;
 * a copy nobody proved on another account (typed into a profile or by an administrator) is cleared, since the number
 * is not that account's and must not keep its owner from using it. `ownerId` is the account taking it, once it exists.
 */
export async function claimProvenMobile(trx: Executor, mobile: string, ownerId?: number): Promise<void> {
  const holder = await trx
    .selectFrom("user")
    .select(["id", "mobile_verified"])
    .where("mobile", "=", mobile)
    .where("id", "<>", ownerId ?? 0)
    .executeTakeFirst();
  if (!holder) return;
  if (holder.mobile_verified === 1) throw conflict(userMessages.mobileTaken);
  await trx
    .updateTable("user")
    .set({ mobile: "", mobile_verified: 0, updated_at: nowIso() })
    .where("id", "=", holder.id)
    .where("mobile_verified", "=", 0)
    .execute();
}

/** Gives a member the mobile number they proved with a text message code (modules/sms), verified; claimProvenMobile's rule. */
export async function setVerifiedMobile(ctx: AppContext, userId: number, mobile: string): Promise<void> {
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await claimProvenMobile(trx, mobile, userId);
      await trx.updateTable("user").set({ mobile, mobile_verified: 1, updated_at: nowIso() }).where("id", "=", userId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.mobileTaken);
    throw error;
  }
}
