import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeGateways, type FakeGateways } from "../apps/server/src/test/fake-gateways/index.js";
import { apiRegister, apiSignIn, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, waitForHydration, waitForMotion } from "./support/browser";
import { collectPageErrors } from "./support/content-fixtures";
import { balanceOf, createPricedDocument, grantCredits } from "./support/priced-documents";
import { openPage } from "./support/open-page";

/** Screenshots go to $MONEY_SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.MONEY_SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/journey-${name}.png`, fullPage: true });
};

const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const gatewaysOff = ["wechatpay", "alipay", "xunhupay"].map((provider) => ({ category: "pay", name: `enable_${provider}`, value: "false" }));
const setting = (category: string, name: string, value: string) => ({ category, name, value });

describe("money journeys: every step says what it costs and how to get there", () => {
  let browser: Browser;
  let fakes: FakeGateways;
  let admin: ApiSession;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let current: Page | undefined;

  const open = async (session: ApiSession | undefined, address: string, size = desktop) => (current = (await openPage(browser, session, address, size)).page);

  const grant = (member: ApiSession, credit: number) => grantCredits(admin.token, member.user.id, credit);

  const pricedDocument = (prefix: string, price: number) => createPricedDocument(admin.token, prefix, price, cleanups);

  /** Pays the order page's order at the fake 虎皮椒 cashier and returns the amount that cashier charged, in yuan. */
  const payAtCashier = async (page: Page): Promise<number> => {
    await page.getByTestId("payment-methods").locator('[data-payment-type="8"]').click();
    await page.getByTestId("order-pay").click();
    await page.waitForURL((url) => url.origin === fakes.xunhupay.origin);
    const charged = Number(await page.locator("#amount").textContent());
    await page.locator("#fake-pay").click();
    await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && url.pathname === "/order");
    await waitForHydration(page);
    await page.getByTestId("order-paid").first().waitFor();
    return charged;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    fakes = await startFakeGateways({ siteUrl: baseUrl() });
    // Every setting these tests change, as it was, so that the lane's next file finds the site unchanged.
    restore = await saveSettings(admin.token, [
      setting("system", "domain", baseUrl()),
      setting("system", "credit_exchange", "10"),
      ...fakes.settingEntries(),
      setting("pay", "enable_recharge", "true"),
      setting("pay", "recharge_discount", ""),
      setting("score", "sign_in", "3"),
      setting("score", "upload_document", "5"),
      setting("score", "upload_document_limit", "1"),
      setting("security", "enable_captcha_login", "false"),
      setting("display", "show_order", "true"),
      setting("download", "enable_guest_download", "false"),
      setting("download", "enable_code_download", "false"),
      setting("download", "max_price", "0"),
      setting("download", "free_download_duration", "1"),
      setting("download", "times_every_day", "1000"),
      setting("download", "times_every_ip", "1000"),
      setting("vip", "enable", "false"),
      setting("vip", "enable_credit_pay", "false"),
      setting("vip", "year_price", "0"),
      setting("vip", "quarter_price", "0"),
      setting("vip", "month_price", "990"),
      setting("vip", "month_original_price", "0"),
      setting("vip", "month_download", "0"),
      setting("vip", "month_document_discount", "100"),
    ]);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "journeys-money", task);
    current = undefined;
  });

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    if (admin && restore.length) await saveSettings(admin.token, restore);
    await fakes?.close();
    await browser?.close();
  });

  it("shows a member short of credits the balance, the price and each way switched on, and walks them to sign-in and recharge", async () => {
    // Nothing switched on: the dialog says so plainly.
    await saveSettings(admin.token, [setting("score", "sign_in", "0"), setting("score", "upload_document", "0"), ...gatewaysOff]);
    const member = await apiRegister(uniqueName("short"), "short-password");
    const balance = await balanceOf(member);
    const price = balance + 20;
    const doc = await pricedDocument("差魔豆文档", price);
    const page = await open(member, `/document/${doc.uuid}`);
    const errors = collectPageErrors(page);
    await page.getByTestId("download-button").click();
    const dialog = page.locator(".ant-modal").filter({ has: page.getByTestId("credit-shortfall-dialog") });
    await expect.poll(() => dialog.getByTestId("credit-shortfall-title").textContent()).toBe(`魔豆不足，还差 20 魔豆`);
    await expect(dialog.getByTestId("credit-shortfall").textContent()).resolves.toBe(`下载需 ${price} 魔豆，当前余额 ${balance} 魔豆`);
    await dialog.getByTestId("credit-ways-none").getByText("本站暂未开放获取魔豆的途径，如有需要请联系网站管理员。").waitFor();
    await shot(page, "shortfall-none");
    await dialog.getByRole("button", { name: buttonLabel("知道了") }).click();
    await waitForMotion(page);

    // Sign-in, upload rewards and recharge (a usable gateway) on: each is offered with what it gives.
    await saveSettings(admin.token, [setting("score", "sign_in", "3"), setting("score", "upload_document", "5"), ...fakes.settingEntries()]);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("download-button").click();
    const ways = dialog.getByTestId("credit-ways");
    await ways.waitFor();
    await expect(ways.locator("[data-testid^=credit-way-]:not([data-testid$=-link])").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-testid")))).resolves.toEqual([
      "credit-way-sign-in", "credit-way-upload", "credit-way-recharge",
    ]);
    await dialog.getByTestId("credit-way-sign-in").getByText("每天签到可得 3 魔豆").waitFor();
    await dialog.getByTestId("credit-way-upload").getByText("每上传一篇文档奖励 5 魔豆（每日最多 1 篇）").waitFor();
    await shot(page, "shortfall-ways");

    // 去签到 leads to the member centre's sign-in; signing gives 3.
    await dialog.getByTestId("credit-way-sign-in-link").click();
    await page.waitForURL((url) => url.pathname === "/me");
    await page.getByTestId("overview-sign-in").getByTestId("sign-in-button").click();
    await page.getByTestId("overview-sign-in").getByText("今日已签到").waitFor();
    expect(await balanceOf(member)).toBe(balance + 3);

    // Back on the document: sign-in is done for today; 去充值 proposes the 17 still missing and the gateway takes ¥1.70.
    await page.goto(`/document/${doc.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("download-button").click();
    await expect.poll(() => dialog.getByTestId("credit-shortfall-title").textContent()).toBe(`魔豆不足，还差 17 魔豆`);
    await dialog.getByTestId("credit-way-sign-in").getByText("今日已签到，明天再来").waitFor();
    await dialog.getByTestId("credit-way-recharge-link").click();
    await waitForMotion(page);
    const recharge = page.locator(".ant-modal").filter({ has: page.getByTestId("recharge-dialog") });
    await expect(recharge.getByRole("spinbutton").inputValue()).resolves.toBe("17");
    await expect(recharge.getByTestId("recharge-price").textContent()).resolves.toBe("¥1.70");
    await recharge.getByTestId("recharge-submit").click();
    await page.waitForURL(/\/order\?order_no=/);
    await waitForHydration(page);
    expect(await payAtCashier(page)).toBe(1.7);
    expect(await balanceOf(member)).toBe(price);

    // Now the download is confirmed once and paid.
    await page.goto(`/document/${doc.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("download-button").click();
    const confirm = page.getByRole("dialog");
    await confirm.locator(".ant-modal-confirm-title", { hasText: `下载该文档需支付 ${price} 魔豆` }).waitFor();
    const download = page.waitForEvent("download");
    await confirm.getByRole("button", { name: "确认下载" }).click();
    expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);
    await expect.poll(() => balanceOf(member)).toBe(0);
    expect(errors).toEqual([]);

    // A phone shows the same dialog within its width (the document above is bought now: a dearer one).
    const dearer = await pricedDocument("差魔豆文档", 1000);
    await page.context().close();
    const small = await open(member, `/document/${dearer.uuid}`, phone);
    await small.getByTestId("download-button").click();
    await small.getByTestId("credit-ways").waitFor();
    await waitForMotion(small);
    expect(await fits(small)).toBe(true);
    const box = await small.locator(".ant-modal").filter({ has: small.getByTestId("credit-shortfall-dialog") }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await shot(small, "phone-shortfall-ways");
  });

  it("prices VIP in what pays for it, shows the shortfall before any order, confirms, and charges the card's price", async () => {
    await saveSettings(admin.token, [setting("vip", "enable", "true"), setting("vip", "enable_credit_pay", "true"), ...gatewaysOff]);
    const member = await apiRegister(uniqueName("vipbuyer"), "vipbuyer-password");
    const balance = await balanceOf(member);
    const page = await open(member, "/");
    // VIP is one click from the header's user menu.
    await page.getByTestId("header-user").hover();
    await page.getByRole("menuitem", { name: "开通 VIP" }).click();
    await page.waitForURL((url) => url.pathname === "/joinvip");
    await waitForHydration(page);
    const card = page.getByTestId("vip-plan-2");
    // Only credits can pay: ¥9.90 at 10 credits a yuan is 99 credits, and that is the price shown.
    await expect(card.getByTestId("vip-price").textContent()).resolves.toBe("99 魔豆");
    await shot(page, "joinvip-credits");

    await page.getByTestId("vip-buy-2").click();
    const dialog = page.locator(".ant-modal").filter({ has: page.getByTestId("credit-shortfall-dialog") });
    await expect.poll(() => dialog.getByTestId("credit-shortfall-title").textContent()).toBe(`魔豆不足，还差 ${99 - balance} 魔豆`);
    await expect(dialog.getByTestId("credit-shortfall").textContent()).resolves.toBe(`需支付 99 魔豆，当前余额 ${balance} 魔豆`);
    await dialog.getByTestId("credit-way-sign-in").waitFor();
    // Buying VIP is not a way to pay for VIP.
    await expect(dialog.getByTestId("credit-way-vip").count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: buttonLabel("知道了") }).click();
    const orders = await apiCall<{ total: number }>("GET", "/api/v1/user/order?page=1&size=10", { token: member.token });
    expect(orders.body.total).toBe(0);

    await grant(member, 200);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("vip-buy-2").click();
    const confirm = page.getByRole("dialog");
    await confirm.locator(".ant-modal-confirm-title", { hasText: "确定使用 99 魔豆支付此订单吗？" }).waitFor();
    await expect(confirm.getByTestId("credit-pay-confirm").textContent()).resolves.toBe(`当前余额 ${balance + 200} 魔豆，支付后余额 ${balance + 101} 魔豆`);
    await shot(page, "joinvip-confirm");
    await confirm.getByRole("button", { name: buttonLabel("确定") }).click();
    await page.waitForURL(/\/order\?order_no=/);
    await page.getByTestId("order-paid").first().waitFor();
    expect(await balanceOf(member)).toBe(balance + 101);
    await page.getByTestId("header-user").hover();
    await page.getByRole("menuitem", { name: "我的 VIP" }).waitFor();

    // With a gateway the plan is priced in yuan, credits beside it, and the cashier takes exactly that.
    await saveSettings(admin.token, fakes.settingEntries());
    await page.goto("/joinvip");
    await waitForHydration(page);
    await expect(card.getByTestId("vip-price").textContent()).resolves.toBe("¥9.90");
    await expect(card.getByTestId("vip-price-credits").textContent()).resolves.toBe("或 99 魔豆");
    await shot(page, "joinvip-yuan");
    await page.getByTestId("vip-buy-2").click();
    await page.waitForURL(/\/order\?order_no=/);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("order-amount").textContent()).toBe("¥9.90");
    expect(await payAtCashier(page)).toBe(9.9);

    await page.context().close();
    const small = await open(member, "/joinvip", phone);
    await small.getByTestId("vip-plan-2").waitFor();
    expect(await fits(small)).toBe(true);
    await shot(small, "phone-joinvip");
  });

  it("shows 已购买 on a bought document, which downloads without a price; an order paid with a download code says so", async () => {
    const doc = await pricedDocument("已购文档", 5);
    const member = await apiRegister(uniqueName("bought"), "bought-password");
    await grant(member, 50);
    const page = await open(member, `/document/${doc.uuid}`);
    await expect(page.getByTestId("document-bought").count()).resolves.toBe(0);
    await page.getByTestId("download-button").click();
    const confirm = page.getByRole("dialog");
    await confirm.locator(".ant-modal-confirm-title", { hasText: "下载该文档需支付 5 魔豆" }).waitFor();
    let download = page.waitForEvent("download");
    await confirm.getByRole("button", { name: "确认下载" }).click();
    await download;
    await page.getByTestId("document-bought").getByText("已购买").waitFor();
    const after = await balanceOf(member);

    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("document-bought").waitFor();
    await expect(page.getByTestId("buy-document-button").count()).resolves.toBe(0);
    await shot(page, "document-bought");
    download = page.waitForEvent("download");
    await page.getByTestId("download-button").click();
    expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);
    await expect(page.locator(".ant-modal-confirm").count()).resolves.toBe(0);
    expect(await balanceOf(member)).toBe(after);

    // A member without the credits pays with a download code from the shortfall dialog.
    await saveSettings(admin.token, [setting("download", "enable_code_download", "true"), ...gatewaysOff]);
    const codes = await apiCall<{ code: string[] }>("POST", "/api/v1/downloadcode", { token: admin.token, body: { count: 1 } });
    expect(codes.status, JSON.stringify(codes.body)).toBe(200);
    const dear = await pricedDocument("下载码文档", 300);
    const poor = await apiRegister(uniqueName("coder"), "coder-password");
    const poorBalance = await balanceOf(poor);
    await page.context().close();
    const codePage = await open(poor, `/document/${dear.uuid}`);
    await codePage.getByTestId("download-button").click();
    await codePage.getByTestId("credit-way-download-code").getByText("使用下载码购买此文档，无需扣除余额").waitFor();
    await codePage.getByTestId("credit-way-download-code-link").click();
    await codePage.waitForURL(/\/order\?order_no=/);
    await waitForHydration(codePage);
    await codePage.getByTestId("payment-methods").locator('[data-payment-type="9"]').click();
    await codePage.getByTestId("download-code-input").fill(codes.body.code[0]);
    await codePage.getByTestId("order-pay").click();
    await codePage.getByTestId("order-paid").first().waitFor();
    const summary = codePage.getByTestId("order-summary");
    await expect.poll(() => summary.getByTestId("order-amount").textContent()).toBe("下载码兑换");
    await shot(codePage, "order-paid-code");

    await codePage.goto("/me/order");
    await waitForHydration(codePage);
    const row = codePage.getByTestId("my-orders").getByRole("row").filter({ hasText: dear.title });
    await expect.poll(() => row.getByTestId("my-order-amount").textContent()).toBe("实付 下载码兑换");
    await shot(codePage, "me-order-code");

    await codePage.goto(`/document/${dear.uuid}`);
    await waitForHydration(codePage);
    await codePage.getByTestId("document-bought").waitFor();
    download = codePage.waitForEvent("download");
    await codePage.getByTestId("download-button").click();
    expect((await download).suggestedFilename()).toBe(`${dear.title}.pdf`);
    expect(await balanceOf(poor)).toBe(poorBalance);

    const adminPage = await open(admin, "/admin/order");
    const adminRow = adminPage.getByRole("row").filter({ hasText: dear.title });
    await expect.poll(() => adminRow.getByTestId("admin-order-paid").textContent()).toBe("下载码兑换");
    await saveSettings(admin.token, fakes.settingEntries());
  });

  it("tells a visitor who clicks 下载 to sign in first, one click from the login page, and lands them back on the document", async () => {
    const doc = await pricedDocument("访客下载文档", 0);
    const member = await apiRegister(uniqueName("visitor"), "visitor-password");
    const page = await open(undefined, `/document/${doc.uuid}`);
    await page.getByTestId("download-button").click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(".ant-modal-confirm-title", { hasText: "请先登录" }).waitFor();
    await dialog.getByTestId("sign-in-first").getByText("登录后即可下载该文档，登录完成将返回本页。").waitFor();
    await expect(page.getByText("您未登录或您的登录已过期").count()).resolves.toBe(0);
    await shot(page, "visitor-sign-in-first");
    await dialog.getByRole("button", { name: buttonLabel("去登录") }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    const form = page.getByTestId("login-form");
    await form.locator("#username").fill(member.user.username);
    await form.locator("#password").fill("visitor-password");
    await form.locator("button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === `/document/${doc.uuid}`);
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByTestId("download-button").click();
    expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);

    await page.context().close();
    const small = await open(undefined, `/document/${doc.uuid}`, phone);
    await small.getByTestId("download-button").click();
    await small.getByRole("dialog").getByTestId("sign-in-first").waitFor();
    await waitForMotion(small);
    expect(await fits(small)).toBe(true);
    await shot(small, "phone-visitor-sign-in-first");
  });
});
