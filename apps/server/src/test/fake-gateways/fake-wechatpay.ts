import crypto, { type KeyObject } from "node:crypto";
import { cashierRoutes, type Cashier } from "./cashier-page.js";
import { deliver, json, randomDigits, startFakeHttp, yuanOf, type FakeRequest, type FakeResponse, type OutgoingNotification } from "./fake-http.js";
import type { FakeGateway, FakeOrder, NotificationTweak } from "./fake-types.js";
import { selfSignedCertificate } from "./self-signed-certificate.js";
import { authorizationFault, beijingNow, encrypt, nonce, sign } from "./wechatpay-fake-crypto.js";
import { validateTransaction, type TransactionRequest } from "./wechatpay-fake-orders.js";

/** Which key signs notifications and replies: the WeChat Pay public key (PUB_KEY_ID_…) or the platform certificate. */
export type WechatpaySigningMode = "public_key" | "certificate";

export interface FakeWechatpay extends FakeGateway {
  readonly provider: "wechatpay";
  mode: WechatpaySigningMode;
  readonly mchid: string;
  readonly appid: string;
  readonly apiV3Key: string;
  readonly publicKeyId: string;
  readonly publicKeyPem: string;
  readonly platformCertPem: string;
  readonly platformSerialNo: string;
  /** JSAPI orders: the prepay_id answered and the payer's openid, by order number. */
  readonly jsapiOrders: Map<string, { prepayId: string; openid: string }>;
  /** The merchant's public key: what the WeChat client checks paySign with. */
  readonly merchantPublicKey: KeyObject;
}

const pem = (key: KeyObject, type: "pkcs8" | "spki") => key.export({ format: "pem", type }) as string;
const cashier: Cashier = { prefix: "/cashier", gateway: "微信支付", yuan: yuanOf };

/**
 * A local WeChat Pay API v3 (Native, H5 and JSAPI orders, close, platform certificates) with keys it generates. It checks
 * every request's WECHATPAY2-SHA256-RSA2048 signature with the merchant key it handed out (401 SIGN_ERROR
 * otherwise), signs its replies, and sends notifications signed with the public key or the platform certificate
 * (`mode`), their resource sealed with the APIv3 key. `/cashier/<order_no>` is a payment page for browsers and
 * `POST /__fake/pay {order_no}` pays from another process.
 */
