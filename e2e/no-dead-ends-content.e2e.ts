import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiSignIn, storeSession, uniqueName, type ApiSession, type Captcha } from "./support/accounts";
import { apiCall, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration } from "./support/browser";
import { collectPageErrors, memberOfGroup } from "./support/content-fixtures";
import { waitFor, waitForConverted } from "./support/document-fixtures";
import { makePdf } from "./document-files";

const title = "文库部署指南：从零到上线（第2版）！";
const singlePages = ["关于我们", "文库协议", "联系我们", "免责声明", "意见反馈"];
const body = [
  "本文记录一次完整的部署：准备服务器、安装依赖、配置域名。",
  "",
  "容量估算用到 $E=mc^2$ 和 $\\frac{a+b}{2}$ 这样的式子，读者看到的应当是能读的文字。",
].join("\n");

interface ArticleHit {
  id: number;
  identifier: string;
  title: string;
  title_highlight: string;
  description: string;
}

/**
 * Issue 33, text kept as typed and the glitches a visitor notices: an article titled with full-width punctuation keeps
 * its title on its page, in the list and in search (no `<em>` shown as text, no raw TeX in the snippet); the comment
 * count follows a new comment; the site's single pages stay out of the article list, related articles and search; an
 * unrated document says 暂无评分; the upload result lists each title once; the copyright starts at the install year;
 * /user leads to one's homepage.
 */
