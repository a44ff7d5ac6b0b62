import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaymentFixture, type PaymentFixture } from "../../test/fake-gateways/payment-fixture.js";

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

const secretNames = ["wechatpay_api_v3_key", "wechatpay_private_key", "alipay_private_key", "xunhupay_appsecret"];

describe("pay settings", () => {
  it("masks every gateway secret in GET /api/v1/config/list and leaves them out of the public settings", async () => {
    const stored = Object.fromEntries(f.fakes.settings().map(([, name, value]) => [name, value]));
    const res = await f.t.request("GET", "/api/v1/config/list", { token: await f.t.adminToken(), query: { category: "pay" } });
    expect(res.status, res.raw).toBe(200);
    const byName = Object.fromEntries(res.body.config.map((row: { name: string; value: string }) => [row.name, row.value]));
    for (const name of secretNames) expect(byName[name], name).toBe("******");
    expect(byName.wechatpay_base_url).toBe(f.fakes.wechatpay.origin);
    expect(byName.alipay_gateway).toBe(f.fakes.alipay.gateway);
    expect(byName.wechatpay_public_key_id).toBe(f.fakes.wechatpay.publicKeyId);
    const publicSettings = await f.t.call(apiRoutes.setting.public);
    for (const name of secretNames) {
      const secret = name.endsWith("private_key") ? stored[name].split("\n")[1] : stored[name];
      expect(res.raw).not.toContain(secret);
      expect(publicSettings.raw).not.toContain(secret);
    }
    expect(publicSettings.raw).not.toContain(f.fakes.wechatpay.mchid);
  });

  it("keeps a secret when the admin form sends the mask back", async () => {
    const token = await f.t.adminToken();
    const res = await f.t.call(apiRoutes.setting.configSave, {
      token,
      body: { config: [{ category: "pay", name: "xunhupay_appsecret", value: "******" }, { category: "pay", name: "xunhupay_name", value: "虎皮椒支付" }] },
    });
    expect(res.status, res.raw).toBe(200);
    expect(await f.t.ctx.settings.get("pay", "xunhupay_appsecret")).toBe(f.fakes.xunhupay.appsecret);
  });

  it("defaults the gateway addresses to the real gateways", async () => {
    const { settingGroups } = await import("@wenku/contract");
    const pay = settingGroups.find((g) => g.category === "pay")!.fields;
    const defaults = Object.fromEntries(pay.map((field) => [field.name, field.default]));
    expect(defaults.wechatpay_base_url).toBe("https://api.mch.weixin.qq.com");
    expect(defaults.alipay_gateway).toBe("https://openapi.alipay.com/gateway.do");
    expect(defaults.xunhupay_gateway).toBe("https://api.xunhupay.com/payment/do.html");
  });
});