export async function startFakeWechatpay(options: { notifyUrl?: string; mode?: WechatpaySigningMode } = {}): Promise<FakeWechatpay> {
  const merchant = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const payKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const platform = await selfSignedCertificate("Fake WeChat Pay Platform");
  const merchantSerialNo = nonce(20);
  const orders = new Map<string, FakeOrder>();
  const jsapiOrders = new Map<string, { prepayId: string; openid: string }>();
  const refused: FakeGateway["refused"] = [];

  const signer = () =>
    fake.mode === "public_key" ? { serial: fake.publicKeyId, key: payKey.privateKey } : { serial: platform.serialNo, key: platform.privateKey };
  const signedHeaders = (body: string): Record<string, string> => {
    const { serial, key } = signer();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const n = nonce();
    return {
      "Wechatpay-Timestamp": timestamp,
      "Wechatpay-Nonce": n,
      "Wechatpay-Signature": sign(`${timestamp}\n${n}\n${body}\n`, key),
      "Wechatpay-Serial": serial,
      "Wechatpay-Signature-Type": "WECHATPAY2-SHA256-RSA2048",
    };
  };
  const signedJson = (status: number, value: unknown): FakeResponse => {
    const body = JSON.stringify(value);
    return { status, headers: { "Content-Type": "application/json; charset=utf-8", ...signedHeaders(body) }, body };
  };
  const refuse = (path: string, reason: string, status: number, code: string, message: string) => {
    refused.push({ path, reason });
    return json(status, { code, message });
  };

  function createOrder(request: FakeRequest, kind: "native" | "h5" | "jsapi"): FakeResponse {
    const path = request.url.pathname;
    let body: TransactionRequest;
    try {
      body = JSON.parse(request.body.toString("utf8")) as TransactionRequest;
    } catch {
      return refuse(path, "body", 400, "PARAM_ERROR", "请求体不是 JSON");
    }
    const fault = validateTransaction(body, { appid: fake.appid, mchid: fake.mchid, h5: kind === "h5", jsapi: kind === "jsapi" });
    if (fault) return refuse(path, fault, 400, "PARAM_ERROR", `参数错误：${fault}`);
    const orderNo = String(body.out_trade_no);
    const existing = orders.get(orderNo);
    if (existing?.status === "paid") return json(400, { code: "ORDERPAID", message: "该订单已支付" });
    if (existing?.status === "closed") return json(400, { code: "ORDER_CLOSED", message: "订单已关闭" });
    const order: FakeOrder = existing ?? {
      orderNo, amountFen: 0, subject: "", notifyUrl: "", kind, status: "pending", tradeNo: `4200${randomDigits(24)}`, closeCalls: 0,
    };
    Object.assign(order, { amountFen: Number(body.amount?.total), subject: String(body.description), notifyUrl: String(body.notify_url), kind });
    orders.set(order.orderNo, order);
    const prepay = encodeURIComponent(order.orderNo);
    if (kind === "jsapi") {
      const prepayId = `wx${randomDigits(30)}`;
      jsapiOrders.set(order.orderNo, { prepayId, openid: String(body.payer?.openid) });
      return signedJson(200, { prepay_id: prepayId });
    }
    return kind === "native"
      ? signedJson(200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepay}` })
      : signedJson(200, { h5_url: `${fake.origin}/cashier/${prepay}?prepay_id=wx${randomDigits(16)}` });
  }

  function closeOrder(request: FakeRequest, orderNo: string): FakeResponse {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
    } catch {
      /* checked below */
    }
    if (body.mchid !== fake.mchid) return refuse(request.url.pathname, "mchid", 400, "PARAM_ERROR", "商户号错误");
    const order = orders.get(orderNo);
    if (!order) return json(404, { code: "ORDER_NOT_EXIST", message: "订单不存在" });
    order.closeCalls++;
    if (order.status === "paid") return json(400, { code: "ORDERPAID", message: "该订单已支付" });
    order.status = "closed";
    return { status: 204, headers: signedHeaders("") };
  }

  const certificates = () =>
    signedJson(200, {
      data: [{
        serial_no: platform.serialNo,
        effective_time: beijingNow(),
        expire_time: `${platform.validTo.toISOString().slice(0, 19)}+00:00`,
        encrypt_certificate: encrypt(fake.apiV3Key, platform.pem, "certificate"),
      }],
    });

  async function handle(request: FakeRequest): Promise<FakeResponse> {
    const path = request.url.pathname;
    if (path.startsWith("/v3/")) {
      const fault = authorizationFault(
        { mchid: fake.mchid, serialNo: merchantSerialNo, publicKey: merchant.publicKey },
        { method: request.method, pathAndQuery: path + request.url.search, body: request.body.toString("utf8"), authorization: String(request.headers.authorization ?? "") },
      );
      if (fault) return refuse(path, fault, 401, "SIGN_ERROR", "签名错误，请检查后再试");
      if (request.method === "POST" && path === "/v3/pay/transactions/native") return createOrder(request, "native");
      if (request.method === "POST" && path === "/v3/pay/transactions/h5") return createOrder(request, "h5");
      if (request.method === "POST" && path === "/v3/pay/transactions/jsapi") return createOrder(request, "jsapi");
      const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
      if (request.method === "POST" && close) return closeOrder(request, decodeURIComponent(close[1]));
      if (request.method === "GET" && path === "/v3/certificates") return certificates();
      return json(404, { code: "NOT_FOUND", message: "接口不存在" });
    }
    return (await cashierRoutes(request, fake, cashier)) ?? { status: 404, body: "not found" };
  }

  function notification(orderNo: string, tweak: NotificationTweak = {}): OutgoingNotification {
    const order = orders.get(orderNo);
    const amountFen = tweak.amountFen ?? order?.amountFen;
    if (amountFen === undefined) throw new Error(`fake wechatpay: unknown order ${orderNo} needs tweak.amountFen`);
    const transaction = {
      mchid: fake.mchid,
      appid: fake.appid,
      out_trade_no: tweak.orderNo ?? orderNo,
      transaction_id: tweak.tradeNo ?? order?.tradeNo ?? `4200${randomDigits(24)}`,
      trade_type: order?.kind === "h5" ? "MWEB" : order?.kind === "jsapi" ? "JSAPI" : "NATIVE",
      trade_state: tweak.unpaid ? "NOTPAY" : "SUCCESS",
      trade_state_desc: tweak.unpaid ? "未支付" : "支付成功",
      bank_type: "OTHERS",
      attach: "",
      success_time: beijingNow(),
      payer: { openid: jsapiOrders.get(orderNo)?.openid ?? "oFakeOpenId0000000000000000" },
      amount: { total: amountFen, payer_total: amountFen, currency: "CNY", payer_currency: "CNY" },
    };
    let body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: beijingNow(),
      resource_type: "encrypt-resource",
      event_type: tweak.unpaid ? "TRANSACTION.NOTPAY" : "TRANSACTION.SUCCESS",
      summary: "支付成功",
      resource: { original_type: "transaction", ...encrypt(fake.apiV3Key, JSON.stringify(transaction), "transaction") },
    });
    const headers = { "Content-Type": "application/json", ...signedHeaders(body) };
    if (tweak.forge) body = body.replace(`"summary":"支付成功"`, `"summary":"支付成功 "`);
    return { url: tweak.url ?? order?.notifyUrl ?? fake.notifyUrl, headers, body };
  }

  const server = await startFakeHttp((request) => handle(request));
  const fake: FakeWechatpay = {
    provider: "wechatpay",
    origin: server.origin,
    notifyUrl: options.notifyUrl ?? "",
    mode: options.mode ?? "public_key",
    mchid: `19${randomDigits(8)}`,
    appid: `wx${crypto.randomBytes(8).toString("hex")}`,
    apiV3Key: crypto.randomBytes(16).toString("hex"),
    publicKeyId: `PUB_KEY_ID_0119${randomDigits(24)}`,
    publicKeyPem: pem(payKey.publicKey, "spki"),
    platformCertPem: platform.pem,
    platformSerialNo: platform.serialNo,
    jsapiOrders,
    merchantPublicKey: merchant.publicKey,
    orders,
    refused,
    settings: () => [
      ["pay", "enable_wechatpay", "true"],
      ["pay", "wechatpay_appid", fake.appid],
      ["pay", "wechatpay_mchid", fake.mchid],
      ["pay", "wechatpay_api_v3_key", fake.apiV3Key],
      ["pay", "wechatpay_private_key", pem(merchant.privateKey, "pkcs8")],
      ["pay", "wechatpay_serial_no", merchantSerialNo],
      ["pay", "wechatpay_public_key_id", fake.mode === "public_key" ? fake.publicKeyId : ""],
      ["pay", "wechatpay_public_key", fake.mode === "public_key" ? fake.publicKeyPem : ""],
      ["pay", "wechatpay_base_url", fake.origin],
    ],
    notification,
    async pay(orderNo, tweak) {
      const reply = await deliver(notification(orderNo, tweak));
      const order = orders.get(orderNo);
      if (order && reply.status < 300 && !tweak?.unpaid) order.status = "paid";
      return reply;
    },
    send: deliver,
    close: server.close,
  };
  return fake;
}
