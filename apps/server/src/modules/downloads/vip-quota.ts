import { vipMessages } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { forbidden } from "../../http/errors.js";
import { startOfToday } from "../../db/list-query.js";
import { findActiveVipPeriod, useVipDownload } from "../vip/active-vip-period.js";
import { countDownloadsSince } from "./download-limits.js";

/**
 * Takes one free VIP download from the period running at `now` and returns its id (download.vip_id).
 * The period's `times` caps VIP downloads a day (0 = unlimited), counted from today's downloads with a vip_id;
 * `download` is the period's total (0 = none), taken by a conditional update, so concurrent requests never
 * exceed it. No period (e.g. VIP given by an administrator) means no free downloads.
 */
export async function takeVipDownload(trx: Transaction<Database>, userId: number, now: Date): Promise<number> {
  const period = await findActiveVipPeriod(trx, userId, now);
  if (!period) throw forbidden(vipMessages.downloadQuotaUsed);
  if (period.times > 0 && (await countDownloadsSince(trx, startOfToday(now), { userId, vip: true })) >= period.times) {
    throw forbidden(vipMessages.dailyCapReached);
  }
  if (!(await useVipDownload(trx, Number(period.id), now))) throw forbidden(vipMessages.downloadQuotaUsed);
  return Number(period.id);
}
