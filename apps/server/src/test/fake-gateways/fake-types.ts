import type { CallbackReply, OutgoingNotification } from "./fake-http.js";

export type FakeProvider = "wechatpay" | "alipay" | "xunhupay";

/** An order our server created (or opened) at a fake gateway. */
export interface FakeOrder {
  orderNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl?: string;
  /** "native" | "h5" | "jsapi" (WeChat Pay), "page" | "wap" (Alipay), "cashier" (虎皮椒). */
  kind: string;
  status: "pending" | "paid" | "closed";
  tradeNo: string;
  /** How often our server asked to close it. */
  closeCalls: number;
}

/** How a test bends a notification. Everything is signed correctly unless `forge` is set. */
export interface NotificationTweak {
  /** Amount claimed, in fen (default: the order's; required for an order the fake does not know). */
  amountFen?: number;
  /** Order number claimed (default: the one paid). */
  orderNo?: string;
  /** The gateway's transaction id (default: the order's, fixed per order, so a replay repeats it). */
  tradeNo?: string;
  /** A notification for an unpaid trade (WeChat Pay NOTPAY, Alipay WAIT_BUYER_PAY, 虎皮椒 WP). */
  unpaid?: boolean;
  /** The amount is changed after signing, so the signature no longer matches the body. */
  forge?: boolean;
  /** Where to send it (default: the order's notify_url, else the fake's `notifyUrl`). */
  url?: string;
}

export interface FakeGateway {
  readonly provider: FakeProvider;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Callback URL for notifications about orders the fake never saw. */
  notifyUrl: string;
  readonly orders: Map<string, FakeOrder>;
  /** Our requests the fake refused, with why (bad signature, bad parameters). */
  readonly refused: Array<{ path: string; reason: string }>;
  /** `pay` settings (category, name, value) that point our server at this fake, gateway enabled. */
  settings(): Array<[string, string, string]>;
  notification(orderNo: string, tweak?: NotificationTweak): OutgoingNotification;
  /** Sends the signed paid notification for `orderNo` to our callback; marks the order paid when acknowledged. */
  pay(orderNo: string, tweak?: NotificationTweak): Promise<CallbackReply>;
  send(n: OutgoingNotification): Promise<CallbackReply>;
  close(): Promise<void>;
}
