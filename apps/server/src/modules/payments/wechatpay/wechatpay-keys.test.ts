import { apiRoutes, PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRechargeOrder, creditState, outcomes, payOrder, startPaymentFixture, type PaymentFixture } from "../../../test/fake-gateways/payment-fixture.js";
import { encrypt } from "../../../test/fake-gateways/wechatpay-fake-crypto.js";
import { decryptResource } from "./wechatpay-aes.js";
import { readWechatpayConfig } from "./wechatpay-config.js";
import { resetCertificateRefresh, verifyWechatpaySignature } from "./verify-wechatpay-signature.js";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

/** Points the server at the fake in its current signing mode (public key fields blank in certificate mode). */
async function useFakeMode(mode: "public_key" | "certificate") {
  f.fakes.wechatpay.mode = mode;
  await f.t.setSettings(f.fakes.wechatpay.settings());
  resetCertificateRefresh();
}

async function startedOrder(credits: number) {
  const order = await createRechargeOrder(f, credits);
  expect((await payOrder(f, order.order_no, PaymentType.wechat)).status).toBe(200);
  return order;
}

describe("WeChat Pay signature keys", () => {
  it("verifies notifications with the WeChat Pay public key (Wechatpay-Serial PUB_KEY_ID_…)", async () => {
    await useFakeMode("public_key");
    const order = await startedOrder(10);
    const n = f.fakes.wechatpay.notification(order.order_no);
    expect(n.headers["Wechatpay-Serial"]).toMatch(/^PUB_KEY_ID_/);
    expect(JSON.parse((await f.fakes.wechatpay.send(n)).body)).toEqual({ code: "SUCCESS" });
    expect(await outcomes(f, "wechatpay", order.order_no)).toEqual(["settled"]);
  });

  it("verifies notifications with a platform certificate it downloads when the serial is new", async () => {
    await useFakeMode("certificate");
    const order = await startedOrder(10);
    const before = await creditState(f);
    const n = f.fakes.wechatpay.notification(order.order_no);
    expect(n.headers["Wechatpay-Serial"]).toBe(f.fakes.wechatpay.platformSerialNo);
    expect(JSON.parse((await f.fakes.wechatpay.send(n)).body)).toEqual({ code: "SUCCESS" });
    expect((await creditState(f)).balance).toBe(before.balance + 10);
    const stored = await f.t.ctx.db.kysely.selectFrom("wechatpay_certificate").selectAll().execute();
    expect(stored.map((c) => c.serial_no)).toEqual([f.fakes.wechatpay.platformSerialNo]);
    expect(stored[0].pem).toBe(f.fakes.wechatpay.platformCertPem.trim());
  });

  it("downloads the certificates once for many notifications arriving together with a new serial", async () => {
    await useFakeMode("certificate");
    await f.t.ctx.db.kysely.deleteFrom("wechatpay_certificate").execute();
    const order = await startedOrder(10);
    const n = f.fakes.wechatpay.notification(order.order_no);
    const replies = await Promise.all(Array.from({ length: 20 }, () => f.fakes.wechatpay.send(n)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const recorded = await outcomes(f, "wechatpay", order.order_no);
    expect(recorded.filter((o) => o === "settled")).toHaveLength(1);
    expect(recorded).toHaveLength(20);
  });

  it("verifies with a pasted platform certificate, and refuses the public key once its id is not configured", async () => {
    await useFakeMode("certificate");
    await f.t.ctx.db.kysely.deleteFrom("wechatpay_certificate").execute();
    await f.t.setSettings([["pay", "wechatpay_platform_cert", f.fakes.wechatpay.platformCertPem]]);
    const paid = await startedOrder(10);
    expect(JSON.parse((await f.fakes.wechatpay.pay(paid.order_no)).body)).toEqual({ code: "SUCCESS" });
    expect(await f.t.ctx.db.kysely.selectFrom("wechatpay_certificate").selectAll().execute()).toEqual([]);

    // Signed with the WeChat Pay public key, but the server knows no public key id: refused.
    f.fakes.wechatpay.mode = "public_key";
    const order = await startedOrder(10);
    const reply = await f.fakes.wechatpay.pay(order.order_no);
    expect(reply.status).toBe(401);
    expect(await outcomes(f, "wechatpay", order.order_no)).toEqual([]);
    expect((await outcomes(f, "wechatpay")).at(-1)).toBe("refused_signature");
    await f.t.setSettings([["pay", "wechatpay_platform_cert", ""]]);
  });

  it("refuses a signature older than five minutes (a replay of a captured notification)", async () => {
    await useFakeMode("public_key");
    const order = await startedOrder(10);
    const n = f.fakes.wechatpay.notification(order.order_no);
    const config = (await readWechatpayConfig(f.t.ctx))!;
    const headers = {
      timestamp: n.headers["Wechatpay-Timestamp"],
      nonce: n.headers["Wechatpay-Nonce"],
      signature: n.headers["Wechatpay-Signature"],
      serial: n.headers["Wechatpay-Serial"],
    };
    const body = Buffer.from(n.body);
    expect(await verifyWechatpaySignature(f.t.ctx, config, headers, body)).toBe(true);
    expect(await verifyWechatpaySignature(f.t.ctx, config, headers, body, new Date(Date.now() + 6 * 60_000))).toBe(false);
    expect(await verifyWechatpaySignature(f.t.ctx, config, headers, Buffer.from(n.body.replace("SUCCESS", "SUCCES5")))).toBe(false);
  });
});

describe("WeChat Pay resource encryption", () => {
  it("opens AEAD_AES_256_GCM resources with the APIv3 key and refuses tampered ones", () => {
    const key = Buffer.from(f.fakes.wechatpay.apiV3Key);
    const sealed = encrypt(f.fakes.wechatpay.apiV3Key, '{"out_trade_no":"A1"}', "transaction");
    expect(decryptResource(key, sealed)).toBe('{"out_trade_no":"A1"}');
    expect(decryptResource(key, { ...sealed, associated_data: "certificate" })).toBeUndefined();
    expect(decryptResource(Buffer.from("0".repeat(32)), sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed.ciphertext, "base64");
    bytes[0] = bytes[0] ^ 1;
    expect(decryptResource(key, { ...sealed, ciphertext: bytes.toString("base64") })).toBeUndefined();
    expect(decryptResource(key, { ...sealed, algorithm: "AES_128_CBC" })).toBeUndefined();
  });

  it("decrypts the fake gateway's notification resource to the transaction", async () => {
    await useFakeMode("public_key");
    const order = await startedOrder(10);
    const envelope = JSON.parse(f.fakes.wechatpay.notification(order.order_no).body);
    const transaction = JSON.parse(decryptResource(Buffer.from(f.fakes.wechatpay.apiV3Key), envelope.resource)!);
    expect(transaction).toMatchObject({ out_trade_no: order.order_no, trade_state: "SUCCESS", amount: { total: order.amount_fen } });
  });
});

describe("GET /api/v1/wechatpay/cert", () => {
  it("downloads the platform certificate for an administrator and keeps it for verification", async () => {
    await useFakeMode("public_key");
    await f.t.ctx.db.kysely.deleteFrom("wechatpay_certificate").execute();
    const res = await f.t.call(apiRoutes.payment.wechatpayCert, { token: await f.t.adminToken() });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.cert).toBe(f.fakes.wechatpay.platformCertPem.trim());
    const stored = await f.t.ctx.db.kysely.selectFrom("wechatpay_certificate").select("serial_no").execute();
    expect(stored).toEqual([{ serial_no: f.fakes.wechatpay.platformSerialNo }]);
  });

  it("is refused to members and strangers", async () => {
    expect((await f.t.call(apiRoutes.payment.wechatpayCert)).status).toBe(401);
    expect((await f.t.call(apiRoutes.payment.wechatpayCert, { token: f.member.token })).status).toBe(403);
  });

  it("says why when the credentials are incomplete or WeChat Pay refuses them", async () => {
    const token = await f.t.adminToken();
    await f.t.setSettings([["pay", "wechatpay_api_v3_key", "short"]]);
    const incomplete = await f.t.call(apiRoutes.payment.wechatpayCert, { token });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toContain("APIv3 密钥");
    await f.t.setSettings([["pay", "wechatpay_api_v3_key", "0".repeat(32)]]);
    const undecryptable = await f.t.call(apiRoutes.payment.wechatpayCert, { token });
    expect(undecryptable.status).toBe(502);
    expect(undecryptable.body.message).toBe("获取平台证书失败：平台证书无法解密，请检查 APIv3 密钥");
    await f.t.setSettings(f.fakes.wechatpay.settings());
  });
});
