import { z } from "zod";
import { OrderType, PaymentType } from "../enums.js";
import { bInt, listReply, pageQuery, qInt, qIntArray, qString } from "../query.js";
import { bText, timestamps } from "./site.js";

const values = (o: Record<string, number>) => Object.values(o);
const oneOf = (allowed: number[], message: string) => bInt().refine((n) => allowed.includes(n), message);

export const orderMessages = {
  notFound: "订单不存在",
  createFailed: "订单创建失败",
  typeInvalid: "订单类型不正确",
  productInvalid: "商品不存在",
  quantityInvalid: "充值数量不正确",
  rechargeDisabled: (creditName: string) => `${creditName}充值未开启`,
  vipDisabled: "VIP 未开启",
  vipCreditPayDisabled: (creditName: string) => `不支持使用${creditName}购买 VIP`,
  vipPlanUnpriced: "该 VIP 套餐未设置价格",
  closed: "订单已关闭",
  paymentTypeInvalid: "不支持的支付方式",
  paymentDisabled: "该支付方式未开启",
  paymentFailed: "发起支付失败，请稍后再试",
  /** The site's address is on this machine, which no payment gateway can send its notification to. */
  notifyUrlUnreachable: (origin: string) =>
    `网站地址 ${origin} 只能在本机访问，支付平台无法回传支付结果，暂不能发起支付；请管理员在「基础配置」中设置网站域名`,
  /** No gateway is switched on with complete credentials (and credits cannot pay this order). */
  noPaymentMethod: "暂无可用的支付方式，请联系管理员",
  /** Only credits could pay this order, and the buyer has too few. */
  creditsShort: (creditName: string, shortfall: number) => `${creditName}不足，还差 ${shortfall} ${creditName}`,
  rechargeWithCredits: (creditName: string) => `充值订单不能使用${creditName}支付`,
  insufficientCredits: (creditName: string) => `${creditName}不足，请先充值`,
  codeDisabled: "未开启下载码下载",
  codeRequired: "请输入下载码",
  codeInvalid: "下载码无效或已被使用",
  codePriceTooHigh: "该文档不支持下载码下载",
  codeOnlyForDocuments: "下载码只能用于购买文档",
  systemRechargeUser: "用户不存在",
  systemRechargeCredit: "充值积分必须是非零整数",
  notPending: "只能关闭待支付的订单",
  deletePaid: "已支付的订单不能删除",
  refundNotPaid: "只能为已支付的订单标记退款",
  alreadyRefunded: "该订单已标记退款",
} as const;

/** An order (api-contract §3 Pro shapes). `amount` is in credits; `amount_fen` is what a gateway charges, computed by the server. */
export const orderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  /** 1 buy document, 2 buy VIP, 3 recharge (spec §4). */
  order_type: z.number().int(),
  /** Document id, or the VIP plan (0 year, 1 quarter, 2 month); 0 for a recharge. */
  product_id: z.number().int(),
  product_name: z.string(),
  product_uuid: z.string(),
  quantity: z.number().int(),
  /** Credits per unit before discount. */
  price: z.number().int(),
  /** Credits to pay when paying with credits. */
  amount: z.number().int(),
  /** Money to pay through a gateway, in fen. */
  amount_fen: z.number().int(),
  /** Discount applied (1 = none), e.g. 0.9 for a recharge tier or a VIP's document discount. */
  discount: z.number(),
  coupon_amount: z.number().int(),
  /** 0 until paid (spec §4 payment methods). */
  payment_type: z.number().int(),
  /** 1 pending, 2 paid, 3 closed. */
  status: z.number().int(),
  /** The gateway's transaction id once paid. */
  trade_no: z.string(),
  remark: z.string(),
  /** When a pending order closes by itself; when a closed one was closed. */
  closed_at: z.string().optional(),
  paid_at: z.string().optional(),
  /** Set by an administrator who refunded the payment outside the site. */
  refunded_at: z.string().optional(),
  refund_remark: z.string(),
  /** A gateway payment arrived after the order had closed (nothing was granted): the money awaits a manual refund. */
  late_payment: z.boolean().optional(),
  ...timestamps,
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/v1/order. */
export const orderCreateBodySchema = z.object({
  order_type: oneOf(values(OrderType), orderMessages.typeInvalid),
  product_id: bInt().optional().default(0),
  /** Credits wanted, for a recharge. */
  quantity: bInt().optional().default(1),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

const orderNo = z.string({ error: orderMessages.notFound }).trim().min(1, orderMessages.notFound).max(64);

export const orderNoQuerySchema = z.object({ order_no: orderNo });
export const orderNoBodySchema = orderNoQuerySchema;

/** Methods a member may choose in POST /api/v1/order/pay. */
export const memberPaymentTypes = [PaymentType.wechat, PaymentType.alipay, PaymentType.credits, PaymentType.hupijiao, PaymentType.downloadCode] as number[];

/** POST /api/v1/order/pay. */
export const orderPayBodySchema = z.object({
  order_no: orderNo,
  payment_type: oneOf(memberPaymentTypes, orderMessages.paymentTypeInvalid),
  downcode: z.string().trim().max(64).optional().default(""),
  /** A phone browser: WeChat H5 / Alipay wap instead of Native QR / page pay. */
  is_wap: z.boolean().optional().default(false),
  code: z.string().max(256).optional().default(""),
});
export type OrderPayBody = z.infer<typeof orderPayBodySchema>;

/** Reply of POST /api/v1/order/pay (api-contract PayOrderReply). */
export const payOrderReplySchema = z.object({
  order_status: z.number().int(),
  /** WeChat Native code_url (shown as a QR code) or the redirect URL of Alipay, 虎皮椒 or WeChat H5. */
  payment_url: z.string().optional(),
  extra: z.record(z.string(), z.string()).optional(),
});
export type PayOrderReply = z.infer<typeof payOrderReplySchema>;

/** GET /api/v1/order/list (admin). */
export const orderListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  order_status: qIntArray(),
  order_type: qIntArray(),
  payment_type: qIntArray(),
  user_id: qIntArray(),
});
export const orderListReplySchema = listReply("order", orderSchema);

/** GET /api/v1/user/order (own). status 0 = all. */
export const userOrderQuerySchema = z.object({ ...pageQuery, status: qInt(0) });

/** POST /api/v1/order/system/recharge: an administrator grants (or takes back) credits; payment method 6. */
export const systemRechargeBodySchema = z.object({
  user_id: bInt().refine((n) => n > 0, orderMessages.systemRechargeUser),
  credit: bInt().refine((n) => n !== 0 && Math.abs(n) <= 100_000_000, orderMessages.systemRechargeCredit),
  remark: bText("备注", 255).optional().default(""),
});

/** PUT /api/v1/order/refund (admin): marks a paid order as refunded outside the site. */
export const orderRefundBodySchema = z.object({
  order_no: z.string().trim().min(1, orderMessages.notFound).max(64),
  remark: bText("备注", 255).optional().default(""),
});
