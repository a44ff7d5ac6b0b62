import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { outboundUrlSettings } from "./check-outbound-settings.js";

const refusal = (label: string) => new RegExp(`^「${label}」：不允许连接本机或内网地址 .+，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加$`);

describe(`addresses the server connects to are checked when saved (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const save = (config: Array<[string, string, string]>) =>
    t.call(apiRoutes.setting.configSave, { token: admin, body: { config: config.map(([category, name, value]) => ({ category, name, value })) } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  beforeEach(() => t.setSettings([["security", "outbound_allow_hosts", ""]]));
  afterAll(() => t.close());

  it.each([
    ["system", "watermark", "http://127.0.0.1:8080/w.png", "水印图片"],
    ["system", "watermark", "https://localhost/w.png", "水印图片"],
    ["system", "watermark", "http://[::ffff:169.254.169.254]/latest/meta-data", "水印图片"],
    ["pay", "wechatpay_base_url", "http://10.1.2.3", "微信支付接口地址"],
    ["pay", "alipay_gateway", "http://192.168.0.8/gateway.do", "支付宝网关"],
    ["pay", "xunhupay_gateway", "http://[fd00::8]/payment/do.html", "虎皮椒网关"],
    ["sms", "endpoint", "http://127.0.0.1:9", "接口地址"],
    ["sms", "endpoint", "https://[::1]/", "接口地址"],
    ["sms", "endpoint", "http://169.254.169.254/latest/meta-data", "接口地址"],
    ["oauth", "custom_token_url", "http://10.0.0.7/token", "OAuth2 令牌地址"],
    ["oauth", "custom_userinfo_url", "http://127.0.0.1/userinfo", "OAuth2 用户信息地址"],
  ])("refuses %s.%s = %s", async (category, name, value, label) => {
    const res = await save([[category, name, value]]);
    expect(res.status, res.raw).toBe(400);
    expect(res.body.message).toMatch(refusal(label));
    expect(await t.ctx.settings.get(category, name)).not.toBe(value);
  });

  it("checks every URL setting the server connects to", () => {
    const checked = outboundUrlSettings.map(({ category, name }) => `${category}.${name}`);
    for (const setting of ["system.watermark", "pay.wechatpay_base_url", "pay.alipay_gateway", "pay.xunhupay_gateway", "sms.endpoint",
      "oauth.custom_issuer", "oauth.custom_token_url", "oauth.custom_userinfo_url"]) {
      expect(checked).toContain(setting);
    }
    expect(checked).not.toContain("system.domain");
  });

  it("accepts an address the allow list names, the allow list saved in the same request included", async () => {
    expect((await save([["security", "outbound_allow_hosts", "127.0.0.1:8080"], ["system", "watermark", "http://127.0.0.1:8080/w.png"]])).status).toBe(200);
    expect((await save([["system", "watermark", "http://127.0.0.1:8081/w.png"]])).body.message).toMatch(refusal("水印图片"));
  });

  it("accepts a name that does not resolve now (the guard checks it again on every connection)", async () => {
    expect((await save([["system", "watermark", "https://wm.example.invalid/w.png"]])).status).toBe(200);
  });

  it("refuses an allow list line that is not a host or host:port", async () => {
    const res = await save([["security", "outbound_allow_hosts", "127.0.0.1\nhttp://10.0.0.5:11434"]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("「允许访问的内网地址」第 2 行应为主机或 主机:端口：http://10.0.0.5:11434");
  });
});
