import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "./document-files";
import { apiSignIn, uniqueName } from "./support/accounts";
import { apiCall, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration, waitForMotion } from "./support/browser";
import { publishedArticle } from "./support/content-fixtures";
import { createDocument, waitForConverted } from "./support/document-fixtures";

const readingKey = "wenku-reading-mode";
const screenshots = "test-results/reading-mode";

/** A visitor who turned the reading mode on earlier (it is kept in their browser). */
async function readerWithMode(browser: Browser, width: number) {
  const opened = await newPage(browser, { width, height: width < 768 ? 800 : 900 });
  await opened.page.addInitScript((key) => window.localStorage.setItem(key, "on"), readingKey);
  return opened;
}

/** The class <html> had when the document finished parsing, before any app script ran. */
async function watchClassAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __classAtParse: string }).__classAtParse = document.documentElement.className;
    });
  });
}

const classAtParse = (page: Page) => page.evaluate(() => (window as unknown as { __classAtParse?: string }).__classAtParse ?? "");
const htmlHasMode = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("wk-reading"));
/** The computed font size of the app's base text, in px. */
const baseFontSize = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.querySelector(".ant-app") ?? document.body).fontSize));

/** No element reaches beyond the viewport sideways (nothing cut off, no sideways scrolling). */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > limit) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth}`);
    for (const element of document.querySelectorAll(".wk-header *, .wk-main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === "hidden") continue;
      // Inside a scroller of its own (the reader's pages, tables) an element may extend beyond; the scroller may not.
      if (element.closest(".wk-reader-scroll, .ant-table-content, .ant-tabs-nav-wrap, .wk-thumbs, .wk-nav")) continue;
      // The home carousel's track holds its other slides beside the shown one, clipped by its list (checked itself).
      if (element.parentElement?.closest(".slick-list")) continue;
      if (box.right > limit) out.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")} right ${Math.round(box.right)}`);
    }
    return out.slice(0, 10);
  });
}

/** The header keeps its one row at every width: its direct items sit inside its bar. */
async function headerItemsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inner = document.querySelector(".wk-header-inner")!.getBoundingClientRect();
    return [...document.querySelectorAll(".wk-header-inner > *, .wk-header-main > *, .wk-header-user > *")]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top < inner.top - 1 || box.bottom > inner.bottom + 1 || box.left < inner.left - 1 || box.right > inner.right + 1;
      })
      .map((element) => element.className);
  });
}

describe("the reading mode (长辈模式)", () => {
  let browser: Browser;
  let documentUuid = "";
  let articleIdentifier = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(screenshots, { recursive: true });
    const admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    const title = uniqueName("长辈模式文档");
    const created = await createDocument(admin.token, makePdf(3, title), `${title}.pdf`, title);
    await waitForConverted(admin.token, created.id);
    documentUuid = created.uuid;
    // A related article whose title is longer than a phone's line: the list beside the article must end it in place.
    await publishedArticle(admin.token, uniqueName("长辈模式相关文章：一个在手机上一行放不下的很长很长的标题"), "正文。");
    const article = await publishedArticle(admin.token, uniqueName("长辈模式文章"), "正文第一段，有一个[链接](https://example.com/)。\n\n第二段文字。");
    articleIdentifier = article.identifier;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("is switched on in the header, applies 1.5 × text and underlined links, and is kept for the visitor from the first paint", async () => {
    const { page, context } = await newPage(browser, { width: 1366 });
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP ${e.violatedDirective}`));
    });
    page.on("console", (message) => {
      if (/CSP|Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await watchClassAtParse(page);
    await page.goto(`/article/${articleIdentifier}`);
    await waitForHydration(page);
    expect(await baseFontSize(page)).toBe(14);
    const switchButton = page.getByRole("switch", { name: "长辈模式" });
    expect(await switchButton.getAttribute("aria-checked")).toBe("false");
    expect(await switchButton.getAttribute("aria-describedby")).toBeTruthy();

    await switchButton.click();
    await expect.poll(() => htmlHasMode(page)).toBe(true);
    expect(await switchButton.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => baseFontSize(page)).toBeGreaterThanOrEqual(21);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), readingKey)).toBe("on");
    const contentLink = page.locator(".wk-article-content a").first();
    expect(await contentLink.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe("underline");
    // Site CSS sized in rem follows: the article body's 15 px text becomes 22.5 px.
    expect(await page.locator(".wk-article-content").evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))).toBeCloseTo(22.5, 1);

    // The server's HTML is the anonymous view; the stored choice applies while the page parses, before hydration.
    const html = (await apiCall<string>("GET", `/article/${articleIdentifier}`)).body;
    expect(html).toMatch(/<html lang="zh-CN">/);
    await page.reload();
    expect(await classAtParse(page)).toContain("wk-reading");
    await waitForHydration(page);
    await expect.poll(() => baseFontSize(page)).toBeGreaterThanOrEqual(21);
    expect(violations).toEqual([]);

    await page.getByRole("switch", { name: "长辈模式" }).click();
    await expect.poll(() => baseFontSize(page)).toBe(14);
    expect(await htmlHasMode(page)).toBe(false);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), readingKey)).toBeNull();
    await context.close();
  });

  it("is in the mobile drawer too", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("mobile-menu-button").click();
    await waitForMotion(page);
    const drawerSwitch = page.getByTestId("mobile-drawer").getByRole("switch", { name: "长辈模式" });
    await drawerSwitch.click();
    await expect.poll(() => htmlHasMode(page)).toBe(true);
    await expect.poll(() => baseFontSize(page)).toBeGreaterThanOrEqual(21);
    await context.close();
  });

  it("widens the reader's pages: they take the page's width, the side cards below", async () => {
    const widthOfPage = async (page: Page) => {
      await page.goto(`/document/${documentUuid}`);
      await waitForHydration(page);
      const first = page.getByTestId("reader-page").first();
      await first.waitFor();
      return (await first.boundingBox())!.width;
    };
    const plain = await newPage(browser, { width: 1366 });
    const normal = await widthOfPage(plain.page);
    await plain.context.close();
    const reading = await readerWithMode(browser, 1366);
    const wide = await widthOfPage(reading.page);
    expect(wide).toBeGreaterThan(normal * 1.2);
    await reading.context.close();
  });

  for (const width of [1366, 375]) {
    it(`lays out the home, a document and an article at ${width} px with nothing cut off`, async () => {
      const { page, context } = await readerWithMode(browser, width);
      for (const [name, address] of [["home", "/"], ["document", `/document/${documentUuid}`], ["article", `/article/${articleIdentifier}`]] as const) {
        await page.goto(address);
        await waitForHydration(page);
        await expect.poll(() => baseFontSize(page)).toBeGreaterThanOrEqual(21);
        if (name === "document") await page.getByTestId("reader-page").first().locator("img").evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
        if (name === "article") expect(await page.getByTestId("related-articles").textContent()).toContain("长辈模式相关文章");
        await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
        expect(await horizontalOverflow(page), name).toEqual([]);
        expect(await headerItemsOutside(page), name).toEqual([]);
      }
      await context.close();
    });
  }
});
