import { documentMessages } from "@wenku/contract";
import type { Executor } from "../documents/document-access.js";
import { startOfToday } from "../../db/list-query.js";
import { forbidden } from "../../http/errors.js";

export interface DailyLimits {
  perUser: number;
  perIp: number;
}

/** Downloads since `since` of a user and/or from an IP; with `vip`, only VIP downloads (those with a vip_id). */
export async function countDownloadsSince(db: Executor, since: string, by: { userId?: number; ip?: string; vip?: boolean }): Promise<number> {
  let query = db.selectFrom("download").select((eb) => eb.fn.countAll<number>().as("n")).where("created_at", ">=", since);
  if (by.userId !== undefined) query = query.where("user_id", "=", by.userId);
  if (by.ip !== undefined) query = query.where("ip", "=", by.ip);
  if (by.vip) query = query.where("vip_id", ">", 0);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * download.times_every_ip and download.times_every_day count today's downloads (since local midnight) from the
 * caller's IP and, when signed in, of the caller's account; reaching either refuses the download.
 */
export async function assertWithinDailyLimits(db: Executor, limits: DailyLimits, caller: { userId?: number; ip: string }): Promise<void> {
  const since = startOfToday();
  if ((await countDownloadsSince(db, since, { ip: caller.ip })) >= limits.perIp) throw forbidden(documentMessages.ipDownloadLimit(limits.perIp));
  if (caller.userId !== undefined && (await countDownloadsSince(db, since, { userId: caller.userId })) >= limits.perUser) {
    throw forbidden(documentMessages.userDownloadLimit(limits.perUser));
  }
}
