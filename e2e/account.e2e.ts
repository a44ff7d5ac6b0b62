import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, answerOf, saveSettings, storeSession, uniqueName, type ApiSession, type Captcha } from "./support/accounts";
import { apiCall, baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";

/** Waits for the captcha the page loads next and returns its answer from the database. */
async function nextCaptcha(page: Page, type: string, action: () => Promise<unknown>): Promise<string> {
  const reply = page.waitForResponse((r) => r.url().includes(`/api/v1/user/captcha?type=${type}`));
  await action();
  return answerOf((await (await reply).json()) as Captcha);
}

const storedToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("wenku") ?? "{}") as { user?: { token?: string } }).user?.token);

async function logoutFromHeader(page: Page) {
  await page.getByTestId("header-user").hover();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await page.getByText("退出成功").waitFor();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => localStorage.getItem("wenku"))).toBeNull();
  await page.getByTestId("header-login").waitFor();
}

describe("account flow", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("registers, logs in, edits the profile, changes the password and logs out", async () => {
    const { page, context } = await newPage(browser);
    const username = uniqueName("u");
    await page.goto("/");
    await waitForHydration(page);

    await page.getByTestId("header-login").click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/");
    const registerAnswer = await nextCaptcha(page, "register", () => page.getByRole("link", { name: "立即注册" }).click());
    await page.waitForURL((url) => url.pathname === "/register" && url.searchParams.get("redirect") === "/");
    await page.locator("#username").fill(username);
    await page.locator("#email").fill(`${username}@example.com`);
    await page.locator("#password").fill("first-password");
    await page.locator("#repeat").fill("first-password");
    await page.locator("#captcha").fill(registerAnswer);
    await page.getByTestId("register-agreement").check();
    await page.getByRole("button", { name: "立即注册" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("header-user").textContent()).resolves.toContain(username);
    await logoutFromHeader(page);

    // /me needs login: the visitor goes to /login with the address to come back to.
    const wrongAnswer = await nextCaptcha(page, "login", () => page.goto("/me/profile"));
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/me/profile");
    await page.locator("#username").fill(username);
    await page.locator("#password").fill("not-the-password");
    await page.locator("#captcha").fill(wrongAnswer);
    const loginAnswer = await nextCaptcha(page, "login", () => page.getByRole("button", { name: "立即登录" }).click());
    await page.getByText("用户名或密码错误").waitFor();
    await page.locator("#password").fill("first-password");
    await page.locator("#captcha").fill(loginAnswer);
    await page.getByRole("button", { name: "立即登录" }).click();
    await page.waitForURL((url) => url.pathname === "/me/profile");

    // Profile: username required, email fixed once set, saved with 修改成功.
    const form = page.getByTestId("profile-form");
    await expect(form.locator("#username").inputValue()).resolves.toBe(username);
    await expect(form.locator("#email").isDisabled()).resolves.toBe(true);
    // The mobile is bound with a text message code (phone-sign-in.e2e.ts), never typed into the profile.
    await expect(form.locator("#mobile").count()).resolves.toBe(0);
    await form.locator("#username").fill("");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await form.getByText("请输入登录用户名").waitFor();
    await form.locator("#username").fill(username);
    await form.locator("#realname").fill("张三");
    await form.locator("#signature").fill("读书使人进步");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.getByText("修改成功").waitFor();
    const firstToken = (await storedToken(page))!;
    const me = await apiCall("GET", "/api/v1/user", { token: firstToken });
    expect(me.body).toMatchObject({ username, realname: "张三", signature: "读书使人进步" });

    // Password: the three required messages, the mismatch, then success with a fresh token.
    await page.getByRole("navigation", { name: "个人中心" }).getByRole("link", { name: "修改密码" }).click();
    await page.waitForURL((url) => url.pathname === "/me/password");
    const passwordForm = page.getByTestId("password-form");
    await page.getByRole("button", { name: "修改密码" }).click();
    for (const text of ["请输入您的原密码", "请输入您的新密码", "请再次输入您的新密码"]) await passwordForm.getByText(text).waitFor();
    await passwordForm.locator("#old_password").fill("first-password");
    await passwordForm.locator("#new_password").fill("second-password");
    await passwordForm.locator("#repeat").fill("something-else");
    await page.getByRole("button", { name: "修改密码" }).click();
    await passwordForm.getByText("新密码和确认密码不一致").waitFor();
    await passwordForm.locator("#repeat").fill("second-password");
    await page.getByRole("button", { name: "修改密码" }).click();
    await page.getByText("密码修改成功").waitFor();
    const secondToken = (await storedToken(page))!;
    expect(secondToken).not.toBe(firstToken);
    expect((await apiCall("GET", "/api/v1/user", { token: secondToken })).status).toBe(200);

    await logoutFromHeader(page);
    expect((await apiCall("GET", "/api/v1/user", { token: secondToken })).status).toBe(401);

    // The new password works; without a redirect the login goes home.
    const againAnswer = await nextCaptcha(page, "login", () => page.goto("/login"));
    await page.locator("#username").fill(username);
    await page.locator("#password").fill("second-password");
    await page.locator("#captcha").fill(againAnswer);
    await page.getByRole("button", { name: "立即登录" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("header-user").waitFor();
    await context.close();
  });

  it("checks the email format where no email is set yet", async () => {
    const admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    const { page, context } = await newPage(browser);
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("wenku", value), JSON.stringify({ user: { ...admin, allowPages: [], groups: [] } }));
    await page.goto("/me/profile");
    await waitForHydration(page);
    const form = page.getByTestId("profile-form");
    await expect(form.locator("#email").isDisabled()).resolves.toBe(false);
    await form.locator("#email").fill("not-an-email");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await form.getByText("请输入正确的邮箱地址").waitFor();
    await context.close();
  });
});

describe("site gates on the web side", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    member = await apiRegister(uniqueName("g"), "member-password");
  });
  afterAll(() => browser?.close());

  it("sends anonymous visitors of a login-only site to /login and keeps the entry pages open", async () => {
    const previous = await saveSettings(admin.token, [{ category: "security", name: "login_required", value: "true" }]);
    try {
      const { page, context } = await newPage(browser);
      await page.goto("/404");
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/404");
      await page.goto("/register");
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe("/register");
      await context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("on a closed site turns away members without permissions but lets administrators in", async () => {
    const previous = await saveSettings(admin.token, [{ category: "security", name: "is_close", value: "true" }]);
    try {
      const asMember = await newPage(browser);
      await storeSession(asMember.page, member);
      await asMember.page.goto("/404");
      await asMember.page.waitForURL((url) => url.pathname === "/login");
      await asMember.context.close();

      const asAdmin = await newPage(browser);
      await storeSession(asAdmin.page, admin);
      // The server sends every page request of a closed site to /login; the login page sends members on.
      await asAdmin.page.goto("/404");
      await asAdmin.page.waitForURL((url) => url.pathname === "/404");
      await asAdmin.page.getByTestId("header-user").waitFor();
      await asAdmin.context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });
});

describe("account entry pages", () => {
  let browser: Browser;
  let admin: ApiSession;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(() => browser?.close());

  it("closes the register form while registration is off", async () => {
    const previous = await saveSettings(admin.token, [{ category: "security", name: "enable_register", value: "false" }]);
    try {
      const { page, context } = await newPage(browser);
      await page.goto("/register");
      await waitForHydration(page);
      await expect(page.getByTestId("register-closed").textContent()).resolves.toContain("网站已关闭注册");
      await expect(page.getByRole("button", { name: "立即注册" }).isDisabled()).resolves.toBe(true);
      await context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("recovers a password in two steps and shows the server's messages", async () => {
    // A mail service to recover through (a host that never answers: the mail leaves after the reply).
    const previous = await saveSettings(admin.token, [
      { category: "email", name: "enable", value: "true" },
      { category: "email", name: "host", value: "smtp.invalid" },
      { category: "system", name: "domain", value: baseUrl() },
    ]);
    const { page, context } = await newPage(browser);
    try {
      const answer = await nextCaptcha(page, "find_password", () => page.goto("/findpassword"));
      await page.locator("#email").fill("bad");
      await page.getByRole("button", { name: "发送重置邮件" }).click();
      await page.getByText("请输入正确的邮箱地址").waitFor();
      await page.locator("#email").fill("someone@example.com");
      await page.locator("#captcha").fill(answer);
      await page.getByRole("button", { name: "发送重置邮件" }).click();
      await page.getByTestId("mail-sent").waitFor();
    } finally {
      await saveSettings(admin.token, previous);
    }

    await page.goto("/findpassword?token=not-a-token&email=someone%40example.com");
    await waitForHydration(page);
    await expect(page.locator("input[disabled]").inputValue()).resolves.toBe("someone@example.com");
    await page.locator("#password").fill("new-password");
    await page.locator("#repeat").fill("other-password");
    await page.getByRole("button", { name: "重置密码" }).click();
    await page.getByText("新密码和确认密码不一致").waitFor();
    await page.locator("#repeat").fill("new-password");
    await page.getByRole("button", { name: "重置密码" }).click();
    await page.getByText("找回密码 token 无效").waitFor();
    await context.close();
  });
});
