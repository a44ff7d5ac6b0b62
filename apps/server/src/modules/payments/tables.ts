import type { Generated } from "kysely";

/** An order started at a gateway (one row per order and gateway), so closing the order closes it there too. */
export interface PaymentStartTable {
  id: Generated<number>;
  order_no: string;
  /** "wechatpay" | "alipay" | "xunhupay" */
  provider: string;
  created_at: string;
}

/** A WeChat Pay platform certificate downloaded through GET /v3/certificates, used to verify its signatures. */
export interface WechatpayCertificateTable {
  serial_no: string;
  mchid: string;
  pem: string;
  effective_at: string;
  expire_at: string;
  fetched_at: string;
}

/** Every gateway notification received, with what was done with it (settled, duplicate, refused_…, late). */
export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  order_no: Generated<string>;
  trade_no: Generated<string>;
  amount_fen: Generated<number>;
  outcome: string;
  detail: Generated<string>;
  created_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    payment_start: PaymentStartTable;
    wechatpay_certificate: WechatpayCertificateTable;
    payment_notification: PaymentNotificationTable;
  }
}
