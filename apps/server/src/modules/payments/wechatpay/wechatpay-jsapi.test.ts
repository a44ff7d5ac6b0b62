import crypto from "node:crypto";
import { apiRoutes, OrderStatus, PaymentType, wechatJsapiMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/harness.js";
import { startFakeGateways, useFakeGateways, type FakeGateways } from "../../../test/fake-gateways/index.js";
import { startFakeWechatApi, type FakeWechatApi } from "../../../test/fake-wechat/fake-wechat-api.js";
import { jsapiPayMessage, jsapiPayParams } from "./jsapi-pay-sign.js";

let t: TestServer;
let fakes: FakeGateways;
let wechat: FakeWechatApi;
let member: { token: string; id: number };

beforeAll(async () => {
  fakes = await startFakeGateways();
  wechat = await startFakeWechatApi({ officialAccountAppId: fakes.wechatpay.appid });
  t = await createTestServer({ oauthTestOrigin: wechat.origin });
  const siteUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  await useFakeGateways(t.ctx.settings, fakes, siteUrl);
  await t.setSettings([
    ["system", "credit_exchange", "10"], ["pay", "enable_recharge", "true"],
    ["oauth", "officialaccount_client_id", wechat.officialAccount.appId], ["oauth", "officialaccount_client_secret", wechat.officialAccount.secret],
  ]);
  member = await t.registerMember();
});

afterAll(async () => {
  await t?.close();
  await fakes?.close();
  await wechat?.close();
});

async function rechargeOrder(credits: number): Promise<string> {
  const res = await t.call(apiRoutes.order.create, { token: member.token, body: { order_type: 3, quantity: credits } });
  expect(res.status, res.raw).toBe(200);
  return res.body.order_no;
}
const payInWechat = (orderNo: string, code: string) =>
  t.call(apiRoutes.order.pay, { token: member.token, body: { order_no: orderNo, payment_type: PaymentType.wechat, is_wap: true, code } });

describe("WeChat Pay JSAPI inside the WeChat browser", () => {
  it("official-account code → openid → JSAPI order → getBrandWCPayRequest parameters signed with the merchant key; paid on notification", async () => {
    const orderNo = await rechargeOrder(30);
    const res = await payInWechat(orderNo, wechat.oauthCode("oOfficialPayer_1"));
    expect(res.status, res.raw).toBe(200);
    const extra = res.body.extra as Record<string, string>;
    const atGateway = fakes.wechatpay.jsapiOrders.get(orderNo);
    expect(atGateway?.openid).toBe("oOfficialPayer_1");
    expect(fakes.wechatpay.orders.get(orderNo)).toMatchObject({ kind: "jsapi", amountFen: 300 });
    expect(fakes.wechatpay.refused).toEqual([]);
    expect(extra).toEqual({
      gateway: "wechatpay", mode: "jsapi", appId: fakes.wechatpay.appid, timeStamp: expect.stringMatching(/^\d{10}$/),
      nonceStr: expect.stringMatching(/^[0-9A-F]{32}$/), package: `prepay_id=${atGateway?.prepayId}`, signType: "RSA", paySign: expect.any(String),
    });
    // What the WeChat client checks: SHA256-RSA over the four lines, with the merchant's public key.
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = extra as Record<"appId" | "timeStamp" | "nonceStr" | "package" | "paySign", string>;
    const message = jsapiPayMessage({ appId, timeStamp, nonceStr, package: pkg });
    expect(crypto.verify("sha256", Buffer.from(message), fakes.wechatpay.merchantPublicKey, Buffer.from(paySign, "base64"))).toBe(true);
    expect(res.body.payment_url).toBeUndefined();

    const notified = await fakes.wechatpay.pay(orderNo);
    expect(notified.status).toBe(200);
    const status = await t.call(apiRoutes.order.status, { token: member.token, query: { order_no: orderNo } });
    expect(status.body.status).toBe(OrderStatus.paid);
  });

  it("refuses a spent or unknown code without placing an order at WeChat Pay", async () => {
    const code = wechat.oauthCode("oOfficialPayer_2");
    expect((await payInWechat(await rechargeOrder(10), code)).status).toBe(200);
    const orderNo = await rechargeOrder(10);
    for (const bad of [code, "unknown-code"]) {
      const res = await payInWechat(orderNo, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(wechatJsapiMessages.authorizationFailed);
    }
    expect(fakes.wechatpay.orders.has(orderNo)).toBe(false);
  });

  it("refuses JSAPI while no official account is configured; without a code it stays H5", async () => {
    const orderNo = await rechargeOrder(10);
    await t.setSettings([["oauth", "officialaccount_client_secret", ""]]);
    try {
      const res = await payInWechat(orderNo, wechat.oauthCode("oOfficialPayer_3"));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(wechatJsapiMessages.officialAccountMissing);
    } finally {
      await t.setSettings([["oauth", "officialaccount_client_secret", wechat.officialAccount.secret]]);
    }
    // An official account other than WeChat Pay's AppID: the notification would be refused, so nothing is started.
    await t.setSettings([["oauth", "officialaccount_client_id", "wx0000000000000other"]]);
    try {
      const res = await payInWechat(orderNo, wechat.oauthCode("oOfficialPayer_4"));
      expect(res.body.message).toBe(wechatJsapiMessages.appIdMismatch);
      expect(fakes.wechatpay.orders.has(orderNo)).toBe(false);
      expect((await t.call(apiRoutes.setting.public)).body.payment.official_account_appid).toBe("");
    } finally {
      await t.setSettings([["oauth", "officialaccount_client_id", wechat.officialAccount.appId]]);
    }
    const h5 = await payInWechat(orderNo, "");
    expect(h5.status, h5.raw).toBe(200);
    expect(fakes.wechatpay.orders.get(orderNo)?.kind).toBe("h5");
  });
});

describe("payment.official_account_appid (GET /api/v1/settings)", () => {
  it("names the official account while WeChat Pay works and the account is set up, else is empty", async () => {
    const published = async () => (await t.call(apiRoutes.setting.public)).body.payment.official_account_appid;
    expect(await published()).toBe(wechat.officialAccount.appId);
    await t.setSettings([["oauth", "officialaccount_client_secret", ""]]);
    expect(await published()).toBe("");
    await t.setSettings([["oauth", "officialaccount_client_secret", wechat.officialAccount.secret], ["pay", "enable_wechatpay", "false"]]);
    expect(await published()).toBe("");
    await t.setSettings([["pay", "enable_wechatpay", "true"]]);
    expect(await published()).toBe(wechat.officialAccount.appId);
  });
});

describe("paySign message", () => {
  it("is appId, timeStamp, nonceStr and package, each ended by a newline (as the official Go SDK builds it)", () => {
    // github.com/wechatpay-apiv3/wechatpay-go services/payments/jsapi/api_jsapi_request_payment.go:
    // fmt.Sprintf("%s\n%s\n%s\n%s\n", Appid, TimeStamp, NonceStr, Package). Values are WeChat Pay's 示例值.
    const message = jsapiPayMessage({
      appId: "wx8888888888888888", timeStamp: "1414561699", nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS", package: "prepay_id=wx201410272009395522657a690389285100",
    });
    expect(message).toBe("wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n");
    const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const params = jsapiPayParams("wx8888888888888888", "wx201410272009395522657a690389285100", privateKey, new Date(1414561699_000), "5K8264ILTKCH16CQ2502SI8ZNMTM67VS");
    expect(params).toMatchObject({ timeStamp: "1414561699", package: "prepay_id=wx201410272009395522657a690389285100", signType: "RSA" });
    expect(crypto.verify("sha256", Buffer.from(message), publicKey, Buffer.from(params.paySign, "base64"))).toBe(true);
  });
});
