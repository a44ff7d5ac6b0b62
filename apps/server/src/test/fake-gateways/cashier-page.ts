import type { FakeResponse } from "./fake-http.js";

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
export function afterPayment(returnUrl: string | undefined, callbackStatus: number): FakeResponse {
  if (returnUrl) return { status: 302, headers: { Location: returnUrl } };
  return { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: `paid; callback answered ${callbackStatus}` };
}
