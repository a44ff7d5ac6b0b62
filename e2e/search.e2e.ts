import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { createDocument, docxOfPages, waitFor, waitForConverted } from "./support/document-fixtures";

/** Rare characters no other text of the test uses: a word made of two of them occurs only where it is put. */
const rareCharacters = [..."麒麟鹬蚌甍燹犇龢靉鸑鷟翀曌彧琊嬛"];
function rareWord(): string {
  const pick = () => rareCharacters[Math.floor(Math.random() * rareCharacters.length)];
  let word = pick() + pick();
  while (word[0] === word[1]) word = pick() + pick();
  return word;
}

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000);

describe("search", () => {
  let browser: Browser;
  let admin: ApiSession;
  const word = rareWord();
  const title = `全文检索测试文档 ${unique()}`;
  const categoryTitle = `检索分类${unique()}`;
  let categoryId = 0;
  let doc: { id: number; uuid: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    const bytes = await docxOfPages([
      ["第一章 总则", "本文库用于收集和分享各类学习资料，欢迎大家上传。", "这一页只介绍文库的基本情况。"],
      ["第二章 细则", `这里提到了${word}这个词语，它只出现在第二页。`, "请在搜索框中输入关键词查找。"],
    ]);
    doc = await createDocument(admin.token, bytes, `search-${unique()}.docx`, title);
    await waitForConverted(admin.token, doc.id);
    const category = await apiCall<{ id: number }>("POST", "/api/v1/category", { token: admin.token, body: { title: categoryTitle, type: 0 } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    categoryId = category.body.id;
    await apiCall("PUT", "/api/v1/document/category", { token: admin.token, body: { document_id: [doc.id], category_id: [categoryId] } });
    await apiCall("PUT", "/api/v1/document/language", { token: admin.token, body: { document_id: [doc.id], language: "zh-CN" } });
    // The index picks up converted and changed documents in the background.
    await waitFor("the document in the search index", async () => {
      const reply = (await apiCall<{ agg_category?: Array<{ category_id: number }>; document?: Array<{ uuid?: string; page: number }> }>("GET", `/api/v1/search?wd=${encodeURIComponent(word)}&type=0`)).body;
      const indexed = reply.agg_category?.some((f) => f.category_id === categoryId);
      return indexed ? reply.document?.find((hit) => hit.uuid === doc.uuid && hit.page === 2) : undefined;
    });
  });
  afterAll(() => browser?.close());

  it("finds a word of page 2 from the header search box, highlights it and opens the document at page 2", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/login");
    await waitForHydration(page);
    const headerSearch = page.locator(".wk-header-search input");
    await headerSearch.fill(word);
    await headerSearch.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("wd") === word);

    const hit = page.getByTestId("search-hit").filter({ hasText: title });
    await expect(hit.locator("em").first().textContent()).resolves.toBe(word);
    await expect(page.getByTestId("search-summary").textContent()).resolves.toMatch(/找到约 \d+ 条结果，用时 [\d.]+ 秒/);
    await page.screenshot({ path: "/tmp/search-1280.png", fullPage: true });

    await hit.getByTestId("search-hit-title").click();
    await page.waitForURL((url) => url.pathname === `/document/${doc.uuid}` && url.searchParams.get("page") === "2");
    await context.close();
  });

  it("renders the results on the server, with facets, and shows the empty and no-keyword states", async () => {
    const html = await (await fetch(`${baseUrl()}/search?wd=${encodeURIComponent(word)}`)).text();
    expect(html).toContain(`<em>${word}</em>`);
    expect(html).toContain(`href="/document/${doc.uuid}?page=2&amp;q=${encodeURIComponent(word)}"`);
    expect(html).toContain('data-testid="facet-ext"');

    const { page, context } = await newPage(browser, { width: 375, height: 812 });
    await page.goto(`/search?wd=${encodeURIComponent(word)}`);
    await page.getByTestId("search-hit").filter({ hasText: title }).waitFor();
    await page.screenshot({ path: "/tmp/search-375.png", fullPage: true });

    await waitForHydration(page);
    await page.getByTestId("facet-language").getByText("简体中文").waitFor();
    await page.getByTestId("facet-category").getByRole("link", { name: `${categoryTitle}(1)` }).click();
    await page.waitForURL((url) => url.searchParams.get("category_id") === String(categoryId));
    await page.getByTestId("search-hit").filter({ hasText: title }).waitFor();

    await page.goto(`/search?wd=${encodeURIComponent(word)}&ext=xls`);
    await page.getByTestId("search-empty").waitFor();
    await page.goto("/search?wd=%20%20");
    await page.getByTestId("search-no-keyword").waitFor();
    await expect(page.getByTestId("search-hit").count()).resolves.toBe(0);
    await context.close();
  });

  it("logs a search made on the page once, with the visitor's address", async () => {
    const { page, context, clientAddress } = await newPage(browser);
    const pageWord = `${word}${rareWord()}`;
    await page.goto(`/search?wd=${encodeURIComponent(pageWord)}`);
    await page.getByTestId("search-page").waitFor();
    await context.close();
    const records = () =>
      apiCall<{ search_record: Array<{ keywords: string; ip: string; user_agent: string }> }>("GET", `/api/v1/searchrecord/list?keywords=${encodeURIComponent(pageWord)}&size=100`, { token: admin.token }).then(
        (r) => r.body.search_record,
      );
    await waitFor("the search record", async () => ((await records()).length ? true : undefined), 20_000);
    // Records are written in batches every few seconds: a second record would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const logged = await records();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ keywords: pageWord, ip: clientAddress });
    expect(logged[0].user_agent).toContain("Chrome");
  });
});
