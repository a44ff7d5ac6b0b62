import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeSms, type FakeSms } from "../apps/server/src/test/fake-sms/index.js";
import { apiRegister, apiSignIn, captchaAnswer, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { collectPageErrors } from "./support/content-fixtures";
import { laneDataDir } from "./support/lane";

/** Screenshots go to $PHONE_SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.PHONE_SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/phone-${name}.png`, fullPage: true });
};

/**
 * Does `action`, then returns the answer of the captcha the page shows once the network is quiet: read by the id on
 * the visible captcha image (a form may load more than one while it mounts, and shows the last one it asked for).
 */
async function nextCaptcha(page: Page, type: string, action: () => Promise<unknown>): Promise<string> {
  const first = page.waitForResponse((r) => r.url().includes(`/api/v1/user/captcha?type=${type}`));
  await action();
  await first;
  await page.waitForLoadState("networkidle");
  const id = await page.locator('[data-testid="captcha-image"]:visible').last().getAttribute("data-captcha-id");
  return captchaAnswer(id ?? "");
}

/** Moves a number's sends a minute back, as if the resend interval had passed (the server counts them in its send log). */
function letAMinutePass(mobile: string) {
  const db = new Database(path.join(laneDataDir(), "wenku.db"), { fileMustExist: true });
  try {
    db.prepare("UPDATE sms SET created_at = ? WHERE mobile = ?").run(new Date(Date.now() - 61_000).toISOString(), mobile);
  } finally {
    db.close();
  }
}

const freshMobile = () => `158${String(Date.now()).slice(-8)}`;

describe("phone sign-in: register, sign in and recover a password by text message against a local provider", () => {
  let browser: Browser;
  let sms: FakeSms;
  let admin: ApiSession;
  let previousSettings: Array<{ category: string; name: string; value: string }> = [];
  let current: Page | undefined;
  let errors: string[] = [];
  const mobile = freshMobile();
  let username = "";

  const open = async (address: string, session?: ApiSession) => {
    const opened = await newPage(browser);
    current = opened.page;
    errors = collectPageErrors(opened.page);
    if (session) await storeSession(opened.page, session);
    await opened.page.goto(address);
    await waitForHydration(opened.page);
    return opened.page;
  };

  /** Types the number and the captcha, asks for a code and returns it as the fake provider received it. */
  async function requestCode(page: Page, form: Locator, captchaAnswer: string, number = mobile): Promise<string> {
    const before = sms.inbox.length;
    await form.locator("#mobile").fill(number);
    await form.locator("#captcha").fill(captchaAnswer);
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/sms"));
    await form.getByTestId("send-sms-code").click();
    const reply = await sent;
    expect(reply.status(), await reply.text()).toBe(200);
    await page.getByText("验证码已发送，请注意查收").waitFor();
    await expect.poll(() => sms.inbox.length).toBeGreaterThan(before);
    await expect(form.getByTestId("send-sms-code").textContent()).resolves.toMatch(/秒后重新获取/);
    return sms.codeFor(number)!;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    sms = await startFakeSms("smsAliyun");
    previousSettings = await saveSettings(admin.token, sms.settings.map(([category, name, value]) => ({ category, name, value })));
  });

  afterEach(async ({ task }) => {
    expect(errors, "console errors").toEqual([]);
    await closeTestPage(current, "phone", task);
    current = undefined;
  });

  afterAll(async () => {
    if (admin && previousSettings.length) await saveSettings(admin.token, previousSettings);
    await sms?.close();
    await browser?.close();
  });

  it("registers with a mobile number and the code the provider delivered", async () => {
    const page = await open("/register");
    const answer = await nextCaptcha(page, "register", () => page.getByTestId("phone-tab").click());
    const form = page.getByTestId("phone-register-form");
    const code = await requestCode(page, form, answer);
    expect(sms.rejected).toEqual([]);
    expect(sms.inbox.at(-1)).toMatchObject({ mobile, template: "SMS_1000" });
    await form.locator("#code").fill(code);
    await form.locator("#password").fill("phone-password-1");
    await form.locator("#repeat").fill("phone-password-1");
    await form.getByTestId("phone-register-agreement").check();
    await shot(page, "register");
    await form.getByRole("button", { name: buttonLabel("注册") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const header = page.getByTestId("header-user");
    await header.waitFor();
    username = (await header.textContent()) ?? "";
    expect(username).toMatch(/^手机用户[a-z2-9]{8}$/);
  });

  it("signs in with a login code from the login page's phone tab", async () => {
    letAMinutePass(mobile);
    const page = await open("/login");
    const answer = await nextCaptcha(page, "login", () => page.getByTestId("phone-tab").click());
    const form = page.getByTestId("phone-login-form");
    const code = await requestCode(page, form, answer);
    expect(sms.inbox.at(-1)?.template).toBe("SMS_1001");
    await form.locator("#code").fill(code);
    await shot(page, "login");
    await form.getByRole("button", { name: buttonLabel("登录") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("header-user").textContent()).resolves.toContain(username.trim());
  });

  it("finds a password by mobile from the forgot-password link, then signs in with it", async () => {
    letAMinutePass(mobile);
    const page = await open("/login");
    const answer = await nextCaptcha(page, "find_password", async () => {
      await page.getByTestId("forgot-password").click();
      await page.waitForURL((url) => url.pathname === "/findpassword-mobile");
    });
    const form = page.getByTestId("find-password-mobile-form");
    const code = await requestCode(page, form, answer);
    expect(sms.inbox.at(-1)?.template).toBe("SMS_1002");
    await form.locator("#code").fill(code);
    await form.locator("#password").fill("phone-password-2");
    await form.locator("#repeat").fill("phone-password-2");
    await shot(page, "find-password");
    await form.getByRole("button", { name: buttonLabel("重置密码") }).click();
    await page.getByText("密码已重置，请使用新密码登录").waitFor();
    await page.waitForURL((url) => url.pathname === "/login");
    const session = await apiSignIn(username.trim(), "phone-password-2");
    expect(session.user.username).toBe(username.trim());
  });

  it("shows a number an administrator typed as 未验证 in /me, and the member verifies it with a code", async () => {
    const member = await apiRegister(uniqueName("pm"), "member-password");
    const number = freshMobile().replace(/^158/, "159");
    const typed = await apiCall("PUT", "/api/v1/user/profile", { token: admin.token, body: { id: member.user.id, username: member.user.username, mobile: number } });
    expect(typed.status).toBe(200);
    const page = await open("/me/profile", member);
    await expect(page.getByTestId("profile-mobile").inputValue()).resolves.toBe(number);
    await expect(page.getByTestId("mobile-state").textContent()).resolves.toBe("未验证");
    await page.getByText("该手机号尚未验证，验证前不能用于短信登录和找回密码").waitFor();
    await shot(page, "unverified");
    const answer = await nextCaptcha(page, "register", () => page.getByTestId("bind-mobile").click());
    const form = page.getByTestId("bind-mobile-form");
    await expect(form.locator("#mobile").inputValue()).resolves.toBe(number);
    const code = await requestCode(page, form, answer, number);
    await form.locator("#code").fill(code);
    await form.getByRole("button", { name: buttonLabel("确认绑定") }).click();
    await page.getByText("手机号绑定成功").waitFor();
    await expect.poll(() => page.getByTestId("mobile-state").textContent()).toBe("已验证");
    await expect(page.getByTestId("profile-mobile").inputValue()).resolves.toBe(number);
    await expect(page.getByTestId("bind-mobile").count()).resolves.toBe(0);
    await shot(page, "bound");
    const me = await apiCall<{ mobile: string; mobile_verified: boolean }>("GET", "/api/v1/user", { token: member.token });
    expect(me.body).toMatchObject({ mobile: number, mobile_verified: true });
  });

  it("shows the SMS settings at /admin/config/sms without the secret", async () => {
    const listed = await apiCall<{ config: Array<{ name: string; value: string }> }>("GET", "/api/v1/config/list?category=sms", { token: admin.token });
    expect(listed.body.config.find((c) => c.name === "access_key_secret")?.value).toBe("******");
    const page = await open("/admin/config/sms", admin);
    await page.getByRole("heading", { name: "短信配置" }).waitFor();
    await page.getByText("短信服务商").waitFor();
    await expect(page.content()).resolves.not.toContain(sms.credentials.accessKeySecret);
    await shot(page, "admin-config");
  });

  it("lists the sends in /admin/user/sms, filtered by number", async () => {
    const page = await open("/admin/user/sms", admin);
    const table = page.getByTestId("admin-sms-log");
    await table.getByText(mobile).first().waitFor();
    await page.getByTestId("sms-mobile-filter").locator("input").fill(mobile);
    await page.getByTestId("sms-mobile-filter").locator("input").press("Enter");
    await expect.poll(async () => table.locator("tbody tr.ant-table-row").count()).toBe(3);
    for (const label of ["注册", "登录", "找回密码"]) await table.getByText(label, { exact: true }).first().waitFor();
    await expect(table.getByText("已发送").count()).resolves.toBe(3);
    await shot(page, "admin-log");
  });
});
