import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { allowLoopback } from "../apps/server/src/test/allow-loopback.js";
import { startFakeGateways, type FakeGateways } from "../apps/server/src/test/fake-gateways/index.js";
import { startFakeWechatApi, type FakeWechatApi } from "../apps/server/src/test/fake-wechat/fake-wechat-api.js";
import { snapshotWebBuild } from "../apps/server/src/test/web-build-snapshot.js";
import { launchBrowser, waitForHydration } from "./support/browser";

/**
 * WeChat Pay inside the WeChat browser, played in Chromium with WeChat's user agent. The two things only WeChat has
 * are stood in for by the test: open.weixin.qq.com's authorize page (intercepted: it sends the browser back with a
 * code the local WeChat API fake knows, as WeChat does) and `window.WeixinJSBridge` (defined by the test page: it
 * records the parameters, has the fake WeChat Pay notify our server as a completed payment would, and answers ok).
 * Runs its own server, told (env.oauthTestOrigin) to reach api.weixin.qq.com at the local fake.
 */
const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const adminPassword = "e2e-wechat-admin";

describe("WeChat Pay JSAPI and the mini-program settings in the browser", () => {
  let browser: Browser;
  let server: Server;
  let gateways: FakeGateways;
  let wechat: FakeWechatApi;
  let baseUrl: string;
  let dataDir: string;

  const call = async <T,>(method: string, address: string, init: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(baseUrl + address, {
      method,
      headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await res.json()) as T;
  };
  const session = async (username: string, password: string) => {
    const login = await call<{ token: string; user: unknown }>("POST", "/api/v1/user/login", { body: { username, password } });
    const perms = await call<{ permission?: Array<{ pages?: string[] }> }>("GET", "/api/v1/user/permission", { token: login.token });
    const permissions = perms.permission ?? [];
    return { token: login.token, stored: JSON.stringify({ user: { token: login.token, user: login.user, permissions, allowPages: [...new Set(permissions.flatMap((p) => p.pages ?? []))], groups: [] } }) };
  };

  beforeAll(async () => {
    gateways = await startFakeGateways();
    wechat = await startFakeWechatApi({ officialAccountAppId: gateways.wechatpay.appid });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-wechat-"));
    server = await createServer(
      { dataDir, adminPassword, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir), oauthTestOrigin: wechat.origin },
      { log: silentLogger, web: true },
    );
    await allowLoopback(server.ctx.settings);
    baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
    gateways.setSiteUrl(baseUrl);
    await server.ctx.settings.save([
      ...gateways.settingEntries(),
      { category: "system", name: "domain", value: baseUrl },
      { category: "system", name: "credit_exchange", value: "10" },
      { category: "pay", name: "enable_recharge", value: "true" },
      { category: "security", name: "enable_captcha_login", value: "false" },
      { category: "security", name: "enable_captcha_register", value: "false" },
      { category: "oauth", name: "officialaccount_client_id", value: wechat.officialAccount.appId },
      { category: "oauth", name: "officialaccount_client_secret", value: wechat.officialAccount.secret },
      { category: "miniprogram", name: "appid", value: wechat.appId },
      { category: "miniprogram", name: "secret", value: wechat.secret },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await gateways?.close();
    await wechat?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("pays a recharge order inside WeChat: official-account code, getBrandWCPayRequest with a valid paySign, paid", async () => {
    await call("POST", "/api/v1/user/register", { body: { username: "wechatpayer", password: "payer-password-1", email: "wechatpayer@example.com" } });
    const member = await session("wechatpayer", "payer-password-1");
    const order = await call<{ order_no: string }>("POST", "/api/v1/order", { token: member.token, body: { order_type: 3, quantity: 30 } });
    expect(order.order_no).toBeTruthy();

    const context = await browser.newContext({ baseURL: baseUrl, userAgent: WECHAT_UA, viewport: { width: 390, height: 844 }, locale: "zh-CN", reducedMotion: "reduce" });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    const authorizeRequests: URL[] = [];
    await context.route("https://open.weixin.qq.com/**", async (route) => {
      const authorize = new URL(route.request().url());
      authorizeRequests.push(authorize);
      const back = new URL(authorize.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", wechat.oauthCode("oE2E_wechat_payer"));
      back.searchParams.set("state", authorize.searchParams.get("state") ?? "");
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await context.exposeFunction("completeWechatPayment", async (orderNo: string) => (await gateways.wechatpay.pay(orderNo)).status);
    await context.addInitScript(() => {
      const w = window as unknown as { WeixinJSBridge: unknown; __payRequests: Array<Record<string, string>>; completeWechatPayment: (orderNo: string) => Promise<number> };
      w.__payRequests = [];
      w.WeixinJSBridge = {
        invoke(api: string, params: Record<string, string>, callback: (res: { err_msg: string }) => void) {
          w.__payRequests.push({ api, ...params });
          const orderNo = new URL(window.location.href).searchParams.get("order_no") ?? "";
          void w.completeWechatPayment(orderNo).then((status) => callback({ err_msg: status === 200 ? "get_brand_wcpay_request:ok" : "get_brand_wcpay_request:fail" }));
        },
      };
    });

    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("wenku", value), member.stored);
    await page.goto(`/order?order_no=${order.order_no}`);
    await waitForHydration(page);
    await page.locator('[data-payment-type="1"]').click();
    await page.screenshot({ path: "/tmp/wechat-jsapi-order.png" });
    await page.getByTestId("order-pay").click();

    await page.getByTestId("order-page").and(page.locator('[data-order-status="2"]')).waitFor({ timeout: 30_000 });
    // Paid as WeChat said (no failure shown), not only as the order's polling found.
    await expect(page.getByText("支付失败").count()).resolves.toBe(0);
    await page.screenshot({ path: "/tmp/wechat-jsapi-paid.png" });
    expect(authorizeRequests).toHaveLength(1);
    expect(Object.fromEntries(authorizeRequests[0].searchParams)).toMatchObject({
      appid: wechat.officialAccount.appId, response_type: "code", scope: "snsapi_base", state: "wxpay",
    });
    // The code was taken out of the address once used.
    expect(new URL(page.url()).searchParams.get("code")).toBeNull();

    const requests = await page.evaluate(() => (window as unknown as { __payRequests: Array<Record<string, string>> }).__payRequests);
    expect(requests).toHaveLength(1);
    const request = requests[0];
    const prepay = gateways.wechatpay.jsapiOrders.get(order.order_no);
    expect(prepay?.openid).toBe("oE2E_wechat_payer");
    expect(request).toMatchObject({ api: "getBrandWCPayRequest", appId: gateways.wechatpay.appid, package: `prepay_id=${prepay?.prepayId}`, signType: "RSA" });
    const message = `${request.appId}\n${request.timeStamp}\n${request.nonceStr}\n${request.package}\n`;
    expect(crypto.verify("sha256", Buffer.from(message), gateways.wechatpay.merchantPublicKey, Buffer.from(request.paySign ?? "", "base64"))).toBe(true);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
    await context.close();
  });

  it("shows the mini-program settings at /admin/config/miniprogram, the AppSecret masked", async () => {
    const admin = await session("admin", adminPassword);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("wenku", value), admin.stored);
    await page.goto("/admin/config/miniprogram");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "小程序配置" }).waitFor();
    for (const label of ["小程序 AppID", "小程序 AppSecret", "激励视频广告单元 ID", "每次看完广告奖励积分", "每人每天最多奖励次数"]) await page.getByText(label, { exact: true }).first().waitFor();
    await expect(page.locator("input[type=password]").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).resolves.not.toContain(wechat.secret);
    await page.screenshot({ path: "/tmp/wechat-admin-miniprogram.png", fullPage: true });
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
    await context.close();
  });
});
