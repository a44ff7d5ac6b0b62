import crypto from "node:crypto";
import { cashierRoutes, type Cashier } from "./cashier-page.js";
import { deliver, fenOf, formOf, json, randomDigits, startFakeHttp, type FakeRequest, type FakeResponse, type OutgoingNotification } from "./fake-http.js";
import type { FakeGateway, FakeOrder, NotificationTweak } from "./fake-types.js";

export interface FakeXunhupay extends FakeGateway {
  readonly provider: "xunhupay";
  readonly appid: string;
  readonly appsecret: string;
}

/** 虎皮椒's hash as its documentation gives it: md5 over the sorted non-empty k=v pairs but `hash`, then the secret. */
function hashOf(params: Record<string, string>, secret: string): string {
  const pairs = Object.entries(params)
    .filter(([k, v]) => k !== "hash" && v !== "" && v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  return crypto.createHash("md5").update(pairs.join("&") + secret).digest("hex");
}
/** 虎皮椒 writes amounts without trailing zeros ("12", "12.5"). */
const yuanOf = (fen: number) => String(Number((fen / 100).toFixed(2)));
const cashier: Cashier = { prefix: "/payment/cashier", gateway: "虎皮椒", yuan: yuanOf };

/**
 * A local 虎皮椒 (xunhupay) `payment/do.html` v1.1: checks the request hash (errcode 40029 otherwise), appid and
 * fields, answers `{openid, url_qrcode, url, errcode: 0, errmsg, hash}` with a hash of its own, and sends paid
 * notifications (status OD) as hashed forms. `url` is a cashier page for browsers.
 */
export async function startFakeXunhupay(options: { notifyUrl?: string } = {}): Promise<FakeXunhupay> {
  const orders = new Map<string, FakeOrder>();
  const refused: FakeGateway["refused"] = [];
  const appid = `2019${randomDigits(7)}`;
  const appsecret = crypto.randomBytes(16).toString("hex").toUpperCase();

  const reply = (value: Record<string, string | number>) => {
    const strings = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    return json(200, { ...value, hash: hashOf(strings, appsecret) });
  };

  function createOrder(request: FakeRequest): FakeResponse {
    const contentType = String(request.headers["content-type"] ?? "");
    const params: Record<string, string> = contentType.includes("json") ? (JSON.parse(request.body.toString("utf8")) as Record<string, string>) : formOf(request.body);
    const amountFen = fenOf(params.total_fee ?? "");
    const fault =
      (params.hash !== hashOf(params, appsecret) ? "hash" : undefined) ??
      (params.appid !== appid ? "appid" : undefined) ??
      (params.version !== "1.1" ? "version" : undefined) ??
      (!params.trade_order_id || !params.title || !params.notify_url || !params.nonce_str || !/^\d+$/.test(params.time ?? "") ? "fields" : undefined) ??
      (!amountFen ? "total_fee" : undefined);
    if (fault) {
      refused.push({ path: "/payment/do.html", reason: fault });
      return reply({ errcode: fault === "hash" ? 40029 : 40001, errmsg: fault === "hash" ? "Invalid sign!" : `invalid ${fault}` });
    }
    const existing = orders.get(params.trade_order_id);
    if (existing && existing.status === "paid") return reply({ errcode: 40010, errmsg: "订单已支付" });
    const order: FakeOrder = existing ?? {
      orderNo: params.trade_order_id, amountFen: 0, subject: "", notifyUrl: "", kind: "cashier", status: "pending", tradeNo: `${randomDigits(20)}`, closeCalls: 0,
    };
    Object.assign(order, { amountFen: amountFen!, subject: params.title, notifyUrl: params.notify_url, returnUrl: params.return_url });
    orders.set(order.orderNo, order);
    const url = `${fake.origin}${cashier.prefix}/${encodeURIComponent(order.orderNo)}`;
    return reply({ openid: randomDigits(8), url_qrcode: `${fake.origin}/payment/qrcode.html?data=${encodeURIComponent(url)}`, url, errcode: 0, errmsg: "success!" });
  }

  async function handle(request: FakeRequest): Promise<FakeResponse> {
    const path = request.url.pathname;
    if (path === "/payment/do.html" && request.method === "POST") return createOrder(request);
    return (await cashierRoutes(request, fake, cashier)) ?? { status: 404, body: "not found" };
  }

  function notification(orderNo: string, tweak: NotificationTweak = {}): OutgoingNotification {
    const order = orders.get(orderNo);
    const amountFen = tweak.amountFen ?? order?.amountFen;
    if (amountFen === undefined) throw new Error(`fake xunhupay: unknown order ${orderNo} needs tweak.amountFen`);
    const tradeNo = tweak.tradeNo ?? order?.tradeNo ?? randomDigits(20);
    const fields: Record<string, string> = {
      trade_order_id: tweak.orderNo ?? orderNo,
      total_fee: yuanOf(amountFen),
      transaction_id: tradeNo,
      open_order_id: `${randomDigits(10)}`,
      order_title: order?.subject ?? "订单",
      status: tweak.unpaid ? "WP" : "OD",
      plugins: "wenku",
      appid,
      time: String(Math.floor(Date.now() / 1000)),
      nonce_str: crypto.randomBytes(8).toString("hex"),
    };
    fields.hash = hashOf(fields, appsecret);
    if (tweak.forge) fields.total_fee = yuanOf(amountFen + 100);
    return { url: tweak.url ?? (order?.notifyUrl || fake.notifyUrl), headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
  }

  const server = await startFakeHttp((request) => handle(request));
  const fake: FakeXunhupay = {
    provider: "xunhupay",
    origin: server.origin,
    appid,
    appsecret,
    notifyUrl: options.notifyUrl ?? "",
    orders,
    refused,
    settings: () => [
      ["pay", "enable_xunhupay", "true"],
      ["pay", "xunhupay_appid", appid],
      ["pay", "xunhupay_appsecret", appsecret],
      ["pay", "xunhupay_gateway", `${server.origin}/payment/do.html`],
    ],
    notification,
    async pay(orderNo, tweak) {
      const answer = await deliver(notification(orderNo, tweak));
      const order = orders.get(orderNo);
      if (order && answer.body === "success" && !tweak?.unpaid) order.status = "paid";
      return answer;
    },
    send: deliver,
    close: server.close,
  };
  return fake;
}
