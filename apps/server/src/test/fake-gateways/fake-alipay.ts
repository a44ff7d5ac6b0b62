import crypto, { type KeyObject } from "node:crypto";
import { cashierRoutes, showCashier, type Cashier } from "./cashier-page.js";
import { deliver, fenOf, formOf, randomDigits, startFakeHttp, yuanOf, type FakeRequest, type FakeResponse, type OutgoingNotification } from "./fake-http.js";
import type { FakeGateway, FakeOrder, NotificationTweak } from "./fake-types.js";

export interface FakeAlipay extends FakeGateway {
  readonly provider: "alipay";
  readonly appId: string;
  /** The gateway URL (…/gateway.do). */
  readonly gateway: string;
}

/** Alipay's RSA2 content: the non-empty parameters but `excluded`, sorted by name, as k=v joined by &. */
const content = (params: Record<string, string>, excluded: string[]) =>
  Object.keys(params)
    .filter((k) => !excluded.includes(k) && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
const rsa2 = (text: string, key: KeyObject) => crypto.createSign("RSA-SHA256").update(text, "utf8").sign(key, "base64");
const rsa2Valid = (text: string, signature: string, key: KeyObject) => {
  try {
    return crypto.createVerify("RSA-SHA256").update(text, "utf8").verify(key, signature, "base64");
  } catch {
    return false;
  }
};
const pem = (key: KeyObject, type: "pkcs8" | "spki") => key.export({ format: "pem", type }) as string;
const text = (status: number, body: string): FakeResponse => ({ status, headers: { "Content-Type": "text/plain; charset=utf-8" }, body });
const alipayTime = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
const cashier: Cashier = { prefix: "/cashier", gateway: "支付宝", yuan: yuanOf };
const PAGE_METHODS: Record<string, { kind: string; productCode: string }> = {
  "alipay.trade.page.pay": { kind: "page", productCode: "FAST_INSTANT_TRADE_PAY" },
  "alipay.trade.wap.pay": { kind: "wap", productCode: "QUICK_WAP_WAY" },
};

/**
 * A local Alipay open platform gateway (`/gateway.do`) with an app key pair and an Alipay key pair it generates.
 * Page and wap pay URLs (GET) are checked — RSA2 signature over every parameter but `sign` with the app's public
 * key, app_id, method, biz_content — and open a cashier page; `alipay.trade.close` (POST) answers a signed
 * reply. Notifications are forms signed over every non-empty parameter but `sign` and `sign_type`.
 */
export async function startFakeAlipay(options: { notifyUrl?: string } = {}): Promise<FakeAlipay> {
  const app = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const alipay = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const orders = new Map<string, FakeOrder>();
  const refused: FakeGateway["refused"] = [];
  const appId = `2021${randomDigits(12)}`;

  function requestFault(params: Record<string, string>): string | undefined {
    if (!params.sign || !rsa2Valid(content(params, ["sign"]), params.sign, app.publicKey)) return "invalid-signature";
    if (params.app_id !== appId) return "invalid-app-id";
    if (params.sign_type !== "RSA2" || params.charset?.toLowerCase() !== "utf-8" || params.version !== "1.0") return "invalid-parameter";
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? "")) return "invalid-timestamp";
    return undefined;
  }

  function openPage(request: FakeRequest): FakeResponse {
    const params = Object.fromEntries(request.url.searchParams);
    const method = PAGE_METHODS[params.method ?? ""];
    let biz: Record<string, string> = {};
    try {
      biz = JSON.parse(params.biz_content ?? "") as Record<string, string>;
    } catch {
      /* checked below */
    }
    const fenAmount = fenOf(String(biz.total_amount ?? ""));
    const fault =
      requestFault(params) ??
      (!method ? "invalid-method" : undefined) ??
      (!biz.out_trade_no || !biz.subject || !fenAmount ? "invalid-biz-content" : undefined) ??
      (biz.product_code !== method.productCode ? "invalid-product-code" : undefined);
    if (fault) {
      refused.push({ path: "/gateway.do", reason: fault });
      return text(400, `错误代码 ${fault}`);
    }
    const existing = orders.get(biz.out_trade_no);
    if (existing && existing.status !== "pending") return text(400, `错误代码 ACQ.TRADE_HAS_${existing.status === "paid" ? "SUCCESS" : "CLOSE"}`);
    const order: FakeOrder = existing ?? {
      orderNo: biz.out_trade_no, amountFen: 0, subject: "", notifyUrl: "", kind: method.kind, status: "pending", tradeNo: `2024${randomDigits(24)}`, closeCalls: 0,
    };
    Object.assign(order, { amountFen: fenAmount!, subject: biz.subject, notifyUrl: params.notify_url ?? "", returnUrl: params.return_url, kind: method.kind });
    orders.set(order.orderNo, order);
    return showCashier(cashier, order);
  }

  function signedReply(name: string, inner: Record<string, string>): FakeResponse {
    const body = JSON.stringify(inner);
    return {
      status: 200,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: `{"${name}":${body},"sign":"${rsa2(body, alipay.privateKey)}"}`,
    };
  }

  function execute(request: FakeRequest): FakeResponse {
    const params = { ...Object.fromEntries(request.url.searchParams), ...formOf(request.body) };
    const name = `${(params.method ?? "unknown").replace(/\./g, "_")}_response`;
    const fault = requestFault(params);
    if (fault) {
      refused.push({ path: `/gateway.do ${params.method}`, reason: fault });
      return signedReply(name, { code: "40002", msg: "Invalid Arguments", sub_code: `isv.${fault}`, sub_msg: fault });
    }
    if (params.method !== "alipay.trade.close") return signedReply(name, { code: "40004", msg: "Business Failed", sub_code: "isv.invalid-method" });
    const biz = JSON.parse(params.biz_content ?? "{}") as { out_trade_no?: string };
    const order = orders.get(biz.out_trade_no ?? "");
    if (!order) return signedReply(name, { code: "40004", msg: "Business Failed", sub_code: "ACQ.TRADE_NOT_EXIST", sub_msg: "交易不存在" });
    order.closeCalls++;
    if (order.status === "paid") return signedReply(name, { code: "40004", msg: "Business Failed", sub_code: "ACQ.TRADE_STATUS_ERROR", sub_msg: "交易状态不合法" });
    order.status = "closed";
    return signedReply(name, { code: "10000", msg: "Success", out_trade_no: order.orderNo, trade_no: order.tradeNo });
  }

  async function handle(request: FakeRequest): Promise<FakeResponse> {
    const path = request.url.pathname;
    if (path === "/gateway.do" && request.method === "GET") return openPage(request);
    if (path === "/gateway.do" && request.method === "POST") return execute(request);
    return (await cashierRoutes(request, fake, cashier)) ?? text(404, "not found");
  }

  function notification(orderNo: string, tweak: NotificationTweak = {}): OutgoingNotification {
    const order = orders.get(orderNo);
    const amountFen = tweak.amountFen ?? order?.amountFen;
    if (amountFen === undefined) throw new Error(`fake alipay: unknown order ${orderNo} needs tweak.amountFen`);
    const now = alipayTime();
    const fields: Record<string, string> = {
      gmt_create: now,
      charset: "utf-8",
      seller_email: "seller@example.com",
      subject: order?.subject ?? "订单",
      buyer_id: "2088102177846880",
      invoice_amount: yuanOf(amountFen),
      notify_id: crypto.randomBytes(16).toString("hex"),
      fund_bill_list: JSON.stringify([{ amount: yuanOf(amountFen), fundChannel: "ALIPAYACCOUNT" }]),
      notify_type: "trade_status_sync",
      trade_status: tweak.unpaid ? "WAIT_BUYER_PAY" : "TRADE_SUCCESS",
      receipt_amount: yuanOf(amountFen),
      app_id: appId,
      buyer_pay_amount: yuanOf(amountFen),
      seller_id: "2088102176027680",
      gmt_payment: now,
      notify_time: now,
      version: "1.0",
      out_trade_no: tweak.orderNo ?? orderNo,
      total_amount: yuanOf(amountFen),
      trade_no: tweak.tradeNo ?? order?.tradeNo ?? `2024${randomDigits(24)}`,
      auth_app_id: appId,
      buyer_logon_id: "buy***@example.com",
      point_amount: "0.00",
    };
    fields.sign = rsa2(content(fields, ["sign", "sign_type"]), alipay.privateKey);
    fields.sign_type = "RSA2";
    if (tweak.forge) fields.total_amount = yuanOf(amountFen + 1);
    return {
      url: tweak.url ?? (order?.notifyUrl || fake.notifyUrl),
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: new URLSearchParams(fields).toString(),
    };
  }

  const server = await startFakeHttp((request) => handle(request));
  const fake: FakeAlipay = {
    provider: "alipay",
    origin: server.origin,
    gateway: `${server.origin}/gateway.do`,
    appId,
    notifyUrl: options.notifyUrl ?? "",
    orders,
    refused,
    settings: () => [
      ["pay", "enable_alipay", "true"],
      ["pay", "alipay_appid", appId],
      ["pay", "alipay_private_key", pem(app.privateKey, "pkcs8")],
      ["pay", "alipay_public_key", pem(alipay.publicKey, "spki")],
      ["pay", "alipay_gateway", `${server.origin}/gateway.do`],
    ],
    notification,
    async pay(orderNo, tweak) {
      const reply = await deliver(notification(orderNo, tweak));
      const order = orders.get(orderNo);
      if (order && reply.body === "success" && !tweak?.unpaid) order.status = "paid";
      return reply;
    },
    send: deliver,
    close: server.close,
  };
  return fake;
}
