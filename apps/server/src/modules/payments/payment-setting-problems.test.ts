import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

interface Problem {
  category: string;
  name: string;
  message: string;
}

const xunhupay: Array<[string, string, string]> = [
  ["pay", "xunhupay_appid", "test-appid"],
  ["pay", "xunhupay_appsecret", "test-appsecret"],
  ["pay", "xunhupay_gateway", "http://127.0.0.1:9/payment/do.html"],
];

describe(`purchases without a way to pay are shown to the administrator and hidden from members (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  const save = (config: Array<{ category: string; name: string; value: string }>) => t.call(apiRoutes.setting.configSave, { token: admin, body: { config } });
  const moneyProblems = async (): Promise<Problem[]> =>
    ((await t.call(apiRoutes.stats.get, { token: admin })).body.setting_problems as Problem[]).filter((p) => p.category === "pay" || p.category === "vip");
  const payment = async () => (await t.call(apiRoutes.setting.public)).body.payment;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("warns when recharge and VIP are switched on without a usable gateway, and hides recharge", async () => {
    const saved = await save([
      { category: "pay", name: "enable_recharge", value: "true" },
      { category: "vip", name: "enable", value: "true" },
      { category: "vip", name: "month_price", value: "1000" },
    ]);
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.warnings).toEqual([
      expect.stringMatching(/^启用积分充值：已启用，但没有可用的支付方式.*会员无法充值/),
      expect.stringMatching(/^启用 VIP：已启用，但没有可用的支付方式.*也未允许积分购买：会员无法开通 VIP$/),
    ]);
    expect((await moneyProblems()).map((p) => `${p.category}.${p.name}`)).toEqual(["pay.enable_recharge", "vip.enable"]);
    expect(await payment()).toMatchObject({ enable_recharge: false, enable_wechatpay: false, enable_alipay: false, enable_xunhupay: false });
    expect((await t.call(apiRoutes.setting.recharge)).body.enable).toBe(false);
  });

  it("names the incomplete credentials of a gateway switched on, and offers it only once they are complete", async () => {
    const saved = await save([{ category: "pay", name: "enable_xunhupay", value: "true" }]);
    expect(saved.body.warnings).toContain("启用虎皮椒：已启用，但配置不完整（需填写 AppID 和 AppSecret），无法收款");
    expect((await payment()).enable_xunhupay).toBe(false);

    await t.setSettings(xunhupay);
    const complete = await save([{ category: "pay", name: "enable_xunhupay", value: "true" }]);
    expect(complete.status, complete.raw).toBe(200);
    expect(complete.body.warnings).toBeUndefined();
    expect(await moneyProblems()).toEqual([]);
    expect(await payment()).toMatchObject({ enable_recharge: true, enable_xunhupay: true, enable_wechatpay: false });
    expect((await t.call(apiRoutes.setting.recharge)).body.enable).toBe(true);
  });

  it("warns about VIP with no priced plan, and not about VIP paid with credits", async () => {
    await t.setSettings([["pay", "enable_xunhupay", "false"], ["pay", "enable_recharge", "false"], ["vip", "enable_credit_pay", "true"]]);
    expect((await save([{ category: "vip", name: "enable", value: "true" }])).body.warnings).toBeUndefined();
    const unpriced = await save([{ category: "vip", name: "month_price", value: "0" }]);
    expect(unpriced.body.warnings).toEqual(["启用 VIP：已启用，但没有设置价格的套餐：会员无法开通 VIP"]);
    // Saving another group does not repeat the warning; the dashboard keeps showing it.
    expect((await save([{ category: "system", name: "sitename", value: "文库" }])).body.warnings).toBeUndefined();
    expect((await moneyProblems()).map((p) => p.message)).toEqual(["已启用，但没有设置价格的套餐：会员无法开通 VIP"]);
    await t.setSettings([["vip", "enable", "false"]]);
    expect(await moneyProblems()).toEqual([]);
  });

  it("publishes one credit name, and the VIP money fields as yuan, grouped per plan", async () => {
    await t.setSettings([["score", "credit_name", "金币"]]);
    const settings = (await t.call(apiRoutes.setting.public)).body;
    expect([settings.system.credit_name, settings.payment.credit_name]).toEqual(["金币", "金币"]);
    expect((await t.call(apiRoutes.setting.recharge)).body.credit_name).toBe("金币");
    await t.setSettings([["score", "credit_name", ""]]);
    expect((await t.call(apiRoutes.setting.public)).body.payment.credit_name).toBe("魔豆");

    const rows = (await t.request("GET", "/api/v1/config/list", { token: admin, query: { category: "vip" } })).body.config as Array<Record<string, unknown>>;
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.year_price).toMatchObject({ label: "年度价格（元）", unit: "fen", section: "年度 VIP", section_label: "价格（元）" });
    expect(byName.month_original_price).toMatchObject({ unit: "fen", section: "月度 VIP" });
    expect(byName.month_download).not.toHaveProperty("unit");
    expect(byName.enable).not.toHaveProperty("section");
    expect(new Set(rows.map((row) => row.section).filter(Boolean))).toEqual(new Set(["年度 VIP", "季度 VIP", "月度 VIP"]));
    const pay = (await t.request("GET", "/api/v1/config/list", { token: admin, query: { category: "pay" } })).body.config as Array<{ name: string }>;
    expect(pay.map((row) => row.name)).not.toContain("credit_name");
  });
});
