import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";

async function userMenuItems(page: Page): Promise<string[]> {
  await page.getByTestId("header-user").hover();
  const menu = page.locator(".ant-dropdown-menu").last();
  await menu.waitFor();
  return (await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim());
}

async function openAs(browser: Browser, session: ApiSession, address = "/", width = 1280) {
  const { page, context } = await newPage(browser, { width });
  await storeSession(page, session);
  await page.goto(address);
  await waitForHydration(page);
  return { page, context };
}

describe("site chrome: header, search, hover card, mobile drawer", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    member = await apiRegister(uniqueName("m"), "member-password");
  });
  afterAll(() => browser?.close());

  it("shows anonymous visitors a login link that remembers where they were", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/404");
    await waitForHydration(page);
    await expect(page.getByTestId("header-user").count()).resolves.toBe(0);
    await expect(page.getByTestId("header-login").getAttribute("href")).resolves.toBe("/login?redirect=%2F404");
    await context.close();
  });

  it("gives a member the user menu without 管理后台", async () => {
    const { page, context } = await openAs(browser, member);
    await page.getByTestId("header-user").waitFor();
    const items = await userMenuItems(page);
    expect(items).toEqual(expect.arrayContaining(["个人主页", "个人中心", "上传文档", "发布文章", "退出登录"]));
    expect(items).not.toContain("管理后台");
    await page.getByRole("menuitem", { name: "个人中心" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/me"));
    await context.close();
  });

  it("gives an administrator 管理后台 in the user menu", async () => {
    const { page, context } = await openAs(browser, admin);
    await page.getByTestId("header-user").waitFor();
    await expect(userMenuItems(page)).resolves.toContain("管理后台");
    await context.close();
  });

  it("offers 魔豆充值 only while recharge is enabled and a gateway can take the money, with the discount tiers", async () => {
    const before = await openAs(browser, member);
    await before.page.getByTestId("header-user").waitFor();
    await expect(userMenuItems(before.page)).resolves.not.toContain("魔豆充值");
    await before.context.close();
    const previous = await saveSettings(admin.token, [
      { category: "pay", name: "enable_recharge", value: "true" },
      // A usable gateway (never called here: the dialog is only opened).
      { category: "pay", name: "xunhupay_appid", value: "chrome-appid" },
      { category: "pay", name: "xunhupay_appsecret", value: "chrome-appsecret" },
      { category: "pay", name: "enable_xunhupay", value: "true" },
      { category: "pay", name: "recharge_discount", value: "100:0.9\n1000:0.8" },
      { category: "system", name: "credit_exchange", value: "10" },
    ]);
    try {
      const { page, context } = await openAs(browser, member);
      await page.getByTestId("header-user").waitFor();
      await expect(userMenuItems(page)).resolves.toContain("魔豆充值");
      await page.getByRole("menuitem", { name: "魔豆充值" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("魔豆充值").waitFor();
      // Each tier shows its credits, its price and its discount badge; the amount to pay follows the choice.
      await expect.poll(() => dialog.getByTestId("recharge-tier-100").textContent()).toMatch(/^100 \S+¥9\.009折$/);
      await expect.poll(() => dialog.getByTestId("recharge-price").textContent()).toBe("¥9.00");
      await dialog.getByTestId("recharge-tier-1000").click();
      await expect.poll(() => dialog.getByTestId("recharge-price").textContent()).toBe("¥80.00");
      await expect(dialog.getByTestId("recharge-badge").textContent()).resolves.toBe("8折");
      await context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("searches only with a keyword", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/login");
    await waitForHydration(page);
    const search = page.locator(".wk-header-search input");
    await search.press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/login");
    await search.fill("  季度报告 ");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("wd") === "季度报告");
    await context.close();
  });

  it("opens the category hover card of a fixed navigation item after the delay", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("header-nav").getByText("首页", { exact: true }).hover();
    await expect(page.getByTestId("category-card").count()).resolves.toBe(0);
    const card = page.getByTestId("category-card");
    await card.waitFor({ timeout: 3000 });
    await expect(card.textContent()).resolves.toContain("文档分类");
    const width = await page.locator(".ant-popover").filter({ has: card }).evaluate((el) => getComputedStyle(el).width);
    expect(width).toBe("520px");
    await context.close();
  });

  it("opens the mobile drawer at 375 px: 60 % wide with search and login link", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByTestId("header-nav").isVisible()).resolves.toBe(false);
    await page.getByTestId("mobile-menu-button").click();
    const drawer = page.getByTestId("mobile-drawer");
    await drawer.waitFor();
    const panel = await page.locator(".wk-drawer .ant-drawer-content-wrapper").boundingBox();
    expect(Math.round(panel!.width)).toBe(Math.round(375 * 0.6));
    await expect(drawer.locator("input").first().isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole("link", { name: /登录注册/ }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: "/tmp/e2e-drawer-anonymous.png" });
    await context.close();
  });

  it("shows a member's links and the sign-in button in the mobile drawer", async () => {
    const { page, context } = await openAs(browser, member, "/", 375);
    await page.getByTestId("mobile-menu-button").click();
    const drawer = page.getByTestId("mobile-drawer");
    await drawer.waitFor();
    await drawer.getByText(member.user.username).waitFor();
    for (const name of ["个人主页", "个人中心", "上传文档", "发布文章"]) {
      await expect(drawer.getByRole("link", { name: new RegExp(name) }).isVisible()).resolves.toBe(true);
    }
    const sign = drawer.getByTestId("sign-in-button");
    await sign.waitFor();
    await expect(sign.isEnabled()).resolves.toBe(true);
    await sign.click();
    const notice = page.locator(".ant-message-notice").first();
    await notice.waitFor();
    const shown = (await notice.textContent())!.trim();
    const today = await apiCall<{ id: number }>("GET", "/api/v1/user/sign", { token: member.token });
    if (today.status === 200 && today.body.id > 0) {
      expect(shown).toMatch(/^签到成功，获得 \d+ \S+ 奖励$/);
      await drawer.getByText("今日已签到").waitFor();
    } else {
      expect(shown.length).toBeGreaterThan(0);
    }
    await page.screenshot({ path: "/tmp/e2e-drawer-member.png" });
    await context.close();
  });
});
