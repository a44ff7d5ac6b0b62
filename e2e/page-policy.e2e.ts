import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { gradientPng, uploadImage } from "./support/content-fixtures";
import { E2E_ADMIN_PASSWORD, apiCall, launchBrowser, newPage, waitForHydration } from "./support/browser";

/** Markup that would run a script if it reached the page as it was written: each sets its own window flag. */
const injected = (name: string, marker: string) =>
  `<p>${marker}<script>window.__injected_${name}_script=1</script>` +
  `<img src=x onerror="window.__injected_${name}_img=1"><a href="javascript:window.__injected_${name}_link=1">${marker}链接</a></p>`;
const injectedFlags = (name: string) => [`__injected_${name}_script`, `__injected_${name}_img`, `__injected_${name}_link`];

/** Analytics code whose own part counts its runs, with markup after a `</script>` that tries to run a script of its own. */
const analytics = "window.__analyticsRuns = (window.__analyticsRuns || 0) + 1;</script><script>window.__evil=1</script><img src=x onerror=\"window.__evil=2\">";

type Flags = Record<string, unknown>;
const windowFlags = (page: Page, names: string[]) =>
  page.evaluate((list) => Object.fromEntries(list.map((name) => [name, (window as unknown as Flags)[name]])), names);

/** Records the policy violations the page reports, from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe("the page policy holds against HTML an administrator saves", () => {
  let browser: Browser;
  let admin: ApiSession;
  let previous: Array<{ category: string; name: string; value: string }> = [];
  let adId = 0;
  let bannerId = 0;
  const copyrightMarker = uniqueName("版权标记");
  const closeMarker = uniqueName("闭站标记");
  const adMarker = uniqueName("广告标记");
  const allInjected = [...injectedFlags("copyright"), ...injectedFlags("close"), ...injectedFlags("ad"), "__evil"];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    previous = await saveSettings(admin.token, [
      { category: "display", name: "copyright_statement", value: injected("copyright", copyrightMarker) },
      { category: "security", name: "close_statement", value: injected("close", closeMarker) },
      { category: "system", name: "analytics", value: analytics },
      { category: "security", name: "image_hosts", value: "https:" },
      { category: "security", name: "is_close", value: "false" },
    ]);
    const ad = await apiCall<{ id: number }>("POST", "/api/v1/advertisement", {
      token: admin.token,
      body: { position: "global_top", title: adMarker, content: injected("ad", adMarker) },
    });
    expect(ad.status, JSON.stringify(ad.body)).toBe(200);
    adId = ad.body.id;
    const bannerPath = await uploadImage(admin.token, "banner", await gradientPng(1200, 300, [30, 90, 200], [240, 160, 40]), "policy-banner.png");
    const banner = await apiCall<{ id: number }>("POST", "/api/v1/banner", { token: admin.token, body: { title: "策略轮播", path: bannerPath, url: "/article", type: 0, sort: 100 } });
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    bannerId = banner.body.id;
  });
  afterAll(async () => {
    if (adId) await apiCall("DELETE", `/api/v1/advertisement?id=${adId}`, { token: admin.token });
    if (bannerId) await apiCall("DELETE", `/api/v1/banner?id=${bannerId}`, { token: admin.token });
    if (previous.length) await saveSettings(admin.token, previous);
    await browser?.close();
  });

  it("home page: the site's scripts and the analytics code run, nothing injected does", async () => {
    const { page, context } = await newPage(browser);
    await watchViolations(page);
    const response = await page.goto("/search?wd=policy");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+(;| )/);
    expect(policy).not.toContain("nonce-");
    await waitForHydration(page);
    expect(await windowFlags(page, ["__analyticsRuns"])).toEqual({ __analyticsRuns: 1 });

    // A client-side navigation (the document stays) runs the analytics code again, allowed by the same hash.
    await page.evaluate(() => ((window as unknown as Flags).__sameDocument = true));
    await page.locator("header a.wk-logo").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => windowFlags(page, ["__analyticsRuns"])).toEqual({ __analyticsRuns: 2 });
    expect(await windowFlags(page, ["__sameDocument"])).toEqual({ __sameDocument: true });

    await page.reload();
    await waitForHydration(page);
    await page.locator(".wk-footer-statement").getByText(copyrightMarker, { exact: false }).first().waitFor();
    await page.locator('[data-testid="ad-slot"][data-position="global_top"]').getByText(adMarker, { exact: false }).first().waitFor();
    const banner = page.getByTestId("home-carousel").locator('.slick-slide:not(.slick-cloned) img[alt="策略轮播"]');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await windowFlags(page, allInjected)).toEqual(Object.fromEntries(allInjected.map((name) => [name, undefined])));
    expect(await windowFlags(page, ["__analyticsRuns"])).toEqual({ __analyticsRuns: 1 });
    expect(await page.locator(".wk-footer-statement script, .wk-ad-item script, [onerror], a[href^='javascript:' i]").count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/e2e-page-policy-home-1280.png", fullPage: true });
    await context.close();
  });

  it("markup that got past every check would still not run, while images from HTTPS hosts may show", async () => {
    const { page, context } = await newPage(browser);
    await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.text = "window.__bypass_script = 1";
      document.body.appendChild(script);
      const holder = document.createElement("div");
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__bypass_img = 1">';
      document.body.appendChild(holder);
      for (const src of ["https://images.invalid/a.png", "http://images.invalid/b.png"]) {
        const img = document.createElement("img");
        img.src = src;
        document.body.appendChild(img);
      }
    });
    await expect.poll(async () => (await violations(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const reported = await violations(page);
    expect(reported).toContain("script-src-elem inline");
    expect(reported).toContain("script-src-attr inline");
    expect(reported).toContain("img-src http://images.invalid/b.png");
    expect(reported.some((v) => v.includes("https://images.invalid"))).toBe(false);
    expect(await windowFlags(page, ["__bypass_script", "__bypass_img"])).toEqual({ __bypass_script: undefined, __bypass_img: undefined });
    await context.close();
  });

  it("login page of a closed site: the close statement shows, its injected markup does not run", async () => {
    const closed = await saveSettings(admin.token, [{ category: "security", name: "is_close", value: "true" }]);
    try {
      const { page, context } = await newPage(browser);
      await watchViolations(page);
      await page.goto("/");
      await page.waitForURL((url) => url.pathname === "/login");
      await waitForHydration(page);
      await page.locator(".wk-close-statement").getByText(closeMarker, { exact: false }).first().waitFor();
      // The form answers: React handles the submit and shows the field's message.
      await page.getByTestId("login-form").getByRole("button", { name: "立即登录" }).click();
      await page.getByText("请输入密码").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await windowFlags(page, allInjected)).toEqual(Object.fromEntries(allInjected.map((name) => [name, undefined])));
      expect(await windowFlags(page, ["__analyticsRuns"])).toEqual({ __analyticsRuns: 1 });
      expect(await page.locator(".wk-close-statement script, [onerror], a[href^='javascript:' i]").count()).toBe(0);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: "/tmp/e2e-page-policy-login-1280.png" });
      await context.close();
    } finally {
      await saveSettings(admin.token, closed);
    }
  });
});
