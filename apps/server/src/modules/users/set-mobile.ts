import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { conflict } from "../../http/errors.js";

/** Gives a member the mobile number they proved with a text message code (modules/sms); 409 when another account has it. */
export async function setVerifiedMobile(ctx: AppContext, userId: number, mobile: string): Promise<void> {
  const db = ctx.db.kysely;
  const taken = await db.selectFrom("user").select("id").where("mobile", "=", mobile).where("id", "<>", userId).executeTakeFirst();
  if (taken) throw conflict(userMessages.mobileTaken);
  try {
    await db.updateTable("user").set({ mobile, updated_at: nowIso() }).where("id", "=", userId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.mobileTaken);
    throw error;
  }
}
