import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "./document-files";
import { apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { createDocument, waitForConverted } from "./support/document-fixtures";

/** Analytics code as administrators paste it (CR LF line ends included); it counts its own runs. */
const analytics = "window.__analyticsRuns = (window.__analyticsRuns || 0) + 1;\r\nwindow.__analyticsPath = location.pathname;";

/** Records every CSP violation the page reports, from before its first script, and every console complaint about one. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const reportedViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
const analyticsRuns = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsRuns?: number }).__analyticsRuns ?? 0);

describe("the pages work under their Content-Security-Policy", () => {
  let browser: Browser;
  let admin: ApiSession;
  let documentUuid: string;
  let previous: Array<{ category: string; name: string; value: string }>;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    previous = await saveSettings(admin.token, [
      { category: "system", name: "analytics", value: analytics },
      { category: "security", name: "enable_captcha_login", value: "true" },
    ]);
    const title = uniqueName("内容安全策略");
    const created = await createDocument(admin.token, makePdf(3, title), `${title}.pdf`, title);
    await waitForConverted(admin.token, created.id);
    documentUuid = created.uuid;
  });
  afterAll(async () => {
    if (previous) await saveSettings(admin.token, previous);
    await browser?.close();
  });

  it("home, document and login pages hydrate, run the analytics code and report no violation", async () => {
    const { page, context } = await newPage(browser);
    const consoleViolations = await watchViolations(page);
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    expect(await analyticsRuns(page)).toBe(1);

    await page.goto(`/document/${documentUuid}`);
    await waitForHydration(page);
    const firstPage = page.getByTestId("reader-page").first().locator("img");
    await firstPage.waitFor();
    await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    expect(await reportedViolations(page)).toEqual([]);

    await page.goto("/login");
    await waitForHydration(page);
    const captcha = page.locator("img[src^='data:image']").first();
    await captcha.waitFor();
    await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await reportedViolations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
    await context.close();
  });

  it("runs the analytics code again on a client-side page change, allowed by its hash in the page's policy", async () => {
    const { page, context } = await newPage(browser);
    const consoleViolations = await watchViolations(page);
    await page.goto(`/document/${documentUuid}`);
    await waitForHydration(page);
    expect(await analyticsRuns(page)).toBe(1);
    await page.locator("header a[href='/']").first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => analyticsRuns(page)).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { __analyticsPath?: string }).__analyticsPath)).toBe("/");
    expect(await reportedViolations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
    await context.close();
  });

  it("the back office works for the administrator with no violation", async () => {
    const { page, context } = await newPage(browser);
    const consoleViolations = await watchViolations(page);
    await storeSession(page, admin);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByTestId("admin-side-menu").waitFor();
    await page.goto("/admin/navigation");
    await waitForHydration(page);
    await page.getByTestId("admin-content").waitFor();
    expect(await reportedViolations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
    await context.close();
  });
});
