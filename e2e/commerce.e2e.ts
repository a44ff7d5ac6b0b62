import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeGateways, type FakeGateways } from "../apps/server/src/test/fake-gateways/index.js";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration, waitForMotion, watchRequests } from "./support/browser";
import { brokenImages, collectPageErrors } from "./support/content-fixtures";
import { waitFor } from "./support/document-fixtures";
import { balanceOf, createPricedDocument } from "./support/priced-documents";

/** Screenshots go to $COMMERCE_SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.COMMERCE_SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/commerce-${name}.png`, fullPage: true });
};



/** An order number from the address of the order page. */
const orderNoOf = (page: Page) => new URL(page.url()).searchParams.get("order_no") ?? "";

describe("commerce: recharge, VIP and download codes in the browser", () => {
  let browser: Browser;
  let fakes: FakeGateways;
  let admin: ApiSession;
  let buyer: ApiSession;
  let previousSettings: Array<{ category: string; name: string; value: string }> = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let current: Page | undefined;
  let errors: string[] = [];

  const open = async (session: ApiSession, address: string, size?: { width: number; height: number }) => {
    const opened = await newPage(browser, size);
    current = opened.page;
    errors = collectPageErrors(opened.page);
    await storeSession(opened.page, session);
    await opened.page.goto(address);
    await waitForHydration(opened.page);
    return opened.page;
  };

  const pricedDocument = (prefix: string, price: number) => createPricedDocument(admin.token, prefix, price, cleanups);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    fakes = await startFakeGateways({ siteUrl: baseUrl() });
    previousSettings = await saveSettings(admin.token, [
      { category: "system", name: "domain", value: baseUrl() },
      ...fakes.settingEntries(),
      { category: "pay", name: "enable_recharge", value: "true" },
      { category: "pay", name: "recharge_discount", value: "100:1\n500:0.9\n1000:0.85" },
      { category: "vip", name: "enable", value: "true" },
      { category: "vip", name: "enable_credit_pay", value: "true" },
      { category: "vip", name: "month_price", value: "100" },
      { category: "vip", name: "month_original_price", value: "300" },
      { category: "vip", name: "month_download", value: "5" },
      { category: "vip", name: "month_times_every_day", value: "0" },
      { category: "vip", name: "month_document_discount", value: "85" },
      { category: "download", name: "enable_code_download", value: "true" },
      { category: "download", name: "max_price", value: "10" },
      { category: "download", name: "code_tip", value: '<p>关注公众号回复<b>下载码</b>获取<script>window.__tipScript = 1</script></p>' },
    ]);
    buyer = await apiRegister(uniqueName("buyer"), "buyer-password");
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "commerce", task);
    current = undefined;
  });

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    if (admin && previousSettings.length) await saveSettings(admin.token, previousSettings);
    await fakes?.close();
    await browser?.close();
  });

  it("recharges with a discount tier: order page, WeChat QR, the gateway's callback, the new balance", async () => {
    const before = await balanceOf(buyer);
    const page = await open(buyer, "/");
    await page.getByTestId("header-user").hover();
    await page.getByRole("menuitem", { name: "魔豆充值" }).click();
    await waitForMotion(page);
    const dialog = page.getByTestId("recharge-dialog");
    await dialog.getByTestId("recharge-tier-500").click();
    await expect.poll(() => dialog.getByTestId("recharge-price").textContent()).toBe("¥45.00");
    await expect(dialog.getByTestId("recharge-badge").textContent()).resolves.toBe("9折");
    await shot(page, "recharge-dialog");
    await dialog.getByTestId("recharge-submit").click();

    await page.waitForURL(/\/order\?order_no=/);
    const orderNo = orderNoOf(page);
    const summary = page.getByTestId("order-summary");
    await expect.poll(() => summary.getByTestId("order-amount").textContent()).toBe("¥45.00");
    await expect(summary.getByTestId("order-discount").textContent()).resolves.toBe("9折");
    // A recharge cannot be paid with credits; every enabled gateway is offered, 虎皮椒 under its display name.
    const methods = page.getByTestId("payment-methods");
    await expect(methods.locator("[data-payment-type]").evaluateAll((all) => all.map((e) => e.getAttribute("data-payment-type")))).resolves.toEqual(["1", "2", "8"]);

    await methods.locator('[data-payment-type="1"]').click();
    await page.getByTestId("order-pay").click();
    const qr = page.getByTestId("order-qr");
    await qr.locator("canvas").waitFor();
    expect(await qr.getAttribute("data-payment-url")).toMatch(/^weixin:\/\//);
    await shot(page, "order-wechat-qr");

    const answered = await fakes.wechatpay.pay(orderNo);
    expect(answered.status).toBe(200);
    // The page polls the order's status and shows the balance the member now has.
    const paid = page.getByTestId("order-paid");
    await paid.waitFor({ timeout: 15_000 });
    await expect.poll(() => paid.getByTestId("order-paid-balance").textContent()).toContain(`当前余额：${before + 500}`);
    expect(await balanceOf(buyer)).toBe(before + 500);
    expect(await brokenImages(page)).toEqual([]);
    await shot(page, "order-paid-recharge");

    await page.goto("/me/credit");
    await waitForHydration(page);
    await page.getByTestId("credit-log").getByText("充值", { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId("credit-log-balance").textContent()).toContain(String(before + 500));
    await shot(page, "me-credit");
    expect(errors).toEqual([]);
  });

  it("lists the paid recharge on /admin/order with its detail drawer", async () => {
    const page = await open(admin, "/admin/order");
    const table = page.getByTestId("admin-orders");
    const row = table.locator("tr", { hasText: buyer.user.username }).first();
    await row.waitFor();
    await row.getByText("已支付").waitFor();
    await row.getByRole("button", { name: "详情" }).click();
    await waitForMotion(page);
    const detail = page.getByTestId("order-detail");
    await detail.getByText("微信支付").waitFor();
    // The order's amount and what was actually paid (实付): the same ¥45.00 by WeChat Pay.
    await detail.getByText("¥45.00").first().waitFor();
    expect(await detail.getByText("¥45.00").count()).toBe(2);
    await shot(page, "admin-order-detail");
  });

  it("buys VIP with credits: the ads go and a VIP-only document downloads", async () => {
    const vipDoc = await pricedDocument("VIP专享文档", 3);
    // The administrator makes it VIP-only with the batch command of the document list.
    const adminPage = await open(admin, "/admin/document/list");
    await adminPage.getByPlaceholder("标题、关键词或描述").fill(vipDoc.title);
    await adminPage.getByPlaceholder("标题、关键词或描述").press("Enter");
    const docRow = adminPage.getByRole("row").filter({ hasText: vipDoc.title });
    await docRow.getByRole("checkbox").check();
    await adminPage.getByTestId("document-batch").click();
    await adminPage.getByRole("menuitem", { name: "设为 VIP 专享" }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await docRow.getByTestId("document-vip-tag").waitFor();
    await adminPage.context().close();

    // Search hits carry the badge too.
    await waitFor("the document in the search index", async () => {
      const reply = (await apiCall<{ document?: Array<{ uuid?: string; is_vip?: boolean }> }>("GET", `/api/v1/search?wd=${encodeURIComponent(vipDoc.title)}&type=0`)).body;
      return reply.document?.find((hit) => hit.uuid === vipDoc.uuid && hit.is_vip);
    });
    const searchPage = await open(buyer, `/search?wd=${encodeURIComponent(vipDoc.title)}`);
    await searchPage.getByTestId("search-hit").filter({ hasText: vipDoc.title }).getByTestId("document-vip-badge").waitFor();
    await shot(searchPage, "search-hit-vip");
    await searchPage.context().close();

    const marker = uniqueName("商业测试广告");
    const ad = await apiCall<{ id: number }>("POST", "/api/v1/advertisement", {
      token: admin.token,
      body: { position: "document_top", title: marker, content: `<p><strong>${marker}</strong></p>` },
    });
    expect(ad.status, JSON.stringify(ad.body)).toBe(200);
    cleanups.push(() => apiCall("DELETE", `/api/v1/advertisement?id=${ad.body.id}`, { token: admin.token }));
    const before = await balanceOf(buyer);

    const page = await open(buyer, `/document/${vipDoc.uuid}`);
    await page.getByTestId("document-vip-badge").waitFor();
    await page.locator('[data-testid="ad-slot"][data-position="document_top"]').getByText(marker).waitFor();
    await page.getByTestId("join-vip-button").click();

    await page.waitForURL(/\/joinvip$/);
    await page.getByTestId("vip-plan-2").waitFor();
    await expect(page.getByTestId("vip-plan-2").getByTestId("vip-price").textContent()).resolves.toBe("¥1.00");
    await shot(page, "joinvip");
    await page.getByTestId("vip-buy-2").click();

    await page.waitForURL(/\/order\?order_no=/);
    const methods = page.getByTestId("payment-methods");
    await methods.locator('[data-payment-type="5"]').click();
    await page.getByTestId("order-pay").click();
    await page.getByRole("button", { name: buttonLabel("确定") }).click();
    const paid = page.getByTestId("order-paid");
    await paid.getByText("您已开通月度会员").waitFor();
    await paid.getByText(/有效期：/).waitFor();
    // ¥1.00 at 10 credits a yuan.
    expect(await balanceOf(buyer)).toBe(before - 10);
    await page.getByTestId("vip-icon").first().waitFor();
    await shot(page, "order-paid-vip");

    const sent = watchRequests(page);
    await page.goto(`/document/${vipDoc.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("download-button").waitFor();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("ad-slot").count()).resolves.toBe(0);
    await expect(page.getByText(marker).count()).resolves.toBe(0);
    await expect(page.getByTestId("join-vip-button").count()).resolves.toBe(0);
    const download = page.waitForEvent("download");
    await page.getByTestId("download-button").click();
    expect((await download).suggestedFilename()).toBe(`${vipDoc.title}.pdf`);
    expect(sent("GET", "/api/v1/document/download/vip")).toBe(true);
    expect(await balanceOf(buyer)).toBe(before - 10);
    expect(await brokenImages(page)).toEqual([]);
    await shot(page, "vip-document");

    await page.goto("/me/vip");
    await waitForHydration(page);
    await page.getByTestId("my-vip-active").waitFor();
    await page.getByTestId("my-vip").getByText("月度会员").waitFor();
    await shot(page, "me-vip");

    const vipList = await open(admin, "/admin/user/vip");
    const vipRow = vipList.getByTestId("admin-user-vip").getByRole("row").filter({ hasText: buyer.user.username });
    await vipRow.getByText("月度会员").waitFor();
    await vipRow.getByText("有效").waitFor();
    await shot(vipList, "admin-user-vip");
  });

  it("buys a document with money: 虎皮椒's cashier page, back to the order page, then the download", async () => {
    const doc = await pricedDocument("付费购买文档", 20);
    const shopper = await apiRegister(uniqueName("shopper"), "shopper-password");
    const page = await open(shopper, `/document/${doc.uuid}`);
    await page.getByTestId("buy-document-button").click();
    await page.waitForURL(/\/order\?order_no=/);
    const orderNo = orderNoOf(page);
    await expect.poll(() => page.getByTestId("order-amount").textContent()).toBe("¥2.00");
    const methods = page.getByTestId("payment-methods");
    // Above download.max_price (10) no download code is offered.
    await expect(methods.locator('[data-payment-type="9"]').count()).resolves.toBe(0);
    await methods.locator('[data-payment-type="8"]').click();
    await page.getByTestId("order-pay").click();
    await page.waitForURL((url) => url.origin === fakes.xunhupay.origin);
    await expect(page.locator("#order-no").textContent()).resolves.toBe(orderNo);
    await page.locator("#fake-pay").click();

    await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && url.pathname === "/order");
    await waitForHydration(page);
    await page.getByTestId("order-paid").waitFor();
    const xunhupayName = (await publicSettings()).payment.xunhupay_name;
    await page.getByTestId("order-summary").getByText(xunhupayName).waitFor();
    const download = page.waitForEvent("download");
    await page.getByTestId("order-download").click();
    expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);
    await shot(page, "order-paid-xunhupay");

    await page.goto("/me/order");
    await waitForHydration(page);
    const row = page.getByTestId("my-orders").getByRole("row").filter({ hasText: orderNo });
    await row.getByText("已支付").waitFor();
    await row.getByText(xunhupayName).waitFor();
    await shot(page, "me-order");
  });

  it("pays for a document with credits in a dialog when the order pages are off (display.show_order)", async () => {
    const doc = await pricedDocument("积分弹窗购买文档", 20);
    const shopper = await apiRegister(uniqueName("inline"), "inline-password");
    const granted = await apiCall("POST", "/api/v1/order/system/recharge", { token: admin.token, body: { user_id: shopper.user.id, credit: 50 } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const before = await balanceOf(shopper);
    const restore = await saveSettings(admin.token, [{ category: "display", name: "show_order", value: "false" }]);
    try {
      const page = await open(shopper, `/document/${doc.uuid}`);
      await page.getByTestId("buy-document-button").click();
      const dialog = page.getByRole("dialog");
      await dialog.locator(".ant-modal-confirm-title", { hasText: "确定使用 20" }).waitFor();
      await shot(page, "inline-credit-pay");
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
      expect((await download).suggestedFilename()).toBe(`${doc.title}.pdf`);
      expect(page.url()).not.toContain("/order");
      expect(await balanceOf(shopper)).toBe(before - 20);
      const mine = await apiCall<{ order: Array<{ order_type: number; product_id: number; status: number; payment_type: number }> }>("GET", "/api/v1/user/order?page=1&size=10", { token: shopper.token });
      const bought = mine.body.order.filter((o) => o.order_type === 1);
      expect(bought.map((o) => [o.product_id, o.status, o.payment_type])).toEqual([[doc.id, 2, 5]]);
    } finally {
      await saveSettings(admin.token, restore);
    }
  });

  it("unlocks a document once with a download code an administrator generated", async () => {
    const first = await pricedDocument("下载码文档一", 5);
    const second = await pricedDocument("下载码文档二", 5);
    const reader = await apiRegister(uniqueName("coder"), "coder-password");

    const adminPage = await open(admin, "/admin/order/downloadcode");
    await adminPage.getByTestId("create-download-codes").click();
    await waitForMotion(adminPage);
    await adminPage.getByRole("dialog").getByRole("spinbutton").fill("1");
    await adminPage.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    const generated = adminPage.getByTestId("new-download-codes");
    await generated.waitFor();
    const code = (await generated.inputValue()).trim();
    expect(code).toMatch(/^\S{6,}$/);
    await adminPage.context().close();

    const page = await open(reader, `/document/${first.uuid}`);
    await page.getByTestId("buy-document-button").click();
    await page.waitForURL(/\/order\?order_no=/);
    const methods = page.getByTestId("payment-methods");
    await methods.locator('[data-payment-type="9"]').click();
    // The tip's HTML shows without its script.
    await page.locator(".wk-order-code-tip b", { hasText: "下载码" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __tipScript?: number }).__tipScript)).toBeUndefined();
    await expect(page.locator(".wk-order-code-tip script").count()).resolves.toBe(0);
    await page.getByTestId("download-code-input").fill(code);
    await shot(page, "order-download-code");
    await page.getByTestId("order-pay").click();
    const paid = page.getByTestId("order-paid");
    await paid.waitFor();
    const download = page.waitForEvent("download");
    await page.getByTestId("order-download").click();
    expect((await download).suggestedFilename()).toBe(`${first.title}.pdf`);
    await shot(page, "order-paid-document");

    // The same code does not unlock a second document.
    await page.goto(`/document/${second.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("buy-document-button").click();
    await page.waitForURL(/\/order\?order_no=/);
    await page.getByTestId("payment-methods").locator('[data-payment-type="9"]').click();
    await page.getByTestId("download-code-input").fill(code);
    await page.getByTestId("order-pay").click();
    await page.getByText("下载码无效或已被使用").waitFor();
    await expect(page.getByTestId("order-paid").count()).resolves.toBe(0);
    expect((await apiCall<{ status: number }>("GET", `/api/v1/order?order_no=${orderNoOf(page)}`, { token: reader.token })).body.status).toBe(1);

    const list = await apiCall<{ download_code: unknown[] }>("GET", `/api/v1/downloadcode/list?wd=${encodeURIComponent(code)}`, { token: admin.token });
    expect(list.body.download_code).toHaveLength(1);
    expect(list.body.download_code[0]).toMatchObject({ status: 1, used_by: reader.user.id, document_id: first.id });
  });

  it("fits a phone: /joinvip, the recharge dialog at 90 % and the order page", async () => {
    const phone = { width: 375, height: 812 };
    const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const page = await open(buyer, "/joinvip", phone);
    await page.getByTestId("vip-plan-2").waitFor();
    expect(await fits(page)).toBe(true);
    await shot(page, "phone-joinvip");

    await page.goto("/me/credit");
    await waitForHydration(page);
    await page.getByTestId("credit-log-recharge").click();
    await waitForMotion(page);
    const dialog = page.locator(".ant-modal").filter({ has: page.getByTestId("recharge-dialog") });
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(Math.round(375 * 0.9));
    await page.getByTestId("recharge-custom").click();
    await page.getByTestId("recharge-dialog").getByRole("spinbutton").fill("1200");
    await expect.poll(() => page.getByTestId("recharge-price").textContent()).toBe("¥102.00");
    await expect(page.getByTestId("recharge-badge").textContent()).resolves.toBe("8.5折");
    await shot(page, "phone-recharge");
    await page.getByTestId("recharge-submit").click();
    await page.waitForURL(/\/order\?order_no=/);
    await page.getByTestId("payment-methods").waitFor();
    expect(await fits(page)).toBe(true);
    await expect.poll(() => page.getByTestId("order-amount").textContent()).toBe("¥102.00");
    await shot(page, "phone-order");

    // Cancelling closes the order.
    await page.getByTestId("order-cancel").click();
    await page.getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByTestId("order-closed").waitFor();
    expect((await apiCall<{ status: number }>("GET", `/api/v1/order?order_no=${orderNoOf(page)}`, { token: buyer.token })).body.status).toBe(3);
  });

  it("lets an administrator recharge, mark a refund and close an order, and fetch WeChat Pay's certificate", async () => {
    const before = await balanceOf(buyer);
    const page = await open(admin, "/admin/order");
    await page.getByTestId("system-recharge").click();
    await waitForMotion(page);
    const dialog = page.getByRole("dialog");
    await dialog.locator(".ant-select").first().click();
    await page.keyboard.type(buyer.user.username);
    await page.locator(".ant-select-item-option", { hasText: buyer.user.username }).click();
    await dialog.getByRole("spinbutton").fill("100");
    await dialog.getByLabel("备注").fill("活动奖励");
    await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByText("充值成功").waitFor();
    expect(await balanceOf(buyer)).toBe(before + 100);

    // The recharge paid through WeChat Pay is marked refunded: its credits go back.
    const rechargeRow = page.getByTestId("admin-orders").getByRole("row").filter({ hasText: "¥45.00" });
    await rechargeRow.getByRole("button", { name: "退款标记" }).click();
    await waitForMotion(page);
    await page.getByRole("dialog").getByLabel("退款备注").fill("用户申请退款");
    await page.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await rechargeRow.getByText("已退款").waitFor();
    expect(await balanceOf(buyer)).toBe(before + 100 - 500);

    const pending = await apiCall<{ order_no: string }>("POST", "/api/v1/order", { token: buyer.token, body: { order_type: 3, quantity: 100 } });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    await page.reload();
    await waitForHydration(page);
    const pendingRow = page.getByTestId("admin-orders").getByRole("row").filter({ hasText: pending.body.order_no });
    await pendingRow.getByRole("button", { name: "关闭" }).click();
    await page.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await pendingRow.getByText("已关闭").waitFor();
    await shot(page, "admin-orders");

    await page.goto("/admin/config/pay");
    await waitForHydration(page);
    await page.getByTestId("wechatpay-cert").click();
    await expect.poll(() => page.getByTestId("wechatpay-cert-text").inputValue(), { timeout: 15_000 }).toContain("-----BEGIN CERTIFICATE-----");
    await shot(page, "admin-wechatpay-cert");
    await page.keyboard.press("Escape");

    await page.goto("/admin/config/vip");
    await waitForHydration(page);
    await page.getByTestId("config-form").getByRole("button", { name: buttonLabel("保存") }).click();
    await page.getByText("保存成功").waitFor();
  });
});
