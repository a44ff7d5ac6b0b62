import type { TestServer as Harness } from "../../test/harness.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { findOrderByNo, type OrderRow } from "./order-row.js";

/** What these helpers use of the test harness's server. */
type TestServer = Pick<Harness, "ctx" | "request" | "setSettings">;

/**
 * Test support for the orders capability: the commerce settings switched on (recharge with two discount tiers, a
 * usable 虎皮椒 gateway, VIP plans with credit payment, download codes) and short calls to the order API. Used by *.test.ts only.
 */
export async function enableCommerce(t: TestServer): Promise<void> {
  await t.setSettings([
    ["system", "credit_exchange", "10"],
    ["pay", "enable_recharge", "true"],
    ["pay", "recharge_discount", "100:0.95\n1000:0.9"],
    // A usable gateway, so that orders can be paid with money (nothing here calls it: its address is refused).
    ["pay", "enable_xunhupay", "true"],
    ["pay", "xunhupay_appid", "test-appid"],
    ["pay", "xunhupay_appsecret", "test-appsecret"],
    ["pay", "xunhupay_gateway", "http://127.0.0.1:9/payment/do.html"],
    ["vip", "enable", "true"],
    ["vip", "enable_credit_pay", "true"],
    ["vip", "year_price", "9900"],
    ["vip", "year_original_price", "19900"],
    ["vip", "year_download", "100"],
    ["vip", "year_document_discount", "80"],
    ["vip", "month_price", "1000"],
    ["vip", "month_download", "10"],
    ["vip", "month_document_discount", "90"],
    ["download", "times_every_day", "10000"],
    ["download", "times_every_ip", "10000"],
  ]);
}

/** Commerce switched on, the order API and an uploader without credits: where every order test starts. */
export async function startCommerce(t: TestServer): Promise<{ api: OrderApi; uploader: Session }> {
  await enableCommerce(t);
  return { api: orderApi(t), uploader: await createMember(t.ctx, 0) };
}

export type OrderApi = ReturnType<typeof orderApi>;

export function orderApi(t: TestServer) {
  return {
    create: (token: string, body: Record<string, unknown>) => t.request("POST", "/api/v1/order", { token, body }),
    pay: (token: string, body: Record<string, unknown>) => t.request("POST", "/api/v1/order/pay", { token, body }),
    get: (token: string, orderNo: string) => t.request("GET", "/api/v1/order", { token, query: { order_no: orderNo } }),
    status: (token: string, orderNo: string) => t.request("GET", "/api/v1/order/status", { token, query: { order_no: orderNo } }),
    close: (token: string, orderNo: string) => t.request("PUT", "/api/v1/order/close", { token, body: { order_no: orderNo } }),
    remove: (token: string, orderNo: string) => t.request("DELETE", "/api/v1/order", { token, query: { order_no: orderNo } }),
    /** Creates an order that must succeed and returns its stored row. */
    async created(token: string, body: Record<string, unknown>): Promise<OrderRow> {
      const res = await t.request("POST", "/api/v1/order", { token, body });
      if (res.status !== 200) throw new Error(`order create failed: ${res.status} ${res.raw}`);
      return (await findOrderByNo(t.ctx.db.kysely, (res.body as { order_no: string }).order_no))!;
    },
  };
}

export const ledgerRowsOf = (t: TestServer, userId: number) =>
  t.ctx.db.kysely.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).orderBy("id").execute();

export const orderRow = async (t: TestServer, orderNo: string) => (await findOrderByNo(t.ctx.db.kysely, orderNo))!;
