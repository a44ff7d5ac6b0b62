import { json, type CallbackReply, type FakeRequest, type FakeResponse } from "./fake-http.js";
import type { FakeOrder } from "./fake-types.js";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The fake gateway's cashier: the order and a 确认支付 button whose form POSTs to `payAction`; the fake then
 * sends the paid notification and redirects to `returnUrl` (browser tests click it as a customer would).
 */
export function cashierPage(gateway: string, order: { orderNo: string; amountYuan: string; subject: string }, payAction: string): FakeResponse {
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(gateway)} 收银台（测试）</title></head>
<body><h1>${escape(gateway)} 收银台（测试）</h1>
<p>订单号：<span id="order-no">${escape(order.orderNo)}</span></p>
<p>商品：${escape(order.subject)}</p>
<p>金额：<span id="amount">${escape(order.amountYuan)}</span> 元</p>
<form method="post" action="${escape(payAction)}"><button type="submit" id="fake-pay">确认支付</button></form>
</body></html>`;
  return { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, body };
}

/** After paying: back to the site's order page, or a plain page when the order has none. */
function afterPayment(returnUrl: string | undefined, callbackStatus: number): FakeResponse {
  if (returnUrl) return { status: 302, headers: { Location: returnUrl } };
  return { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: `paid; callback answered ${callbackStatus}` };
}

/** A fake's cashier: under which path, shown by which gateway name, amounts in yuan as that gateway writes them. */
export interface Cashier {
  prefix: string;
  gateway: string;
  yuan(fen: number): string;
}

/** The cashier page of `order`; its button POSTs `<prefix>/<order_no>/pay` with the page's own query (`search`). */
export const showCashier = (c: Cashier, order: FakeOrder, search = "") =>
  cashierPage(c.gateway, { orderNo: order.orderNo, amountYuan: c.yuan(order.amountFen), subject: order.subject }, `${c.prefix}/${encodeURIComponent(order.orderNo)}/pay${search}`);

/**
 * The browser side every fake shares: GET `<prefix>/<order_no>` shows the cashier, POST `<prefix>/<order_no>/pay`
 * pays and returns to the order's return URL (WeChat H5: the `redirect_url` query), and `POST /__fake/pay
 * {"order_no": …}` pays from another process. Undefined for any other request.
 */
export async function cashierRoutes(
  request: FakeRequest,
  fake: { orders: Map<string, FakeOrder>; pay(orderNo: string): Promise<CallbackReply> },
  c: Cashier,
): Promise<FakeResponse | undefined> {
  const path = request.url.pathname;
  if (request.method === "POST" && path === "/__fake/pay") {
    const { order_no } = JSON.parse(request.body.toString("utf8") || "{}") as { order_no?: string };
    return json(200, await fake.pay(String(order_no ?? "")));
  }
  const match = path.startsWith(`${c.prefix}/`) ? /^([^/]+)(\/pay)?$/.exec(path.slice(c.prefix.length + 1)) : null;
  const order = match ? fake.orders.get(decodeURIComponent(match[1])) : undefined;
  if (!order) return undefined;
  if (!match![2] && request.method === "GET") return showCashier(c, order, request.url.search);
  if (match![2] && request.method === "POST") {
    const reply = await fake.pay(order.orderNo);
    return afterPayment(request.url.searchParams.get("redirect_url") ?? order.returnUrl, reply.status);
  }
  return undefined;
}
