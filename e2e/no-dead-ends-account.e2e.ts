import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";

const shots = process.env.WENKU_E2E_SHOTS ?? "/tmp/wenku-shots";

/** Console errors and uncaught exceptions of a page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const at = (page: Page, pathname: string, redirect?: string) =>
  page.waitForURL((url) => url.pathname === pathname && (redirect === undefined || url.searchParams.get("redirect") === redirect));

/** Account paths end where the visitor meant to go (issue 33 item 4), and /me shows the member's standing. */
describe("no dead ends: account paths", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    member = await apiRegister(uniqueName("nd"), "member-password");
  });
  afterEach(async () => {
    if (page && !page.isClosed()) await page.context().close();
    page = undefined;
  });
  afterAll(() => browser?.close());

  const open = async (options?: { width?: number }) => {
    page = (await newPage(browser, options)).page;
    return page;
  };

  it("sends a stranger opening /admin/order to login with the way back, and says why", async () => {
    const p = await open();
    await p.goto("/admin/order");
    await at(p, "/login", "/admin/order");
    await p.getByText("请登录后访问管理后台").waitFor();
    await p.getByTestId("login-form").waitFor();
    await p.screenshot({ path: `${shots}/admin-login-first.png` });
  });

  it("sends an expired session opening an admin page to login too", async () => {
    const expired = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    expect((await apiCall("DELETE", "/api/v1/user/logout", { token: expired.token })).status).toBe(200);
    const p = await open();
    await storeSession(p, expired);
    await p.goto("/admin/order");
    await at(p, "/login", "/admin/order");
    await p.getByText("请登录后访问管理后台").waitFor();
    expect(await p.evaluate(() => localStorage.getItem("wenku"))).toBeNull();
  });

  it("sends a signed-in member opening /login or /register on: to the redirect, else their homepage", async () => {
    const p = await open();
    await storeSession(p, member);
    await p.goto("/login?redirect=%2Fme%2Fcredit");
    await at(p, "/me/credit");
    await p.goto("/login");
    await at(p, `/user/${member.user.id}`);
    await p.goto("/register");
    await at(p, `/user/${member.user.id}`);
  });

  it("shows a member without any admin permission a 403 page, not the home page", async () => {
    // A member of their own: switching account below ends their session.
    const outsider = await apiRegister(uniqueName("fb"), "member-password");
    const p = await open();
    await storeSession(p, outsider);
    for (const address of ["/admin", "/admin/order"]) {
      await p.goto(address);
      await waitForHydration(p);
      await p.getByTestId("admin-forbidden").waitFor();
      expect(new URL(p.url()).pathname).toBe(address);
    }
    await p.screenshot({ path: `${shots}/admin-403.png` });
    // Switching account signs out and comes back here after the next login.
    await p.getByTestId("admin-switch-account").click();
    await at(p, "/login", "/admin/order");
  });

  it("always offers 忘记密码: with mail off it says how to reach the administrator, with mail on it asks for the email", async () => {
    const p = await open();
    await p.goto("/login");
    await waitForHydration(p);
    await p.getByTestId("forgot-password").click();
    await at(p, "/findpassword");
    await p.getByTestId("find-password-unavailable").waitFor();
    expect(await p.locator("#email").count()).toBe(0);
    await p.screenshot({ path: `${shots}/findpassword-unavailable.png` });

    const previous = await saveSettings(admin.token, [
      { category: "email", name: "enable", value: "true" },
      { category: "email", name: "host", value: "smtp.invalid" },
      // Reset links are built only on the site address an administrator set.
      { category: "system", name: "domain", value: baseUrl() },
    ]);
    try {
      await p.goto("/login");
      await waitForHydration(p);
      await p.getByTestId("forgot-password").click();
      await at(p, "/findpassword");
      await p.locator("#email").waitFor();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("shows the balance, the VIP state and today's sign-in on /me, and signs in there", async () => {
    const previous = await saveSettings(admin.token, [{ category: "vip", name: "enable", value: "true" }]);
    try {
      const fresh = await apiRegister(uniqueName("me"), "member-password");
      const p = await open();
      const errors = watchErrors(p);
      await storeSession(p, fresh);
      await p.goto("/me");
      await waitForHydration(p);
      const balance = p.getByTestId("overview-balance");
      await expect.poll(() => balance.textContent()).toMatch(/我的余额\s*\d+\s*魔豆/);
      const before = Number(/(\d+)/.exec((await balance.locator(".ant-statistic-content-value").textContent()) ?? "")?.[1]);
      await expect(p.getByTestId("overview-vip").textContent()).resolves.toContain("未开通");
      await p.getByTestId("overview-vip").getByRole("link", { name: /开通 VIP/ }).waitFor();
      const signIn = p.getByTestId("overview-sign-in").getByTestId("sign-in-button");
      await expect.poll(() => signIn.textContent()).toContain("每日签到");
      await p.screenshot({ path: `${shots}/me-desktop.png`, fullPage: true });
      await signIn.click();
      await p.getByText(/签到成功，获得 \d+ 魔豆 奖励/).waitFor();
      await expect.poll(() => signIn.textContent()).toContain("今日已签到");
      await expect
        .poll(async () => Number(/(\d+)/.exec((await balance.locator(".ant-statistic-content-value").textContent()) ?? "")?.[1]))
        .toBeGreaterThan(before);
      expect(errors).toEqual([]);
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("shows /me on a phone without overflow", async () => {
    const previous = await saveSettings(admin.token, [{ category: "vip", name: "enable", value: "true" }]);
    try {
      const p = await open({ width: 375 });
      await storeSession(p, member);
      await p.goto("/me");
      await waitForHydration(p);
      await p.getByTestId("overview-vip").waitFor();
      await p.getByTestId("overview-sign-in").getByTestId("sign-in-button").waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await p.screenshot({ path: `${shots}/me-375.png`, fullPage: true });
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("visits /me/credit without a console error, signed today or not", async () => {
    const fresh = await apiRegister(uniqueName("cr"), "member-password");
    const p = await open();
    const errors = watchErrors(p);
    await storeSession(p, fresh);
    for (let visit = 0; visit < 2; visit++) {
      const asked = p.waitForResponse((r) => r.url().endsWith("/api/v1/user/sign") && r.request().method() === "GET");
      await p.goto("/me/credit");
      await waitForHydration(p);
      expect((await asked).status()).toBe(200);
      await p.getByTestId("credit-log-balance").waitFor();
      await expect.poll(() => p.getByTestId("sign-in-button").textContent()).toMatch(visit === 0 ? /每日签到/ : /今日已签到/);
      if (visit === 0) {
        await p.getByTestId("sign-in-button").click();
        await p.getByText(/签到成功/).waitFor();
      }
    }
    expect(errors).toEqual([]);
  });

  it("names permissions in words and keeps each column in its place, on a desktop and a phone", async () => {
    for (const width of [1280, 375]) {
      const p = await open({ width });
      await storeSession(p, admin);
      await p.goto("/admin/user/permission");
      await waitForHydration(p);
      const names = p.getByTestId("permission-name");
      await names.first().waitFor();
      for (const name of await names.allInnerTexts()) expect(name).toMatch(/[\u4e00-\u9fff]/);
      // No cell's content runs out of its cell.
      const overflowing = await p.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".ant-table-tbody td")].filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.innerText),
      );
      expect(overflowing).toEqual([]);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await p.screenshot({ path: `${shots}/admin-permission-${width}.png`, fullPage: true });
      await p.context().close();
    }
  });
});
