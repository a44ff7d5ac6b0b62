import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { allowLoopback } from "../apps/server/src/test/allow-loopback.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../apps/server/src/test/fake-oauth/fake-providers.js";
import { confirmLinkOf, officialAccountSettings, pushToCallback, scanEventXml, wechatQuery } from "../apps/server/src/test/fake-oauth/official-account-push.js";
import { snapshotWebBuild } from "../apps/server/src/test/web-build-snapshot.js";
import { launchBrowser, waitForHydration } from "./support/browser";

/**
 * The web's "scan with WeChat" sign-in in the browser, with both ways set up: the mini-program's code (the test plays
 * the mini-program's POST after 确认登录) and the official account's QR (the test plays the official account's scan
 * event; its confirmation link is opened in a second, phone-sized browser, where 确认登录 / 取消 decide). This file
 * runs its own server, told (env.oauthTestOrigin) to reach WeChat's API at the local fake.
 */
const officialAccountToken = "e2eScanOfficialAccountToken";
const phoneAgent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN";

describe("WeChat scan sign-in in the browser", () => {
  let browser: Browser;
  let fakes: FakeOauthProviders;
  let server: Server;
  let baseUrl: string;
  let dataDir: string;
  const contexts: BrowserContext[] = [];
  const newContext = async (phone = false) => {
    const context = await browser.newContext({
      baseURL: baseUrl, locale: "zh-CN", reducedMotion: "reduce",
      ...(phone ? { viewport: { width: 390, height: 844 }, userAgent: phoneAgent, isMobile: true } : { viewport: { width: 1280, height: 900 } }),
    });
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    fakes = await startFakeOauthProviders();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-scan-"));
    server = await createServer(
      { dataDir, adminPassword: "e2e-scan-admin", port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir), oauthTestOrigin: fakes.origin },
      { log: silentLogger, web: true },
    );
    await allowLoopback(server.ctx.settings);
    await server.ctx.settings.save([
      { category: "miniprogram", name: "appid", value: fakeClient.id },
      { category: "miniprogram", name: "secret", value: fakeClient.secret },
      ...officialAccountSettings(officialAccountToken),
    ]);
    baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await fakes?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the mini-program code and signs in once the mini-program confirms", async () => {
    const page = await (await newContext()).newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await page.goto("/login?redirect=%2Fdocument");
    await waitForHydration(page);
    await page.getByRole("button", { name: "微信小程序登录" }).waitFor();
    await expect(page.getByTestId("oauth-buttons").getByRole("button").allTextContents()).resolves.toEqual(["微信公众号登录", "微信小程序登录"]);
    await page.getByRole("button", { name: "微信小程序登录" }).click();
    await page.waitForURL((url) => url.pathname === "/oauth/wechatmp" && url.searchParams.get("via") === "miniprogram");
    const image = page.locator("[data-testid=wechat-scan][data-via=miniprogram] img");
    await image.waitFor();
    // The code WeChat made (getUnlimited, through the fake) decodes as an image in the browser.
    await expect(image.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]))).resolves.toEqual([430, 430]);
    await page.getByText("请使用微信扫描小程序码").waitFor();
    await page.screenshot({ path: "/tmp/e2e-scan-miniprogram-code.png" });

    // The mini-program, after the person tapped 确认登录, sends the scene of the code and its wx.login code.
    const scene = fakes.miniprogram.scenes.at(-1)!;
    const res = await fetch(`${baseUrl}/api/v1/oauth/wechatmp/scan/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scene, code: fakes.miniprogram.loginCode("oE2E_MINIPROGRAM") }),
    });
    expect(res.status).toBe(200);
    const phone = (await res.json()) as { user: { id: number } };
    await page.waitForURL((url) => url.pathname === "/document", { timeout: 30_000 });
    await page.getByTestId("header-user").waitFor();
    const signedIn = await page.evaluate(() => JSON.parse(localStorage.getItem("wenku") ?? "{}") as { user?: { user?: { id?: number } } });
    expect(signedIn.user?.user?.id).toBe(phone.user.id);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  });

  /** /oauth/wechatmp?via=officialaccount in a fresh browser, then the official account's scan event: the link it sends. */
  async function scanOfficialAccountCode(openid: string) {
    const page = await (await newContext()).newPage();
    await page.goto("/oauth/wechatmp?via=officialaccount&redirect=%2Fdocument");
    await waitForHydration(page);
    await page.locator("[data-testid=wechat-scan][data-via=officialaccount] img").waitFor();
    const scene = fakes.officialAccount.scenes.at(-1)!;
    const pushed = await pushToCallback(server, scanEventXml({ openid, scene, subscribe: true }), wechatQuery(officialAccountToken));
    const link = new URL(confirmLinkOf(pushed.body).href);
    expect(link.pathname).toBe("/oauth/wechatmp/confirm");
    await page.getByTestId("wechat-scan-scanned").getByText("已扫码，请在手机上确认").waitFor();
    const phone = await (await newContext(true)).newPage();
    await phone.goto(link.pathname + link.search);
    await waitForHydration(phone);
    return { page, phone, confirm: phone.getByTestId("wechat-confirm") };
  }

  it("official account: scanning asks for confirmation on the phone; 确认登录 there signs the browser in", async () => {
    const { page, phone, confirm } = await scanOfficialAccountCode("oE2E_OFFICIAL");
    await page.screenshot({ path: "/tmp/e2e-scan-official-scanned.png" });
    // Where and when the sign-in was asked for: this browser's address.
    await confirm.getByText("127.0.0.1").waitFor();
    await confirm.getByText("发起时间").waitFor();
    await phone.screenshot({ path: "/tmp/e2e-scan-official-confirm.png" });
    expect(page.url()).toContain("/oauth/wechatmp");
    await confirm.getByRole("button", { name: "确认登录" }).click();
    await confirm.getByText("已确认登录").waitFor();
    await page.waitForURL((url) => url.pathname === "/document", { timeout: 30_000 });
    await page.getByTestId("header-user").waitFor();
    // The link is spent: opened again it confirms nothing.
    await phone.reload();
    await waitForHydration(phone);
    await confirm.getByText("确认链接已失效").waitFor();
  });

  it("official account: 取消 on the phone refuses the sign-in", async () => {
    const { page, confirm } = await scanOfficialAccountCode("oE2E_OFFICIAL_CANCEL");
    await confirm.getByRole("button", { name: /取\s*消/ }).click();
    await confirm.getByText("已取消登录").waitFor();
    await page.getByTestId("wechat-scan-cancelled").waitFor();
    await page.screenshot({ path: "/tmp/e2e-scan-official-cancelled.png" });
    expect(new URL(page.url()).pathname).toBe("/oauth/wechatmp");
    await expect(page.getByTestId("header-user").count()).resolves.toBe(0);
  });
});
