import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration } from "./support/browser";
import { brokenImages, collectPageErrors, createGroup, gradientPng, memberOfGroup } from "./support/content-fixtures";

/** Inline and display math, a fenced TypeScript block and a GFM table with an aligned column. */
const articleBody = [
  "质能方程 $E=mc^2$ 写在行内，下面是一个积分：",
  "",
  "$$",
  "\\int_0^1 x^2 \\, dx = \\frac{1}{3}",
  "$$",
  "",
  "```ts",
  "export function square(x: number): number {",
  "  return x * x;",
  "}",
  "```",
  "",
  "| 常数 | 数值 |",
  "| --- | ---: |",
  "| 光速 | 299792458 |",
  "| 圆周率 | 3.14159 |",
  "",
  "",
].join("\n");

/** Every font face KaTeX's stylesheet declared that the page tried to load and could not. */
const failedKatexFonts = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.family.includes("KaTeX") && font.status === "error").map((font) => font.family);
  });

describe("articles: post with math, code and a table → review → public page", () => {
  let browser: Browser;
  let admin: ApiSession;
  let author: ApiSession;
  const title = uniqueName("数学与代码");
  let articleId = 0;

  /** A failed test leaves a screenshot of its page in test-results/ to show what the page looked like. */
  let current: Page | undefined;
  const open = async (session: ApiSession | null, address: string) => {
    const opened = await newPage(browser);
    current = opened.page;
    if (session) await storeSession(opened.page, session);
    const response = await opened.page.goto(address);
    await waitForHydration(opened.page);
    return { ...opened, response };
  };
  afterEach(async ({ task }) => {
    await closeTestPage(current, "articles", task);
    current = undefined;
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // The author's only group may post articles, each waiting for a reviewer.
    const reviewed = await createGroup(admin.token, { enable_article: true, enable_article_approval: true, enable_comment: true });
    author = await memberOfGroup(admin.token, reviewed, "writer");
  });
  afterAll(() => browser?.close());

  it("posts through /post with an uploaded image; the article waits for review", async () => {
    const { page } = await open(author, "/post");
    await page.getByTestId("article-form").waitFor();
    await page.getByTestId("article-title-input").fill(title);
    await page.getByTestId("markdown-source").fill(articleBody);
    await page.getByTestId("editor-image-input").setInputFiles({
      name: "gradient.png",
      mimeType: "image/png",
      buffer: await gradientPng(320, 120, [30, 90, 200], [240, 170, 40]),
    });
    await expect.poll(() => page.getByTestId("markdown-source").inputValue(), { timeout: 30_000 }).toMatch(/!\[[^\]]*\]\(\/uploads\/[^)]+\)/);

    const preview = page.getByTestId("markdown-preview");
    await expect.poll(() => preview.locator(".katex").count()).toBe(2);
    await expect(preview.locator("table td").allTextContents()).resolves.toEqual(["光速", "299792458", "圆周率", "3.14159"]);
    await expect.poll(() => preview.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: "/tmp/e2e-post-editor-1280.png" });

    await page.getByTestId("article-submit").click();
    await page.getByText("文章已提交，审核通过后公开").waitFor();
    await page.waitForURL((url) => url.pathname === "/me/article");
    await page.getByTestId("my-articles").getByText(title).waitFor();

    const mine = await apiCall<{ article: Array<{ id: number; title: string; status: number }> }>("GET", `/api/v1/article/list?user_id=${author.user.id}&size=50`, { token: author.token });
    const posted = mine.body.article.find((a) => a.title === title);
    expect(posted, JSON.stringify(mine.body)).toBeDefined();
    expect(posted!.status).toBe(0);
    articleId = posted!.id;
    expect((await fetch(`${baseUrl()}/article/${articleId}`)).status).toBe(404);
  });

  it("an administrator approves it in /admin/article/list", async () => {
    expect(articleId).toBeGreaterThan(0);
    const { page } = await open(admin, "/admin/article/list");
    const row = page.getByTestId("admin-article-table").locator("tr", { hasText: title });
    await row.getByText("待审核").waitFor();
    await page.screenshot({ path: "/tmp/e2e-admin-article-list-1280.png" });
    await row.getByTestId("article-approve").click();
    await expect.poll(async () => (await apiCall<{ status: number }>("GET", `/api/v1/article?id=${articleId}`, { token: admin.token })).body.status).toBe(1);
    await row.getByTestId("article-approve").waitFor({ state: "detached" });
    await row.getByText("已发布").waitFor();
  });

  it("shows the public page to a stranger: KaTeX math, highlighted code, the table, every image, no console error", async () => {
    expect(articleId).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl()}/article/${articleId}`)).text();
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="hljs language-ts"');

    const { page } = await newPage(browser);
    current = page;
    const errors = collectPageErrors(page);
    const response = await page.goto(`/article/${articleId}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe(title);

    const content = page.getByTestId("article-content");
    await expect(content.locator(".katex").count()).resolves.toBe(2);
    await expect(content.locator(".katex-display").count()).resolves.toBe(1);
    await expect(content.locator(".katex .katex-html").first().isVisible()).resolves.toBe(true);
    // KaTeX's stylesheet is in force: its fonts, and the MathML copy for screen readers clipped to one pixel.
    await expect(content.locator(".katex").first().evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toContain("KaTeX_Main");
    await expect(content.locator(".katex .katex-mathml").first().evaluate((el) => el.getBoundingClientRect().width)).resolves.toBeLessThanOrEqual(1);
    await expect(content.locator(".katex-display annotation").textContent()).resolves.toContain("\\frac{1}{3}");

    const code = content.locator("pre code.hljs");
    await expect(code.textContent()).resolves.toContain("return x * x;");
    await expect(code.locator(".hljs-keyword").allTextContents()).resolves.toEqual(expect.arrayContaining(["export", "function", "return"]));
    await expect(code.evaluate((el) => getComputedStyle(el.querySelector(".hljs-keyword")!).color)).resolves.not.toBe(
      await code.evaluate((el) => getComputedStyle(el).color),
    );

    await expect(content.locator("table th").allTextContents()).resolves.toEqual(["常数", "数值"]);
    await expect(content.locator("table td").allTextContents()).resolves.toEqual(["光速", "299792458", "圆周率", "3.14159"]);
    await expect(content.locator("table td").nth(1).evaluate((el) => getComputedStyle(el).textAlign)).resolves.toMatch(/right$/);

    await expect(content.locator("img").getAttribute("src")).resolves.toMatch(/^\/uploads\//);
    expect(await brokenImages(page)).toEqual([]);
    expect(await failedKatexFonts(page)).toEqual([]);
    await page.getByTestId("article-content").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/e2e-article-page-1280.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("opens every footer link of the home page on a real page", async () => {
    const { page } = await open(null, "/");
    const links = await page.getByTestId("site-footer").locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    const origin = new URL(baseUrl()).origin;
    const internal = [...new Set(links.filter((href) => new URL(href).origin === origin))];
    // Links to other sites (friendly links, the ICP filing) cannot be opened from this closed network.
    const footer: Record<string, string> = (await publicSettings()).footer;
    const configured = Object.values(footer).filter((href) => href.startsWith("/")).map((href) => new URL(href, origin).href);
    expect(configured.length).toBeGreaterThanOrEqual(5);
    expect(internal).toEqual(expect.arrayContaining([...configured, `${origin}/sitemap.xml`]));

    for (const href of internal) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      if (!response?.headers()["content-type"]?.includes("text/html")) {
        expect(await response?.text(), href).toMatch(/^<\?xml/);
        continue;
      }
      await waitForHydration(page);
      await expect(page.getByTestId("not-found").count(), href).resolves.toBe(0);
      if (new URL(href).pathname.startsWith("/article/")) {
        await expect(page.getByTestId("article-title").textContent(), href).resolves.not.toBe("");
        await expect(page.getByTestId("article-content").textContent(), href).resolves.not.toBe("");
      }
    }
    await page.goto(configured[0]);
    await waitForHydration(page);
    await page.screenshot({ path: "/tmp/e2e-footer-page-1280.png" });
  });
});
