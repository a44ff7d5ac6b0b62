import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { createDocument, docxOfPages, waitForConverted } from "./support/document-fixtures";

/** Every page image in the reader has loaded and decoded. */
async function pageImagesDecoded(page: Page): Promise<number> {
  await page.locator("img[src*='/view/page/']").first().waitFor();
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>("img[src*='/view/page/']")];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
  return page.locator("img[src*='/view/page/']").count();
}

describe("a login-only site in the browser", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  let documentUuid: string;
  const title = uniqueName("会员专享文档");

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    member = await apiRegister(uniqueName("gated"), "member-password");
    const file = await docxOfPages([["会员才能读到的第一页 <tag> & \"quotes\""], ["第二页"]]);
    const created = await createDocument(admin.token, file, "gated.docx", title);
    await waitForConverted(admin.token, created.id);
    documentUuid = created.uuid;
  });
  afterAll(() => browser?.close());

  it("sends a stranger to /login with nothing of the document in the page", async () => {
    const previous = await saveSettings(admin.token, [{ category: "security", name: "login_required", value: "true" }]);
    try {
      const { page, context } = await newPage(browser);
      const response = await page.goto(`/document/${documentUuid}`);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/document/${documentUuid}`);
      expect(await response!.text()).not.toContain(title);
      expect(await page.content()).not.toContain(title);
      await context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });

  it("shows a signed-in member the document, its pages and the site's navigation through the API", async () => {
    const previous = await saveSettings(admin.token, [{ category: "security", name: "login_required", value: "true" }]);
    try {
      const { page, context } = await newPage(browser);
      await storeSession(page, member);
      await page.goto(`/document/${documentUuid}`);
      await page.waitForURL((url) => url.pathname === `/document/${documentUuid}`);
      await page.getByRole("heading", { name: title }).waitFor();
      expect(await pageImagesDecoded(page)).toBeGreaterThan(0);
      await page.locator(".wk-header").getByText("文档").first().waitFor();

      await page.goto("/document");
      await page.waitForURL((url) => url.pathname === "/document");
      await page.getByText(title).first().waitFor();
      await context.close();
    } finally {
      await saveSettings(admin.token, previous);
    }
  });
});
