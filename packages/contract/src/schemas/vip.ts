import { z } from "zod";
import { VipPeriod } from "../enums.js";
import { bBool, bIntArray, listReply, pageQuery, qIntArray, qString } from "../query.js";
import { qId, timestamps } from "./site.js";

export const vipPlans = ["year", "quarter", "month"] as const;
export type VipPlan = (typeof vipPlans)[number];
/** VIP period → plan key of the `vip` settings group (spec §4: 0 year, 1 quarter, 2 month). */
export const vipPlanOfPeriod = (period: number): VipPlan | undefined => vipPlans[period];
export const vipPeriodValues = Object.values(VipPeriod) as number[];

export const vipMessages = {
  notVip: "您还不是 VIP 会员",
  documentVipOnly: "该文档为 VIP 专享，请先开通 VIP",
  downloadQuotaUsed: "VIP 免费下载次数已用完",
  dailyCapReached: "今日 VIP 下载次数已达上限",
  notFound: "VIP 记录不存在",
  orderNoRequired: "请指定订单号",
  documentIdsRequired: "请选择文档",
  isVipInvalid: "是否 VIP 专享必须是 true 或 false",
} as const;

/** One VIP period a member bought (api-contract §3 UserVip). */
export const userVipSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** 0 year, 1 quarter, 2 month. */
  type: z.number().int(),
  order_no: z.string(),
  /** Downloads a day, 0 = unlimited. */
  times: z.number().int(),
  /** Total free VIP downloads of this period. */
  download: z.number().int(),
  download_used: z.number().int(),
  /** ×10: 85 = 8.5折, 100 = none. */
  discount: z.number().int(),
  joined_at: z.string(),
  expired_at: z.string(),
  ...timestamps,
});
export type UserVip = z.infer<typeof userVipSchema>;

/** GET /api/v1/uservip/list (administrators). */
export const userVipListQuerySchema = z.object({ ...pageQuery, user_id: qIntArray(), type: qIntArray() });
export const userVipListReplySchema = listReply("user_vip", userVipSchema);
/** GET /api/v1/user/vip: the caller's own periods. */
export const ownVipListQuerySchema = z.object(pageQuery);
/** GET /api/v1/user/vip/order: the period bought by one of the caller's orders. */
export const userVipOrderQuerySchema = z.object({
  order_no: qString().pipe(z.string({ error: vipMessages.orderNoRequired }).trim().min(1, vipMessages.orderNoRequired)),
});

/** PUT /api/v1/document/vip: marks documents VIP-only (or not). */
export const documentVipBodySchema = z.object({
  document_id: bIntArray().pipe(z.array(z.number().int()).min(1, vipMessages.documentIdsRequired)),
  is_vip: bBool(vipMessages.isVipInvalid),
});
/** GET /api/v1/document/download/vip. */
export const vipDownloadQuerySchema = z.object({ id: qId("请指定文档") });
