import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, type ApiSession } from "./support/accounts";
import { E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { brokenImages, collectPageErrors } from "./support/content-fixtures";

/** Every admin route of spec §2 ("Admin routes"), written out as the spec lists them. */
const specAdminRoutes = [
  "/admin",
  "/admin/dashboard",
  ...["advertisement", "attachment", "banner", "comment", "friendlink", "navigation", "order", "report"].map((p) => `/admin/${p}`),
  ...["chat", "embedding", "llm"].map((p) => `/admin/ai/${p}`),
  ...["category", "list", "recycle", "set"].map((p) => `/admin/article/${p}`),
  ...["captcha", "converter", "display", "download", "email", "footer", "llm", "miniprogram", "oauth", "ocr", "pay", "score", "search", "security", "sms", "ssr", "system", "vip"].map(
    (p) => `/admin/config/${p}`,
  ),
  ...["category", "language", "list", "ocr", "recycle", "searchrecord"].map((p) => `/admin/document/${p}`),
  ...["document", "url"].map((p) => `/admin/spider/${p}`),
  ...["group", "list", "permission", "punishment", "sms", "vip"].map((p) => `/admin/user/${p}`),
];

describe("every admin route of the spec opens its own working page", () => {
  let browser: Browser;
  let admin: ApiSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(() => browser?.close());

  it("renders each for the administrator with its own heading, no error and no broken image", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    const errors = collectPageErrors(page);
    await storeSession(page, admin);
    const headings = new Map<string, string>();
    await page.goto("/admin");
    await waitForHydration(page);
    for (const address of specAdminRoutes) {
      // A client-side navigation, as a click in the menu makes: the admin pages render in the browser.
      await page.evaluate((to) => {
        window.history.pushState({ usr: null, key: to, idx: window.history.length }, "", to);
        window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state as unknown }));
      }, address);
      await page.waitForURL((url) => url.pathname === address);
      const content = page.getByTestId("admin-content");
      const heading = content.getByRole("heading").first();
      // The page has rendered once its heading is no longer the previous page's (/admin and /admin/dashboard share one).
      const previous = address === "/admin/dashboard" ? undefined : [...headings.values()].at(-1);
      const current = async () => ((await heading.count()) > 0 ? (await heading.innerText({ timeout: 1000 }).catch(() => "")).trim() : "");
      const rendered = async () => {
        const text = await current();
        return text !== "" && text !== previous;
      };
      await expect.poll(rendered, { timeout: 10_000, message: `${address}: a heading of its own` }).toBe(true);
      expect(await content.getByTestId("not-found").count(), address).toBe(0);
      expect(await page.getByTestId("admin-forbidden").count(), address).toBe(0);
      expect(await content.getByTestId("error-message").count(), address).toBe(0);
      headings.set(address, await current());
      expect(await brokenImages(page, "[data-testid=admin-content]"), address).toEqual([]);
      expect(errors, address).toEqual([]);
    }
    // /admin is the dashboard; every other address is a page of its own.
    const titled = [...headings].filter(([address]) => address !== "/admin");
    const byHeading = new Map<string, string[]>();
    for (const [address, heading] of titled) byHeading.set(heading, [...(byHeading.get(heading) ?? []), address]);
    expect([...byHeading].filter(([, addresses]) => addresses.length > 1)).toEqual([]);
    await context.close();
  });
});
