import { documentMessages } from "@wenku/contract";
import type { Executor } from "../documents/document-access.js";
import { startOfToday } from "../documents/list-helpers.js";
import { forbidden } from "../../http/errors.js";

export interface DailyLimits {
  perUser: number;
  perIp: number;
}

async function countSince(db: Executor, since: string, by: { userId?: number; ip?: string }): Promise<number> {
  let query = db.selectFrom("download").select((eb) => eb.fn.countAll<number>().as("n")).where("created_at", ">=", since);
  if (by.userId !== undefined) query = query.where("user_id", "=", by.userId);
  if (by.ip !== undefined) query = query.where("ip", "=", by.ip);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * download.times_every_ip and download.times_every_day count today's downloads (since local midnight) from the
 * caller's IP and, when signed in, of the caller's account; reaching either refuses the download.
 */
export async function assertWithinDailyLimits(db: Executor, limits: DailyLimits, caller: { userId?: number; ip: string }): Promise<void> {
  const since = startOfToday();
  if ((await countSince(db, since, { ip: caller.ip })) >= limits.perIp) throw forbidden(documentMessages.ipDownloadLimit(limits.perIp));
  if (caller.userId !== undefined && (await countSince(db, since, { userId: caller.userId })) >= limits.perUser) {
    throw forbidden(documentMessages.userDownloadLimit(limits.perUser));
  }
}
