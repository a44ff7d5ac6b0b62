import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { requestMessage, rsaSign, rsaVerify, authorizationHeader, WECHATPAY_SCHEMA } from "./wechatpay/wechatpay-sign.js";

/**
 * Known answers from the payment providers' own publications, beside the local fake gateways, so that a fake and
 * our client cannot be wrong the same way. Each vector is copied as data from the source named beside it.
 * 虎皮椒 (xunhupay) publishes its hash steps (https://www.xunhupay.com/doc/api/pay.html) but no worked example with a
 * secret and its hash, and its SDK demos carry none: it has no known-answer test here.
 */

// WeChat Pay's official Go SDK, utils/sign_test.go (testAlgorithmPrivateKeyStr, "source", testAlgorithmExpectSignature):
// https://github.com/wechatpay-apiv3/wechatpay-go/blob/main/utils/sign_test.go — its test key, published for the test.
const wechatpaySdkKey = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDZUJN33V+dSfvd
fL0Mu+39XrZNXFFMQSy1V15FpncHeV47SmV0TzTqZc7hHB0ddqAdDi8Z5k3TKqb7
6sOwYr5TcAfuR6PIPaleyE0/0KrljBum2Isa2Nyq7Dgc3ElBQ6YN4l/a+DpvKaz1
FSKmKrhLNskqokWVSlu4g8OlKlbPXQ9ibII14MZRQrrkTmHYHzfi7GXXM0thAKuR
0HNvyhTHBh4/lrYM3GaMvmWwkwvsMavnOex6+eioZHBOb1/EIZ/LzC6zuHArPpyW
3daGaZ1rtQB1vVzTyERAVVFsXXgBHvfFud3w3ShsJYk8JvMwK2RpJ5/gV0QSARcm
LDRUAlPzAgMBAAECggEBAMc7rDeUaXiWv6bMGbZ3BTXpg1FhdddnWUnYE8HfX/km
OFI7XtBHXcgYFpcjYz4D5787pcsk7ezPidAj58zqenuclmjKnUmT3pfbI5eCA2v4
C9HnbYDrmUPK1ZcADtka4D6ScDccpNYNa1g2TFHzkIrEa6H+q7S3O2fqxY/DRVtN
0JIXalBb8daaqL5QVzSmM2BMVnHy+YITJWIkP2a3pKs9C0W65JGDsnG0wVrHinHF
+cnhFZIbaPEI//DAFMc9NkrWOKVRTEgcCUxCFaHOZVNxDWZD7A2ZfJB2rK6eg//y
gEiFDR2h6mTaDowMB4YF2n2dsIO4/dCG8vPHI20jn4ECgYEA/ZGu6lEMlO0XZnam
AZGtiNgLcCfM/C2ZERZE7QTRPZH1WdK92Al9ndldsswFw4baJrJLCmghjF/iG4zi
hhBvLnOLksnZUfjdumxoHDWXo2QBWbI5QsWIE7AuTiWgWj1I7X4fCXSQf6i+M/y2
6TogQ7d0ANpZFyOkTNMn/tiJvLECgYEA22XqlamG/yfAGWery5KNH2DGlTIyd6xJ
WtJ9j3jU99lZ0bCQ5xhiBbU9ImxCi3zgTsoqLWgA/p00HhNFNoUcTl9ofc0G3zwT
D1y0ZzcnVKxGJdZ6ohW52V0hJStAigtjYAsUgjm7//FH7PiQDBDP1Wa6xSRkDQU/
aSbQxvEE8+MCgYEA3bb8krW7opyM0XL9RHH0oqsFlVO30Oit5lrqebS0oHl3Zsr2
ZGgoBlWBsEzk3UqUhTFwm/DhJLTSJ/TQPRkxnhQ5/mewNhS9C7yua7wQkzVmWN+V
YeUGTvDGDF6qDz12/vJAgSwDDRym8x4NcXD5tTw7mmNRcwIfL22SkysThIECgYAV
BgccoEoXWS/HP2/u6fQr9ZIR6eV8Ij5FPbZacTG3LlS1Cz5XZra95UgebFFUHHtC
EY1JHJY7z8SWvTH8r3Su7eWNaIAoFBGffzqqSVazfm6aYZsOvRY6BfqPHT3p/H1h
Tq6AbBffxrcltgvXnCTORjHPglU0CjSxVs7awW3AEQKBgB5WtaC8VLROM7rkfVIq
+RXqE5vtJfa3e3N7W3RqxKp4zHFAPfr82FK5CX2bppEaxY7SEZVvVInKDc5gKdG/
jWNRBmvvftZhY59PILHO2X5vO4FXh7suEjy6VIh0gsnK36mmRboYIBGsNuDHjXLe
BDa+8mDLkWu5nHEhOxy2JJZl
-----END PRIVATE KEY-----`;
const wechatpaySdkSignatureOfSource =
  "BKyAfU4iMCuvXMXS0Wzam3V/cnxZ+JaqigPM5OhljS2iOT95OO6Fsuml2JkFANJU9K6q9bLlDhPXuoVz+pp4hAm6pHU4ld815U4jsKu1RkyaII+1CYBUYC8TK0XtJ8Fw" +
  "UXXz8vZHh58rrAVN1XwNyvD1vfpxrMT4SL536GLwvpUHlCqIMzoZUguLli/K8V29QiOhuH6IEqLNJn8e9b3nwNcQ7be3CzYGpDAKBfDGPCqCv8Rw5zndhlffk2FEA70G" +
  "4hvMwe51qMN/RAJbknXG23bSlObuTCN7Ndj1aJGH6/L+hdwfLpUtJm4QYVazzW7DFD27EpSQEqA8bX9+8m1rLg==";

describe("WeChat Pay API v3 signatures, against WeChat Pay's own examples", () => {
  const privateKey = crypto.createPrivateKey(wechatpaySdkKey);
  const publicKey = crypto.createPublicKey(privateKey);

  it("builds the request message of the documented example", () => {
    // 签名生成, 构造签名串, 第六步: https://wechatpay-api.gitbook.io/wechatpay-api-v3/qian-ming-zhi-nan-1/qian-ming-sheng-cheng
    // (the same example as https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml)
    expect(requestMessage("GET", "/v3/certificates", "1554208460", "593BEC0C930BF1AFEB40B4A08C8FB242", "")).toBe(
      "GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n",
    );
    // The cross-border edition's page: https://pay.weixin.qq.com/wiki/doc/api_external/ch/wechatpay/wechatpay4_0.shtml
    expect(requestMessage("GET", "/v3/global/certificates", "1554208460", "593BEC0C930BF1AFEB40B4A08C8FB242", "")).toBe(
      "GET\n/v3/global/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n",
    );
  });

  it("signs with SHA256withRSA exactly as the official SDK's test expects", () => {
    expect(rsaSign("source", privateKey)).toBe(wechatpaySdkSignatureOfSource);
    expect(rsaVerify(Buffer.from("source"), wechatpaySdkSignatureOfSource, publicKey)).toBe(true);
    expect(rsaVerify(Buffer.from("sourcf"), wechatpaySdkSignatureOfSource, publicKey)).toBe(false);
  });

  it("puts the documented fields in the Authorization header and signs the documented message", () => {
    const merchant = { mchid: "1900009191", serialNo: "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C", privateKey };
    const header = authorizationHeader(merchant, { method: "GET", pathAndQuery: "/v3/certificates", body: "" }, new Date(1554208460 * 1000));
    expect(header.startsWith(`${WECHATPAY_SCHEMA} `)).toBe(true);
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(fields).toMatchObject({ mchid: "1900009191", timestamp: "1554208460", serial_no: "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C" });
    expect(fields.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    const message = `GET\n/v3/certificates\n1554208460\n${fields.nonce_str}\n\n`;
    expect(fields.signature).toBe(rsaSign(message, privateKey));
  });
});

/**
 * A real trade_status_sync notification Alipay sent on 2019-08-15, and the Alipay public key that verifies it, from
 * the official Node SDK's tests (checkNotifySign(), "verify sign should delete sign_type"):
 * https://github.com/alipay/alipay-sdk-nodejs-all/blob/master/test/alipay.test.ts
 */
const alipayNotifyPublicKey =
  "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EO" +
  "NLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN" +
  "+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB";
const alipayNotification: Record<string, string> = {
  gmt_create: "2019-08-15 15:56:22",
  charset: "utf-8",
  seller_email: "z97-yuquerevenue@service.aliyun.com",
  subject: "语雀空间 500人规模",
  sign:
    "QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZ" +
    "ts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9Cs" +
    "adtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==",
  buyer_id: "2088102534368455",
  invoice_amount: "0.10",
  notify_id: "2019081500222155624068450559358070",
  // As Alipay posts it: the JSON text of the list (the SDK's test gives the parsed list, which it serialises the same way).
  fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: "trade_status_sync",
  trade_status: "TRADE_SUCCESS",
  receipt_amount: "0.10",
  buyer_pay_amount: "0.10",
  sign_type: "RSA2",
  app_id: "2019073166072302",
  seller_id: "2088531891668739",
  gmt_payment: "2019-08-15 15:56:24",
  notify_time: "2019-08-15 15:56:25",
  version: "1.0",
  out_trade_no: "20190815155618536-564-57",
  total_amount: "0.10",
  trade_no: "2019081522001468450512505578",
  auth_app_id: "2019073166072302",
  buyer_logon_id: "xud***@126.com",
  point_amount: "0.00",
};

describe(`Alipay RSA2 notifications, against a notification Alipay signed (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await t.setSettings([
      ["pay", "enable_alipay", "true"],
      ["pay", "alipay_appid", alipayNotification.app_id],
      ["pay", "alipay_private_key", appKey],
      // The bare base64 body, as Alipay's console shows the key.
      ["pay", "alipay_public_key", alipayNotifyPublicKey],
    ]);
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/callback/alipay",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      payload: new URLSearchParams(fields).toString(),
    });
  const lastOutcome = async () =>
    t.ctx.db.kysely.selectFrom("payment_notification").select(["outcome", "order_no", "trade_no", "amount_fen"]).orderBy("id", "desc").executeTakeFirstOrThrow();

  it("verifies the notification's signature and goes on to settle it (no such order here)", async () => {
    await post(alipayNotification);
    expect(await lastOutcome()).toEqual({ outcome: "unknown_order", order_no: "20190815155618536-564-57", trade_no: "2019081522001468450512505578", amount_fen: 10 });
  });

  it("refuses the same notification with one field changed", async () => {
    const reply = await post({ ...alipayNotification, total_amount: "100.00" });
    expect(reply.body).toBe("fail");
    expect((await lastOutcome()).outcome).toBe("refused_signature");
  });
});
