import { decryptResource, type EncryptedResource } from "./wechatpay-aes.js";
import type { WechatpayConfig } from "./wechatpay-config.js";

export type WechatpayNotificationRead =
  | { kind: "paid"; payment: { orderNo: string; tradeNo: string; amountFen: number; detail: string } }
  | { kind: "not_paid"; orderNo: string; detail: string }
  | { kind: "other_merchant"; orderNo: string; detail: string }
  | { kind: "unreadable"; detail: string };

interface Transaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown };
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Reads a verified notification: `{event_type, resource: {algorithm, ciphertext, nonce, associated_data}}` whose
 * resource decrypts (APIv3 key) to the transaction. A payment is TRANSACTION.SUCCESS with trade_state SUCCESS
 * for this merchant and app; `amount.total` is the order amount in fen.
 */
export function readWechatpayNotification(config: WechatpayConfig, body: Buffer): WechatpayNotificationRead {
  let envelope: { event_type?: unknown; resource?: EncryptedResource };
  try {
    envelope = JSON.parse(body.toString("utf8")) as typeof envelope;
  } catch {
    return { kind: "unreadable", detail: "body is not JSON" };
  }
  const resource = envelope?.resource;
  if (!resource || typeof resource.ciphertext !== "string" || typeof resource.nonce !== "string") return { kind: "unreadable", detail: "no resource" };
  const plaintext = decryptResource(config.apiV3Key, resource);
  if (plaintext === undefined) return { kind: "unreadable", detail: "resource does not decrypt with the APIv3 key" };
  let transaction: Transaction;
  try {
    transaction = JSON.parse(plaintext) as Transaction;
  } catch {
    return { kind: "unreadable", detail: "resource is not JSON" };
  }
  const orderNo = str(transaction.out_trade_no);
  const tradeNo = str(transaction.transaction_id);
  if (str(transaction.mchid) !== config.mchid || str(transaction.appid) !== config.appid) {
    return { kind: "other_merchant", orderNo, detail: `mchid ${str(transaction.mchid)} appid ${str(transaction.appid)}` };
  }
  const eventType = str(envelope.event_type);
  const state = str(transaction.trade_state);
  if (eventType !== "TRANSACTION.SUCCESS" || state !== "SUCCESS") return { kind: "not_paid", orderNo, detail: `${eventType} ${state}`.trim() };
  const amountFen = transaction.amount?.total;
  if (!orderNo || !tradeNo || typeof amountFen !== "number" || !Number.isSafeInteger(amountFen)) return { kind: "unreadable", detail: "transaction lacks order, id or amount" };
  return { kind: "paid", payment: { orderNo, tradeNo, amountFen, detail: `wechatpay ${eventType}` } };
}
