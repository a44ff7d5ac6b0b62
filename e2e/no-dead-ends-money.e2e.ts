import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeGateways, type FakeGateways } from "../apps/server/src/test/fake-gateways/index.js";
import { apiRegister, apiSignIn, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, waitForHydration, waitForMotion } from "./support/browser";
import { collectPageErrors } from "./support/content-fixtures";
import { balanceOf, createPricedDocument, grantCredits } from "./support/priced-documents";
import { openPage } from "./support/open-page";

/** Screenshots go to $MONEY_SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.MONEY_SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/money-${name}.png`, fullPage: true });
};

const phone = { width: 375, height: 812 };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const gatewaysOff = ["wechatpay", "alipay", "xunhupay"].map((provider) => ({ category: "pay", name: `enable_${provider}`, value: "false" }));

describe("no dead ends with money: purchases only where they can be paid, credits charged after one question", () => {
  let browser: Browser;
  let fakes: FakeGateways;
  let admin: ApiSession;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let current: Page | undefined;

  const open = async (session: ApiSession | undefined, address: string, size?: { width: number; height: number }) =>
    (current = (await openPage(browser, session, address, size)).page);

  const grant = (member: ApiSession, credit: number) => grantCredits(admin.token, member.user.id, credit);

  const pricedDocument = (prefix: string, price: number) => createPricedDocument(admin.token, prefix, price, cleanups);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    fakes = await startFakeGateways();
    // Every setting these tests change, as it was, so that the lane's next file finds the site unchanged.
    restore = await saveSettings(admin.token, [
      ...fakes.settingEntries(),
      { category: "pay", name: "enable_recharge", value: "true" },
      { category: "vip", name: "enable", value: "false" },
      { category: "vip", name: "enable_credit_pay", value: "false" },
      { category: "vip", name: "month_price", value: "0" },
      { category: "vip", name: "month_download", value: "0" },
      { category: "vip", name: "month_document_discount", value: "100" },
      { category: "display", name: "show_document_download_count", value: "true" },
      { category: "download", name: "free_download_duration", value: "0" },
      ...gatewaysOff,
    ]);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "money", task);
    current = undefined;
  });

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    if (admin && restore.length) await saveSettings(admin.token, restore);
    await fakes?.close();
    await browser?.close();
  });

  it("warns the administrator who switches VIP on without a gateway, and leaves members no way to an unpayable order", async () => {
    const page = await open(admin, "/admin/config/vip");
    const form = page.getByTestId("config-form");
    // The plans are tabs of their own; their prices are typed in yuan.
    const sections = form.getByTestId("config-sections");
    await sections.getByRole("tab", { name: "月度 VIP" }).waitFor();
    await expect(sections.getByRole("tab").allTextContents()).resolves.toEqual(["年度 VIP", "季度 VIP", "月度 VIP"]);
    await sections.getByRole("tab", { name: "月度 VIP" }).click();
    await waitForMotion(page);
    await form.locator("#month_price").fill("19.90");
    await form.locator("#month_download").fill("5");
    await form.getByLabel("启用 VIP").click();
    await form.getByRole("button", { name: buttonLabel("保存") }).click();
    const warnings = page.getByTestId("config-warnings");
    await warnings.getByText(/启用 VIP：已启用，但没有可用的支付方式/).waitFor();
    const stored = await apiCall<{ config: Array<{ name: string; value: string }> }>("GET", "/api/v1/config/list?category=vip", { token: admin.token });
    expect(stored.body.config.find((row) => row.name === "month_price")?.value).toBe("1990");
    await shot(page, "admin-config-vip-warning");

    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    const problems = page.getByTestId("setting-problems");
    await problems.getByText("启用 VIP", { exact: true }).waitFor();
    await problems.getByText("启用积分充值", { exact: true }).waitFor();

    await page.context().close();
    const member = await apiRegister(uniqueName("novip"), "novip-password");
    const joinvip = await open(member, "/joinvip");
    const plan = joinvip.getByTestId("vip-plan-2");
    await joinvip.getByTestId("joinvip-unpayable").getByText("暂无可用的支付方式").waitFor();
    await expect(joinvip.getByTestId("vip-buy-2").isDisabled()).resolves.toBe(true);
    // Only what the plan gives: no "0 次", no "无折扣".
    const perks = (await plan.locator(".wk-vip-perks li").allTextContents()).map((perk) => perk.trim());
    expect(perks).toEqual(["浏览全站无广告", "VIP 专享文档免费下载 5 次"]);
    await shot(joinvip, "joinvip-unpayable");
    // Recharge is on, but no gateway can take the money: the menu does not offer it.
    await joinvip.getByTestId("header-user").hover();
    await joinvip.getByRole("menuitem", { name: "个人中心" }).waitFor();
    await expect(joinvip.getByRole("menuitem", { name: "魔豆充值" }).count()).resolves.toBe(0);
    const refused = await apiCall<{ message: string }>("POST", "/api/v1/order", { token: member.token, body: { order_type: 2, product_id: 2 } });
    expect([refused.status, refused.body.message]).toEqual([403, "暂无可用的支付方式，请联系管理员"]);

    await joinvip.context().close();
    const small = await open(member, "/joinvip", phone);
    await small.getByTestId("joinvip-unpayable").waitFor();
    expect(await fits(small)).toBe(true);
    await shot(small, "phone-joinvip-unpayable");
  });

  it("buys a paid document with credits through one confirmation, and the page shows the new balance and download count", async () => {
    const doc = await pricedDocument("魔豆下载文档", 20);
    const buyer = await apiRegister(uniqueName("reader"), "reader-password");
    await grant(buyer, 50);
    const before = await balanceOf(buyer);
    const page = await open(buyer, `/document/${doc.uuid}`);
    const errors = collectPageErrors(page);
    await expect.poll(() => page.getByTestId("credit-balance").textContent()).toBe(String(before));
    await page.getByTestId("document-stats").getByText("0 下载").waitFor();

    await page.getByTestId("download-button").click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(".ant-modal-confirm-title", { hasText: "下载该文档需支付 20 魔豆" }).waitFor();
    await expect(dialog.getByTestId("download-confirm").textContent()).resolves.toBe(`当前余额 ${before} 魔豆，下载后余额 ${before - 20} 魔豆`);
    await shot(page, "document-download-confirm");
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "确认下载" }).click();
    expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);
    await page.locator(".ant-message").getByText(`已扣除 20 魔豆，当前余额 ${before - 20} 魔豆，开始下载`).waitFor();
    await expect.poll(() => page.getByTestId("credit-balance").textContent()).toBe(String(before - 20));
    await page.getByTestId("document-stats").getByText("1 下载").waitFor();
    expect(await balanceOf(buyer)).toBe(before - 20);
    await shot(page, "document-downloaded");

    // A document dearer than the balance: the shortfall, no recharge (no gateway), nothing taken.
    const dear = await pricedDocument("昂贵文档", before + 100);
    await page.goto(`/document/${dear.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("download-button").click();
    const notice = page.locator(".ant-modal").filter({ has: page.getByTestId("credit-shortfall-dialog") });
    await expect.poll(() => notice.getByTestId("credit-shortfall-title").textContent()).toBe(`魔豆不足，还差 ${before + 100 - (before - 20)} 魔豆`);
    await expect(notice.getByTestId("credit-shortfall").textContent()).resolves.toBe(`下载需 ${before + 100} 魔豆，当前余额 ${before - 20} 魔豆`);
    await notice.getByTestId("credit-ways").or(notice.getByTestId("credit-ways-none")).waitFor();
    await expect(notice.getByTestId("credit-way-recharge").count()).resolves.toBe(0);
    await notice.getByRole("button", { name: "知道了" }).click();
    expect(await balanceOf(buyer)).toBe(before - 20);
    expect(errors).toEqual([]);
  });

  it("disables paying with credits and shows the shortfall on the order page, with recharge once recharge works", async () => {
    await saveSettings(admin.token, [
      ...fakes.settingEntries(),
      { category: "vip", name: "enable", value: "true" },
      { category: "vip", name: "enable_credit_pay", value: "true" },
    ]);
    const member = await apiRegister(uniqueName("short"), "short-password");
    const balance = await balanceOf(member);
    const page = await open(member, "/joinvip");
    await expect(page.getByTestId("joinvip-unpayable").count()).resolves.toBe(0);
    await shot(page, "joinvip");
    await page.getByTestId("vip-buy-2").click();
    await page.waitForURL(/\/order\?order_no=/);
    const orderUrl = page.url();

    // ¥19.90 is 199 credits at 10 a yuan.
    await page.getByTestId("payment-methods").locator('[data-payment-type="5"]').click();
    const credits = page.getByTestId("credit-pay-balance");
    await credits.getByText(`魔豆不足，还差 ${199 - balance} 魔豆`, { exact: false }).waitFor();
    await expect(page.getByTestId("order-pay").isDisabled()).resolves.toBe(true);
    await shot(page, "order-credits-short");
    await credits.getByTestId("credit-pay-ways").click();
    await page.getByTestId("credit-way-recharge-link").click();
    await waitForMotion(page);
    const recharge = page.locator(".ant-modal").filter({ has: page.getByTestId("recharge-dialog") });
    await recharge.locator(".ant-modal-title", { hasText: "魔豆充值" }).waitFor();
    // It proposes what the order lacks.
    await expect(recharge.getByRole("spinbutton").inputValue()).resolves.toBe(String(199 - balance));
    await expect(recharge.getByTestId("recharge-price").textContent()).resolves.toBe(`¥${((199 - balance) / 10).toFixed(2)}`);
    await shot(page, "recharge-dialog");
    await page.context().close();

    const small = await open(member, orderUrl, phone);
    await small.getByTestId("payment-methods").locator('[data-payment-type="5"]').click();
    await small.getByTestId("credit-pay-ways").waitFor();
    expect(await fits(small)).toBe(true);
    await shot(small, "phone-order-credits-short");
    await small.getByTestId("credit-pay-ways").click();
    await small.getByTestId("credit-way-recharge-link").click();
    await waitForMotion(small);
    const phoneDialog = small.locator(".ant-modal").filter({ has: small.getByTestId("recharge-dialog") });
    expect(Math.round((await phoneDialog.boundingBox())!.width)).toBe(Math.round(375 * 0.9));
    await shot(small, "phone-recharge-dialog");
    await small.context().close();

    // With enough credits the same order is paid after one question, and the new balance is told.
    await grant(member, 300);
    const rich = await open(member, orderUrl);
    await rich.getByTestId("payment-methods").locator('[data-payment-type="5"]').click();
    await expect(rich.getByTestId("order-pay").isDisabled()).resolves.toBe(false);
    await rich.getByTestId("order-pay").click();
    const confirm = rich.getByRole("dialog");
    await expect(confirm.getByTestId("credit-pay-confirm").textContent()).resolves.toBe(`当前余额 ${balance + 300} 魔豆，支付后余额 ${balance + 101} 魔豆`);
    await confirm.getByRole("button", { name: buttonLabel("确定") }).click();
    await rich.locator(".ant-message").getByText(`支付成功，已扣除 199 魔豆，当前余额 ${balance + 101} 魔豆`).waitFor();
    await rich.getByTestId("order-paid").waitFor();
    expect(await balanceOf(member)).toBe(balance + 101);
  });
});
