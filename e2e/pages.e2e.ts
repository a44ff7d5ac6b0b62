import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, baseUrl, launchBrowser, newPage, publicSettings, waitForHydration } from "./support/browser";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("server-rendered pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders the home page with title, navigation and footer before any script runs", async () => {
    const settings = await publicSettings();
    const navigation = (await apiCall<{ navigation: Array<{ title: string; enable: boolean; parent_id: number }> }>("GET", "/api/v1/navigation/list?page=1&size=10000")).body.navigation;
    const firstItem = navigation.find((n) => n.enable && n.parent_id === 0)!;
    const response = await fetch(baseUrl() + "/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(settings.system.title)}</title>`);
    expect(html).toContain(`>${escapeHtml(settings.system.sitename)}<`);
    expect(html).toMatch(new RegExp(`data-testid="header-nav"[\\s\\S]*>${firstItem.title}<`));
    expect(html).toContain('data-testid="site-footer"');
    expect(html).toContain("网站地图");
    expect(html).toContain('href="/sitemap.xml"');
    expect(html).toContain('data-testid="header-login"');
    expect(html).not.toContain('data-testid="header-user"');
  });

  it("shows the 404 page for an unmatched route and for /404", async () => {
    const { page, context } = await newPage(browser);
    for (const address of ["/no/such/page", "/404"]) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found").textContent()).resolves.toBe("页面不存在");
    }
    await waitForHydration(page);
    await page.getByRole("link", { name: "返回首页" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("keeps the site chrome on the 404 page and hydrates it", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/missing");
    await waitForHydration(page);
    await expect(page.getByTestId("header-nav").isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("site-footer").isVisible()).resolves.toBe(true);
    await page.screenshot({ path: "/tmp/e2e-404.png" });
    await context.close();
  });

  it("animates the mobile drawer in, except for visitors who ask for reduced motion", async () => {
    const animationClasses = async (reducedMotion: "reduce" | "no-preference") => {
      const { page, context } = await newPage(browser, { width: 375, height: 800, reducedMotion });
      await page.goto("/");
      await waitForHydration(page);
      await page.evaluate(() => {
        const seen: string[] = ((window as unknown as { motionClasses: string[] }).motionClasses = []);
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            for (const name of target.classList ?? []) if (/-(enter|appear)(-|$)/.test(name)) seen.push(name);
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
      });
      await page.getByTestId("mobile-menu-button").click();
      await page.getByTestId("mobile-drawer").waitFor();
      await page.waitForTimeout(600);
      const seen = await page.evaluate(() => (window as unknown as { motionClasses: string[] }).motionClasses);
      await context.close();
      return seen;
    };
    expect(await animationClasses("no-preference")).not.toEqual([]);
    expect(await animationClasses("reduce")).toEqual([]);
  });
});
