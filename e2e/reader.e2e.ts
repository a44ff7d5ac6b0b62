import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { brokenImages } from "./support/content-fixtures";
import { uploadFile, waitForConverted } from "./support/document-fixtures";

/** A real 36-page PDF manual (GNU libtasn1's), read with a preview of 20 pages and a price, so pages 21–36 are for buyers. */
const manual = readFileSync(path.resolve(import.meta.dirname, "../apps/server/src/test/fixtures/real/libtasn1.pdf"));
const manualPages = 36;
const previewPages = 20;

const readerPage = (page: Page, n: number) => page.locator(`#page-${n}`);
/** Whether page n's top lies in the upper half of the window: the reader went there. */
const inView = (page: Page, n: number) =>
  readerPage(page, n).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= -10 && top < window.innerHeight / 2;
  });
const pageInAddress = (page: Page) => new URL(page.url()).searchParams.get("page");

describe("the reader: page box, thumbnails, ?page=, the preview's end and the last page read", () => {
  let browser: Browser;
  let admin: ApiSession;
  let reader: ApiSession;
  let uuid = "";
  let id = 0;
  let restore: Array<{ category: string; name: string; value: string }> = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    restore = await saveSettings(admin.token, [{ category: "converter", name: "max_preview", value: String(previewPages) }]);
    const upload = await uploadFile(admin.token, manual, "libtasn1.pdf");
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const created = await apiCall<{ document: Array<{ id: number; uuid: string }> }>("POST", "/api/v1/document", {
      token: admin.token,
      body: { category_id: [], document: [{ title: uniqueName("libtasn1 手册"), attachment_id: upload.body.data.id, price: 2 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    ({ id, uuid } = created.body.document[0]);
    await waitForConverted(admin.token, id);
    reader = await apiRegister(uniqueName("reader"), "reader-password");
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    await browser?.close();
  });

  it("the page box jumps to page 15, and scrolling keeps the page being read in the box and the address", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/document/${uuid}`);
    await waitForHydration(page);
    await expect(page.getByTestId("reader-page-count").textContent()).resolves.toBe(`/ ${manualPages} 页`);
    const box = page.getByRole("spinbutton", { name: "跳转到页码" });
    await expect(box.inputValue()).resolves.toBe("1");

    await box.fill("15");
    await box.press("Enter");
    await expect.poll(() => inView(page, 15), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => box.inputValue()).toBe("15");
    await expect.poll(() => pageInAddress(page)).toBe("15");
    expect(await brokenImages(page, "#page-15")).toEqual([]);
    await page.screenshot({ path: "/tmp/e2e-reader-page-15.png" });

    await readerPage(page, 9).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(() => box.inputValue()).toBe("9");
    await expect.poll(() => pageInAddress(page)).toBe("9");
    await context.close();
  });

  it("thumbnails show every readable page and take the reader to the one clicked", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/document/${uuid}`);
    await waitForHydration(page);
    await page.getByTestId("reader-thumbnails-toggle").click();
    const thumbs = page.getByTestId("reader-thumbnails").locator("button");
    await expect.poll(() => thumbs.count()).toBe(previewPages);
    // Each place holds its picture once the pages' addresses have arrived (a blank box until then).
    await expect.poll(() => thumbs.locator("img").count()).toBe(previewPages);
    expect(await brokenImages(page, '[data-testid="reader-thumbnails"]')).toEqual([]);
    await page.screenshot({ path: "/tmp/e2e-reader-thumbnails.png" });
    await thumbs.nth(6).click();
    await expect.poll(() => inView(page, 7), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => thumbs.nth(6).getAttribute("aria-current")).toBe("page");
    await context.close();
  });

  it("a page beyond the preview says so where the reader lands, with the price and the download button", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/document/${uuid}?page=25`);
    await waitForHydration(page);
    const notice = page.getByTestId("reader-beyond-preview");
    await notice.waitFor({ timeout: 15_000 });
    await expect(notice.textContent()).resolves.toContain("第 25 页需购买/下载后阅读");
    await expect(notice.textContent()).resolves.toContain("2 魔豆");
    await expect(notice.getByRole("button", { name: /下载/ }).isVisible()).resolves.toBe(true);
    await expect.poll(() => notice.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await expect(page.locator("[data-testid=reader-page]").count()).resolves.toBe(previewPages);
    await page.screenshot({ path: "/tmp/e2e-reader-beyond-preview.png" });
    await context.close();
  });

  it("a signed-in reader who left at page 11 returns there when opening the document again", async () => {
    const first = await newPage(browser);
    await storeSession(first.page, reader);
    await first.page.goto(`/document/${uuid}?page=12`);
    await waitForHydration(first.page);
    await expect.poll(() => inView(first.page, 12), { timeout: 15_000 }).toBe(true);
    await readerPage(first.page, 11).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect
      .poll(async () => (await apiCall<{ page: number }>("GET", `/api/v1/document/reading?document_id=${id}`, { token: reader.token })).body.page, { timeout: 15_000 })
      .toBe(11);
    await first.context.close();

    const again = await newPage(browser);
    await storeSession(again.page, reader);
    await again.page.goto(`/document/${uuid}`);
    await waitForHydration(again.page);
    await expect.poll(() => inView(again.page, 11), { timeout: 15_000 }).toBe(true);
    await again.page.getByText("已回到上次阅读的第 11 页").waitFor();
    await again.context.close();
  });

  it("keeps a page the reader scrolled to before the kept one was known", async () => {
    const { page, context } = await newPage(browser);
    await storeSession(page, reader);
    // The kept page answers late, as on a slow connection: the reader has moved on by then.
    await page.route("**/api/v1/document/reading?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(`/document/${uuid}?page=12`);
    await waitForHydration(page);
    await expect.poll(() => inView(page, 12), { timeout: 15_000 }).toBe(true);
    await readerPage(page, 10).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect
      .poll(async () => (await apiCall<{ page: number }>("GET", `/api/v1/document/reading?document_id=${id}`, { token: reader.token })).body.page, { timeout: 15_000 })
      .toBe(10);
    await context.close();
  });

  it("leaves a reader who went on reading before the kept page was known where they are", async () => {
    const kept = async () => (await apiCall<{ page: number }>("GET", `/api/v1/document/reading?document_id=${id}`, { token: reader.token })).body.page;
    await apiCall("PUT", "/api/v1/document/reading", { token: reader.token, body: { document_id: id, page: 9 } });
    expect(await kept()).toBe(9);
    const { page, context } = await newPage(browser);
    await storeSession(page, reader);
    // The kept page answers only once the reader has scrolled on from page 1 (to page 2, of the two shown first).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    await page.route("**/api/v1/document/reading?*", async (route) => {
      await released;
      await route.continue();
      answered = true;
    });
    await page.goto(`/document/${uuid}`);
    await waitForHydration(page);
    await readerPage(page, 2).waitFor({ timeout: 15_000 });
    await readerPage(page, 2).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get("page"))).toBe("2");
    release();
    await expect.poll(() => answered).toBe(true);
    for (let check = 0; check < 8; check++) {
      await page.waitForTimeout(150);
      expect(await inView(page, 2), `page 2 in view, check ${check}`).toBe(true);
    }
    expect(await page.getByText(/已回到上次阅读的第 \d+ 页/).count()).toBe(0);
    // The page read is kept instead.
    await expect.poll(kept, { timeout: 15_000 }).toBe(2);
    await context.close();
  });

  it("works at 375 px: page box and thumbnails in the toolbar", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 740 });
    await page.goto(`/document/${uuid}?page=4`);
    await waitForHydration(page);
    await expect.poll(() => inView(page, 4), { timeout: 15_000 }).toBe(true);
    await page.getByTestId("reader-thumbnails-toggle").click();
    await expect.poll(() => page.getByTestId("reader-thumbnails").locator("button").count()).toBe(previewPages);
    const rightEdges = await page
      .getByTestId("reader-toolbar")
      .locator("button, input")
      .evaluateAll((controls) => controls.filter((c) => !c.closest("[data-testid=reader-thumbnails]")).map((c) => c.getBoundingClientRect().right));
    expect(rightEdges.length).toBeGreaterThanOrEqual(5);
    for (const right of rightEdges) expect(right).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "/tmp/e2e-reader-375.png" });
    await context.close();
  });
});
