import type { AppContext } from "../../context.js";

export type GatewayProvider = "wechatpay" | "alipay" | "xunhupay";

/** A payment a gateway notified, its signature verified. */
export interface GatewayNotification {
  provider: GatewayProvider;
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  detail?: string;
}

export type SettleOutcome = "settled" | "duplicate" | "unknown_order" | "amount_mismatch" | "closed";

/**
 * Settles a verified notification against its order: modules/orders' settleGatewayPayment, handed to the callbacks by
 * modules/index.ts (orders start payments here, so this module does not import them back).
 */
export type SettlePayment = (ctx: AppContext, notification: GatewayNotification) => Promise<SettleOutcome>;

/** What a gateway needs of an order to start or close a payment (modules/orders passes its row). */
export interface GatewayOrder {
  order_no: string;
  order_type: number;
  product_name: string;
  amount_fen: number;
  status: number;
  expire_at: string | null;
}