describe("content kept as typed, and no glitches on the way", () => {
  let browser: Browser;
  let admin: ApiSession;
  let writer: ApiSession;
  let article: { id: number; identifier: string } | undefined;
  const categoryTitle = uniqueName("运维（部署）");

  let current: Page | undefined;
  let captchaAnswer: Promise<string> | undefined;
  /** Opens `address` in a new page, signed in as `session`; `watch` starts before the page loads (a response it awaits). */
  const open = async (session: ApiSession | null, address: string, width = 1280, watch?: (page: Page) => Promise<string>) => {
    const opened = await newPage(browser, { width });
    current = opened.page;
    if (session) await storeSession(opened.page, session);
    captchaAnswer = watch?.(opened.page);
    const response = await opened.page.goto(address);
    await waitForHydration(opened.page);
    return { ...opened, response };
  };
  afterEach(async ({ task }) => {
    await closeTestPage(current, "content", task);
    current = undefined;
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // A member whose only group uploads, posts articles and comments, none of it waiting for review.
    const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
      token: admin.token,
      body: { title: uniqueName("作者组"), enable_upload: true, enable_article: true, enable_comment: true },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    writer = await memberOfGroup(admin.token, group.body.id, "writer");
    const category = await apiCall("POST", "/api/v1/category", { token: admin.token, body: { title: categoryTitle, type: 0 } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
  });
  afterAll(() => browser?.close());

  it("posts an article titled with full-width punctuation and shows the title as typed on its page", async () => {
    const { page } = await open(writer, "/post");
    const errors = collectPageErrors(page);
    await page.getByTestId("article-form").waitFor();
    await page.getByTestId("article-title-input").fill(title);
    await page.getByTestId("markdown-source").fill(body);
    await page.getByTestId("article-submit").click();
    await page.waitForURL((url) => url.pathname.startsWith("/article/"));
    await waitForHydration(page);
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe(title);
    await expect(page.title()).resolves.toContain(title);
    article = { id: Number(await page.getByTestId("article-page").getAttribute("data-article-id")), identifier: decodeURIComponent(new URL(page.url()).pathname.split("/")[2]) };
    const stored = await apiCall<{ title: string }>("GET", `/api/v1/article?id=${article.id}`);
    expect(stored.body.title).toBe(title);
    await page.screenshot({ path: "/tmp/e2e-content-article-1280.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("updates the comment count as soon as a comment shows, and keeps it after a reload and in the list", async () => {
    expect(article).toBeDefined();
    // The comment form asks for a captcha while the settings say so: its answer is read from the one the page loads.
    const { page } = await open(writer, `/article/${article!.identifier}`, 1280, (p) =>
      p.waitForResponse((r) => r.url().includes("/api/v1/user/captcha?type=comment")).then(async (r) => answerOf((await r.json()) as Captcha)),
    );
    const count = page.getByTestId("article-comment-count");
    await expect(count.textContent()).resolves.toContain("0 评论");
    const form = page.getByTestId("comment-form");
    await form.locator("textarea").fill("按这篇指南部署成功了，谢谢！");
    if ((await publicSettings()).security.enable_captcha_comment) await form.locator("input#captcha").fill(await captchaAnswer!);
    await form.getByTestId("comment-submit").click();
    await page.getByTestId("comment-list").getByText("按这篇指南部署成功了，谢谢！").waitFor();
    await expect.poll(() => count.textContent()).toContain("1 评论");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("article-comment-count").textContent()).resolves.toContain("1 评论");
    await page.goto("/article");
    await waitForHydration(page);
    const item = page.getByTestId("article-list-item").filter({ hasText: title });
    await expect(item.locator(".wk-article-item-meta").textContent()).resolves.toMatch(/\b1$/);
  });

  it("lists the article with its title as typed, and never the site's single pages, for strangers and administrators", async () => {
    for (const [session, width] of [[null, 1280], [admin, 1280], [null, 375]] as const) {
      const { page } = await open(session, "/article", width);
      const titles = await page.getByTestId("article-list-item").locator(".wk-article-item-title").allTextContents();
      expect(titles).toContain(title);
      for (const single of singlePages) expect(titles, single).not.toContain(single);
      await page.screenshot({ path: `/tmp/e2e-content-article-list-${session ? "admin" : "visitor"}-${width}.png`, fullPage: true });
      await current?.context().close();
    }
    // The footer still opens them, and their pages relate no single page either.
    const { page } = await open(null, "/article/about");
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe("关于我们");
    const related = await page.getByTestId("related-articles").allTextContents();
    for (const single of singlePages) expect(related.join(""), single).not.toContain(single);
  });

  it("finds the article by its words with the title as typed, highlighted in our page, and math as readable text", async () => {
    expect(article).toBeDefined();
    const hit = await waitFor("the article in the index", async () => {
      const reply = await apiCall<{ article?: ArticleHit[] }>("GET", `/api/v1/article/search?wd=${encodeURIComponent("部署指南")}`);
      return reply.body.article?.find((h) => h.id === article!.id);
    });
    expect(hit.title).toBe(title);
    expect(hit.title_highlight).toContain("<em>");
    expect(hit.description).not.toMatch(/\\frac|\^|\$/);

    for (const width of [1280, 375]) {
      const { page } = await open(null, `/search?wd=${encodeURIComponent("部署指南")}&type=1`, width);
      const shown = page.getByTestId("search-hit").filter({ has: page.locator(`a[href="/article/${article!.identifier}"]`) });
      const link = shown.getByTestId("search-hit-title");
      await expect(link.textContent()).resolves.toBe(title);
      await expect(link.locator("em").count()).resolves.toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/e2e-content-search-${width}.png`, fullPage: true });
      await current?.context().close();
    }
    const { page } = await open(null, `/search?wd=${encodeURIComponent("容量估算")}&type=1`);
    const description = page.getByTestId("search-hit").filter({ hasText: title }).locator(".wk-search-hit-description");
    await expect(description.textContent()).resolves.toContain("E=mc²");
    await expect(description.textContent()).resolves.not.toMatch(/\\frac|\^|\$/);

    for (const single of singlePages) {
      const reply = await apiCall<{ article?: ArticleHit[] }>("GET", `/api/v1/article/search?wd=${encodeURIComponent(single)}`);
      expect((reply.body.article ?? []).map((h) => h.identifier), single).not.toEqual(expect.arrayContaining(["about", "agreement", "contact", "copyright", "feedback"]));
    }
  });

  it("lists each uploaded title once, and an unrated document says 暂无评分 with empty stars until rated", async () => {
    const docTitle = "部署手册（附录Ａ）：常见问题";
    const { page } = await open(writer, "/upload");
    await page.locator("input[type=file]").setInputFiles([{ name: `${docTitle}.pdf`, mimeType: "application/pdf", buffer: makePdf(2, "deploy handbook") }]);
    await expect.poll(() => page.locator('[data-testid="upload-file"][data-status="ready"]').count(), { timeout: 30_000 }).toBe(1);
    await expect(page.getByTestId("upload-file-title").inputValue()).resolves.toBe(docTitle);
    await page.locator("#category").click();
    await page.locator(".ant-select-tree-title", { hasText: categoryTitle }).click();
    await page.getByTestId("upload-submit").click();
    await page.getByTestId("upload-to-my-documents").waitFor({ timeout: 60_000 });
    const files = page.getByTestId("upload-files");
    await expect(files.getByText(docTitle, { exact: true }).count()).resolves.toBe(1);
    await expect(files.getByTestId("upload-file-title").count()).resolves.toBe(0);
    await page.screenshot({ path: "/tmp/e2e-content-upload-done-1280.png", fullPage: true });
    const uuid = (await files.getByTestId("upload-file-link").getAttribute("href"))!.split("/").pop()!;

    const mine = await apiCall<{ document: Array<{ id: number; uuid: string; title: string }> }>("GET", `/api/v1/document/list?user_id=${writer.user.id}&size=50`, { token: writer.token });
    const doc = mine.body.document.find((d) => d.uuid === uuid);
    expect(doc?.title).toBe(docTitle);
    await waitForConverted(writer.token, doc!.id);

    for (const width of [1280, 375]) {
      const { page: reader } = await open(null, `/document/${uuid}`, width);
      const rating = reader.getByTestId("document-rating");
      await expect(rating.getByTestId("document-rating-text").textContent()).resolves.toBe("暂无评分");
      await expect(rating.locator(".ant-rate-star-full").count()).resolves.toBe(0);
      await expect(reader.getByTestId("document-title").textContent()).resolves.toContain(docTitle);
      await rating.scrollIntoViewIfNeeded();
      await reader.screenshot({ path: `/tmp/e2e-content-document-unrated-${width}.png` });
      await current?.context().close();
    }

    const { page: rater } = await open(admin, `/document/${uuid}`);
    const rating = rater.getByTestId("document-rating");
    await rating.locator(".ant-rate-star").nth(3).click();
    await expect.poll(() => rating.getByTestId("document-rating-text").textContent()).toBe("4.0 分 · 1 人评分");
    await expect(rating.locator(".ant-rate-star-full").count()).resolves.toBe(4);
  });

  it("starts the copyright at the year the site was installed", async () => {
    const { page } = await open(null, "/");
    const footer = await page.getByTestId("site-footer").textContent();
    expect(footer).toContain(`© ${new Date().getFullYear()} `);
    expect(footer).not.toContain("2019");
  });

  it("takes /user to one's own homepage, and a stranger to sign in first", async () => {
    const stranger = await open(null, "/user");
    await stranger.page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(stranger.page.url()).searchParams.get("redirect")).toBe("/user");
    await current?.context().close();

    const { page, response } = await open(writer, "/user");
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === `/user/${writer.user.id}`);
    await expect(page.getByText(writer.user.username).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: "/tmp/e2e-content-user-home-1280.png" });
  });
});
