import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, captchaAnswer, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { collectPageErrors, gradientPng } from "./support/content-fixtures";
import { createPricedDocument } from "./support/priced-documents";
import { openPage } from "./support/open-page";

/** Screenshots go to $ACCOUNT_SHOTS when set (to look at the pages at 1366 and 375 px), and to test-results/ when a test fails. */
const shotsDir = process.env.ACCOUNT_SHOTS ?? "";
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Screenshots of the page as it is now, at both widths; each width must fit without sideways scrolling. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    // The page lays itself out again for the new width (the header switches to its phone form): wait for that to settle.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 10_000 }).catch(() => undefined);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/account-${name}-${label}.png`, fullPage: true });
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${String(e.className)}`),
    );
    expect(await fits(page), `${name} at ${size.width}px: ${overflowing.join(", ")}`).toBe(true);
  }
  await page.setViewportSize(sizes.desktop);
}

/** The answer of the captcha an image on the page shows (its id is on the image). */
async function answerShown(page: Page): Promise<string> {
  const image = page.getByTestId("captcha-image");
  await image.waitFor();
  return captchaAnswer((await image.getAttribute("data-captcha-id")) ?? "");
}

describe("account journeys: copyright reports, Chinese 404, agreement, captcha at first paint, avatar", () => {
  let browser: Browser;
  let admin: ApiSession;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let current: Page | undefined;

  const open = async (session: ApiSession | undefined, address: string) => (current = (await openPage(browser, session, address, sizes.desktop)).page);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    restore = await saveSettings(admin.token, [
      { category: "security", name: "enable_captcha_login", value: "true" },
      { category: "security", name: "enable_captcha_register", value: "true" },
      { category: "security", name: "enable_register", value: "true" },
      { category: "footer", name: "agreement", value: "/article/agreement" },
      { category: "email", name: "enable", value: "false" },
      { category: "display", name: "contact_link", value: "" },
      { category: "display", name: "wechat_qrcode", value: "" },
    ]);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "account", task);
    current = undefined;
  });

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    if (admin && restore.length) await saveSettings(admin.token, restore);
    await browser?.close();
  });

  it("takes a 侵权/版权 report only with its text, and shows the text, reporter and link in /admin/report", async () => {
    const doc = await createPricedDocument(admin.token, "侵权教材", 0, cleanups);
    const owner = await apiRegister(uniqueName("owner"), "owner-password");
    const page = await open(owner, `/document/${doc.uuid}`);
    await page.getByTestId("report-button").click();
    const dialog = page.getByRole("dialog").filter({ hasText: "举报文档" });
    await dialog.getByText("侵权/版权").click();
    await dialog.getByText("侵权举报必须填写说明").waitFor();
    await dialog.getByRole("button", { name: /提\s*交\s*举\s*报/ }).click();
    await page.getByText("侵权举报请说明被侵权的内容及权利人").waitFor();
    const claim = `第二章全文抄袭自《${doc.title}》原书，著作权人：张三出版社`;
    await dialog.getByTestId("report-content").fill(claim);
    await shoot(page, "report-dialog");
    await dialog.getByRole("button", { name: /提\s*交\s*举\s*报/ }).click();
    await page.getByText("举报成功，感谢您的反馈").waitFor();

    const back = await open(admin, "/admin/report");
    const row = back.getByTestId("admin-content").locator("tr", { hasText: doc.title });
    await row.waitFor();
    await row.getByText("侵权/版权").waitFor();
    await expect(row.getByText(claim).textContent()).resolves.toBe(claim);
    await row.getByText(owner.user.username).waitFor();
    await expect(row.getByRole("link", { name: doc.title }).getAttribute("href")).resolves.toBe(`/document/${doc.uuid}`);
    await shoot(back, "admin-report");
  });

  it("answers an unknown address and a missing document with a Chinese 404 inside the site, and leads home", async () => {
    const { page } = await newPage(browser, sizes.desktop);
    current = page;
    const errors = collectPageErrors(page);
    for (const address of ["/no/such/page", "/document/0000000000000000"]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByTestId("not-found").textContent()).resolves.toBe("页面不存在");
      await page.getByText("你访问的页面不存在或已被删除").waitFor();
      await page.getByTestId("site-footer").waitFor();
    }
    expect(await page.getByText("could not be found").count()).toBe(0);
    await waitForHydration(page);
    await shoot(page, "404");
    await page.getByTestId("error-search").click();
    await page.waitForURL((url) => url.pathname === "/search");
    await page.goBack();
    await page.getByTestId("not-found").waitFor();
    await page.getByRole("link", { name: "返回首页" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  it("refuses a registration without the ticked agreement and registers once it is ticked", async () => {
    const page = await open(undefined, "/register");
    const username = uniqueName("agree");
    await page.locator("#username").fill(username);
    await page.locator("#email").fill(`${username}@example.com`);
    await page.locator("#password").fill("agree-password");
    await page.locator("#repeat").fill("agree-password");
    await page.locator("#captcha").fill(await answerShown(page));
    await expect(page.getByTestId("register-agreement-link").getAttribute("href")).resolves.toBe("/article/agreement");
    await page.getByRole("button", { name: "立即注册" }).click();
    await page.getByText("请阅读并同意《文库协议》").waitFor();
    await shoot(page, "register-unticked");
    expect(new URL(page.url()).pathname).toBe("/register");

    await page.getByTestId("register-agreement").check();
    await page.getByRole("button", { name: "立即注册" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("header-user").textContent()).resolves.toContain(username);
  });

  it("shows the login captcha's place from the first paint and never sends a login without it", async () => {
    const member = await apiRegister(uniqueName("quick"), "quick-password");
    const { page } = await newPage(browser, sizes.desktop);
    current = page;
    // The captcha answers only once the visitor has already pressed Enter.
    let releaseCaptcha = () => {};
    const captchaHeld = new Promise<void>((resolve) => (releaseCaptcha = resolve));
    await page.route("**/api/v1/user/captcha?type=login*", async (route) => {
      await captchaHeld;
      await route.continue();
    });
    const logins: Array<Record<string, unknown>> = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/user/login") logins.push(request.postDataJSON() as Record<string, unknown>);
    });

    const response = await page.goto("/login");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('data-testid="captcha-loading"');
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: "立即登录" });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByTestId("captcha-loading").waitFor();
    await shoot(page, "login-captcha-loading");
    await page.locator("#username").fill(member.user.username);
    await page.locator("#password").fill("quick-password");
    await page.locator("#password").press("Enter");
    releaseCaptcha();

    await page.locator("#captcha").fill(await answerShown(page));
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(logins).toHaveLength(1);
    expect(logins[0].username).toBe(member.user.username);
    expect(String(logins[0].captcha_id)).not.toBe("");
    expect(String(logins[0].captcha)).not.toBe("");
    expect(await page.getByText("请输入验证码").count()).toBe(0);
  });

  it("offers 忘记密码 with mail off, and /findpassword says no contact is configured or shows the one that is", async () => {
    const page = await open(undefined, "/login");
    await page.getByTestId("forgot-password").click();
    await page.waitForURL((url) => url.pathname === "/findpassword");
    await page.getByTestId("find-password-unavailable").waitFor();
    await page.getByTestId("admin-contact-page").waitFor();
    await shoot(page, "findpassword");

    const previous = await saveSettings(admin.token, [
      { category: "display", name: "contact_link", value: "https://example.com/contact" },
      { category: "display", name: "contact_tip", value: "客服QQ：12345678" },
      { category: "footer", name: "contact", value: "" },
    ]);
    try {
      await page.reload();
      await expect(page.getByTestId("admin-contact-link").textContent()).resolves.toBe("客服QQ：12345678");
      await expect(page.getByTestId("admin-contact-link").getAttribute("href")).resolves.toBe("https://example.com/contact");
      await saveSettings(admin.token, [{ category: "display", name: "contact_link", value: "" }]);
      await page.reload();
      await page.getByTestId("admin-contact-none").waitFor();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("uploads an avatar from the profile, which no longer asks for 身份证号, and shows it in the header and on the user page", async () => {
    const member = await apiRegister(uniqueName("face"), "face-password");
    const page = await open(member, "/me/profile");
    const form = page.getByTestId("profile-form");
    await form.waitFor();
    expect(await page.getByText("身份证号").count()).toBe(0);
    const png = await gradientPng(240, 240, [200, 40, 40], [40, 40, 200]);
    await page.locator(".wk-avatar-upload input[type=file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByText("头像已更新").waitFor();
    const shown = page.getByTestId("profile-avatar").locator("img");
    await shown.waitFor();
    const avatar = (await shown.getAttribute("src")) ?? "";
    expect(avatar).toMatch(/^\/uploads\/.+\.png$/);
    await expect(page.getByTestId("header-user").locator("img").getAttribute("src")).resolves.toBe(avatar);
    await shoot(page, "profile");

    await page.goto(`/user/${member.user.id}`);
    await waitForHydration(page);
    await expect(page.locator(`img[src="${avatar}"]`).first().isVisible()).resolves.toBe(true);
  });
});
