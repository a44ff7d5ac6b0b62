import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { alipayNotificationSigned } from "./verify-alipay-notification.js";

const alipay = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const content = (fields: Record<string, string>) =>
  Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("&");
const rsa2 = (text: string, key = alipay.privateKey) => crypto.sign("sha256", Buffer.from(text, "utf8"), key).toString("base64");

const fields = { app_id: "2021000000000001", out_trade_no: "20990101000000123456789012", total_amount: "12.00", trade_status: "TRADE_SUCCESS", subject: "充值 100 积分" };

describe("Alipay notification signatures", () => {
  it("accepts the signature over every parameter but sign and sign_type, and the one with sign_type", () => {
    expect(alipayNotificationSigned({ ...fields, sign: rsa2(content(fields)), sign_type: "RSA2" }, alipay.publicKey)).toBe(true);
    expect(alipayNotificationSigned({ ...fields, sign: rsa2(content({ ...fields, sign_type: "RSA2" })), sign_type: "RSA2" }, alipay.publicKey)).toBe(true);
    expect(alipayNotificationSigned({ ...fields, sign: rsa2(content(fields)) }, alipay.publicKey)).toBe(true);
  });

  it("refuses a changed parameter, another key, a missing or malformed sign, and a sign_type other than RSA2", () => {
    const sign = rsa2(content(fields));
    const other = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect(alipayNotificationSigned({ ...fields, total_amount: "0.01", sign }, alipay.publicKey)).toBe(false);
    expect(alipayNotificationSigned({ ...fields, sign: rsa2(content(fields), other.privateKey) }, alipay.publicKey)).toBe(false);
    expect(alipayNotificationSigned(fields, alipay.publicKey)).toBe(false);
    expect(alipayNotificationSigned({ ...fields, sign: "not base64!" }, alipay.publicKey)).toBe(false);
    expect(alipayNotificationSigned({ ...fields, sign: "A".repeat(5000) }, alipay.publicKey)).toBe(false);
    expect(alipayNotificationSigned({ ...fields, sign, sign_type: "RSA" }, alipay.publicKey)).toBe(false);
  });
});
