import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { allowLoopback } from "../apps/server/src/test/allow-loopback.js";
import { fakeClient, startFakeOauthProviders, type FakeOauthProviders } from "../apps/server/src/test/fake-oauth/fake-providers.js";
import { officialAccountSettings } from "../apps/server/src/test/fake-oauth/official-account-push.js";
import { snapshotWebBuild } from "../apps/server/src/test/web-build-snapshot.js";
import { launchBrowser, waitForHydration } from "./support/browser";

/**
 * A GitHub sign-in played in the browser: the /login button asks our server for the authorize address, the local
 * GitHub fake's authorize page sends the browser straight back to /oauth/github with a code, and the callback page
 * signs in and lands on /me. This file runs its own server, told (env.oauthTestOrigin) to use the fake for GitHub.
 * The WeChat scan sign-ins (official account, mini-program) are played in wechat-scan-sign-in.e2e.ts.
 */
const officialAccountToken = "e2eOfficialAccountToken";

describe("third-party sign-in in the browser", () => {
  let browser: Browser;
  let fakes: FakeOauthProviders;
  let server: Server;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    fakes = await startFakeOauthProviders();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-oauth-"));
    server = await createServer(
      { dataDir, adminPassword: "e2e-oauth-admin", port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir), oauthTestOrigin: fakes.origin },
      { log: silentLogger, web: true },
    );
    await allowLoopback(server.ctx.settings);
    await server.ctx.settings.save([
      { category: "oauth", name: "github_enable", value: "true" },
      { category: "oauth", name: "github_client_id", value: fakeClient.id },
      { category: "oauth", name: "github_client_secret", value: fakeClient.secret },
      ...officialAccountSettings(officialAccountToken),
    ]);
    baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await fakes?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs in with GitHub from /login, lands on /me, and shows the binding in the profile", async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));

    await page.goto("/login");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "GitHub登录" });
    await button.waitFor();
    await page.screenshot({ path: "/tmp/oauth-login-buttons.png" });
    // Only the configured providers have a button.
    await expect(page.getByTestId("oauth-buttons").getByRole("button").allTextContents()).resolves.toEqual(["GitHub登录", "微信公众号登录"]);

    const visitedFake = page.waitForRequest((r) => r.url().startsWith(`${fakes.origin}/github.com/login/oauth/authorize`));
    await button.click();
    const authorize = new URL((await visitedFake).url());
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${baseUrl}/oauth/github`);
    expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{43}$/);

    await page.waitForURL((url) => url.pathname === "/me", { timeout: 30_000 });
    await expect(page.getByTestId("header-user").textContent()).resolves.toContain("octocat");
    await page.screenshot({ path: "/tmp/oauth-landed-me.png" });

    await page.goto("/me/profile");
    await waitForHydration(page);
    const row = page.getByTestId("oauth-binding-4");
    await row.getByText("已绑定：octocat").waitFor();
    await page.screenshot({ path: "/tmp/oauth-profile-bindings.png", fullPage: true });
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
    // The only way into this account: unbinding is refused with the reason (the refusal is a 400 the console notes).
    await row.getByRole("button", { name: /解\s*绑/ }).click();
    await page.getByRole("button", { name: /确\s*定|OK/ }).click();
    await page.getByText("这是您账号唯一的登录方式").waitFor();
    await context.close();
  });

  const githubType = 4;
  const newContext = () => browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
  const githubHolders = async (openid: string) =>
    (await server.ctx.db.kysely.selectFrom("user_oauth").select("user_id").where("oauth_type", "=", githubType).where("openid", "=", openid).execute()).length;

  /** In `page`: a GitHub sign-in of a new person while registration is closed, then 登录并绑定 and the admin's password. */
  async function signInPendingThenAdmin(page: Page, person: { id: string; name: string }) {
    fakes.person.github = { ...person, avatar: "" };
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "GitHub登录" }).click();
    const pending = page.getByTestId("oauth-pending");
    await pending.waitFor({ timeout: 30_000 });
    await pending.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/login");
    const form = page.getByTestId("login-form");
    await form.locator("#username").fill("admin");
    await form.locator("#password").fill("e2e-oauth-admin");
    await form.locator("button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/oauth/bind");
    return page.getByTestId("oauth-bind-confirm");
  }

  it("binds a pending identity only when the signed-in person confirms it, in the browser that signed in", async () => {
    await server.ctx.settings.save([
      { category: "security", name: "enable_register", value: "false" },
      { category: "security", name: "enable_captcha_login", value: "false" },
    ]);
    try {
      const own = await newContext();
      const page = await own.newPage();
      const confirm = await signInPendingThenAdmin(page, { id: "770001", name: "pending-cat" });
      // Nothing binds on load: the page names the provider, the name there and the account it would go to.
      await confirm.getByText("pending-cat").waitFor();
      await expect(confirm.textContent()).resolves.toMatch(/GitHub[\s\S]*admin/);
      await page.screenshot({ path: "/tmp/oauth-bind-confirm.png" });
      expect(await githubHolders("770001")).toBe(0);

      // The same link opened in another browser where the admin is signed in (a victim sent it): confirming binds nothing.
      const victim = await newContext();
      const victimPage = await victim.newPage();
      await victimPage.goto(page.url());
      await victimPage.evaluate((value) => localStorage.setItem("wenku", value ?? ""), await page.evaluate(() => localStorage.getItem("wenku")));
      await victimPage.reload();
      await waitForHydration(victimPage);
      await victimPage.getByTestId("oauth-bind-confirm-button").click();
      await victimPage.getByTestId("oauth-failed").getByText("绑定会话已失效", { exact: false }).waitFor();
      await victimPage.screenshot({ path: "/tmp/oauth-bind-other-browser.png" });
      expect(await githubHolders("770001")).toBe(0);
      await victim.close();

      // The browser that signed in: only the click binds.
      await page.getByTestId("oauth-bind-confirm-button").click();
      await page.waitForURL((url) => url.pathname === "/me", { timeout: 30_000 });
      expect(await githubHolders("770001")).toBe(1);
      await own.close();
    } finally {
      await server.ctx.settings.save([{ category: "security", name: "enable_register", value: "true" }]);
    }
  });

  it("shows the oauth settings group in the back office, secrets masked", async () => {
    await server.ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }]);
    const call = async <T,>(method: string, path: string, init: { token?: string; body?: unknown } = {}) => {
      const res = await fetch(baseUrl + path, {
        method,
        headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await res.json()) as T;
    };
    const login = await call<{ token: string; user: unknown }>("POST", "/api/v1/user/login", { body: { username: "admin", password: "e2e-oauth-admin" } });
    const perms = await call<{ permission?: Array<{ pages?: string[] }> }>("GET", "/api/v1/user/permission", { token: login.token });
    const permissions = perms.permission ?? [];
    const allowPages = [...new Set(permissions.flatMap((p) => p.pages ?? []))].sort();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("wenku", value), JSON.stringify({ user: { token: login.token, user: login.user, permissions, allowPages, groups: [] } }));
    await page.goto("/admin/config/oauth");
    await waitForHydration(page);
    for (const tab of ["微信", "微信公众号", "QQ", "Google", "GitHub", "Gitee", "自定义 OAuth2 / OIDC"]) await page.getByRole("tab", { name: tab, exact: true }).waitFor();
    await page.getByRole("tab", { name: "GitHub", exact: true }).click();
    await expect(page.locator("input[type=password]").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).resolves.not.toContain(fakeClient.secret);
    await page.screenshot({ path: "/tmp/oauth-admin-config.png" });
    await context.close();
  });
});
