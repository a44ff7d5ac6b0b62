import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser } from "./support/browser";
import { collectPageErrors, createGroup, memberOfGroup } from "./support/content-fixtures";
import { createDocument, waitForConverted } from "./support/document-fixtures";
import { openPage } from "./support/open-page";
import { makePdf } from "./document-files";

/** Screenshots go to $REVISION_SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.REVISION_SHOTS ?? "";
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** One browser for the file's two journeys. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a published article stays readable while its edit is reviewed, and changes only on approval", () => {
  let admin: ApiSession;
  let author: ApiSession;
  let articleId = 0;
  const oldTitle = uniqueName("原来的标题");
  const newTitle = uniqueName("修改后的标题");
  const pages: Page[] = [];

  const open = async (session: ApiSession | null, address: string, size = desktop) => {
    const { page } = await openPage(browser, session, address, size);
    pages.push(page);
    return page;
  };
  /**
   * Each page of a journey at 1366 px (`atDesktop` when the test already shows it there) and, loaded afresh, at
   * 375 px, where nothing may run wider than the screen. Resolves to the 1366 px page.
   */
  const shoot = async (session: ApiSession | null, address: string, name: string, ready: (page: Page) => Promise<unknown>, atDesktop?: Page) => {
    let desktopPage: Page | undefined;
    for (const [label, size] of [["1366", desktop], ["375", phone]] as const) {
      const page = label === "1366" && atDesktop ? atDesktop : await open(session, address, size);
      await ready(page);
      if (label === "375") expect(await fits(page), `${name} fits 375 px`).toBe(true);
      else desktopPage = page;
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/revision-${name}-${label}.png`, fullPage: true });
    }
    return desktopPage!;
  };
  const visitorReads = async (title: string, text: string) => {
    const page = await open(null, `/article/${articleId}`);
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe(title);
    await page.getByText(text).first().waitFor();
    expect(await page.getByTestId("revision-notice").count()).toBe(0);
  };

  afterEach(async ({ task }) => {
    for (const page of pages.splice(0)) await closeTestPage(page, "revisions", task);
  });

  beforeAll(async () => {
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // The author's only group posts articles that wait for a reviewer; the first version is approved through the API.
    const reviewed = await createGroup(admin.token, { enable_article: true, enable_article_approval: true });
    author = await memberOfGroup(admin.token, reviewed, "reviser");
    const posted = await apiCall<{ id: number }>("POST", "/api/v1/article", { token: author.token, body: { title: oldTitle, content: "第一版的正文：白鹭" } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    articleId = posted.body.id;
    const approved = await apiCall("PUT", "/api/v1/article/check", { token: admin.token, body: { article_id: [articleId], status: 1 } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
  afterAll(async () => {
    if (articleId) await apiCall("DELETE", `/api/v1/article?id=${articleId}`, { token: admin.token });
  });

  it("the author edits the published article from its page; it stays online with 修改待审核 for the author", async () => {
    const page = await open(author, `/article/${articleId}`);
    const errors = collectPageErrors(page);
    await page.getByTestId("article-edit").click();
    await page.waitForURL((url) => url.pathname === "/post");
    await page.getByTestId("article-form").waitFor();
    await page.getByTestId("article-title-input").fill(newTitle);
    await page.getByTestId("markdown-source").fill("第二版的正文：苍鹰");
    await page.getByTestId("article-submit").click();
    await page.getByText("修改已提交，审核通过后更新（当前版本仍公开）").waitFor();
    await page.waitForURL((url) => url.pathname.startsWith("/article/"));
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe(oldTitle);
    await expect(page.getByTestId("revision-notice").textContent()).resolves.toContain("修改待审核");
    expect(errors).toEqual([]);
    await shoot(author, `/article/${articleId}`, "author-article", (p) => p.getByTestId("revision-notice").waitFor(), page);
    await shoot(author, "/me/article", "my-articles", (p) => p.getByTestId("my-articles").getByText("修改待审核").waitFor());
  });

  it("a visitor still reads the published version", async () => {
    await visitorReads(oldTitle, "第一版的正文：白鹭");
    const list = await open(null, "/article");
    await list.getByText(oldTitle).first().waitFor();
    expect(await list.getByText(newTitle).count()).toBe(0);
  });

  it("the administrator compares the versions and rejects with a reason; the author sees why, the visitor sees no change", async () => {
    const page = await open(admin, "/admin/article/list");
    const row = page.getByTestId("admin-article-table").locator("tr", { hasText: oldTitle });
    await row.getByText("修改待审核").waitFor();
    await row.getByTestId("article-review-revision").click();
    const diff = page.getByTestId("revision-diff");
    // Title and body, each old beside new (the description made from the body repeats it).
    await diff.getByText(newTitle).waitFor();
    await diff.getByText(oldTitle).waitFor();
    await diff.getByText("第二版的正文：苍鹰").first().waitFor();
    await diff.getByText("第一版的正文：白鹭").first().waitFor();
    await page.getByTestId("revision-reject").click();
    const rejectDialog = page.locator(".ant-modal", { hasText: "拒绝文章" });
    await rejectDialog.getByTestId("reject-reason").fill("标题请写得更具体");
    await rejectDialog.getByRole("button", { name: buttonLabel("确定") }).click();
    await row.getByText("修改未通过").waitFor();

    const own = await open(author, `/article/${articleId}`);
    await expect(own.getByTestId("revision-notice").textContent()).resolves.toContain("修改未通过：标题请写得更具体");
    await visitorReads(oldTitle, "第一版的正文：白鹭");
  });

  it("the author's editor opens with the refused edit; saved again, the administrator approves it and the visitor reads the new version", async () => {
    const edit = await open(author, `/article/${articleId}`);
    await edit.getByTestId("article-edit").click();
    await edit.getByTestId("article-form").waitFor();
    await expect(edit.getByTestId("article-title-input").inputValue()).resolves.toBe(newTitle);
    await expect(edit.getByTestId("markdown-source").inputValue()).resolves.toBe("第二版的正文：苍鹰");
    await edit.getByTestId("revision-notice").waitFor();
    await edit.getByTestId("markdown-source").fill("第二版的正文：苍鹰与白鹭");
    await edit.getByTestId("article-submit").click();
    await edit.getByText("修改已提交，审核通过后更新（当前版本仍公开）").waitFor();

    // Approved on the 1366 px page, whose review shows the new text.
    const page = await shoot(admin, "/admin/article/list", "admin-review", async (p) => {
      const row = p.getByTestId("admin-article-table").locator("tr", { hasText: oldTitle });
      await row.getByTestId("article-review-revision").click();
      await p.getByTestId("revision-diff").getByText("第二版的正文：苍鹰与白鹭").first().waitFor();
    });
    await page.getByTestId("revision-approve").click();
    await page.getByTestId("admin-article-table").locator("tr", { hasText: newTitle }).waitFor();

    await visitorReads(newTitle, "第二版的正文：苍鹰与白鹭");
    const own = await open(author, `/article/${articleId}`);
    await expect(own.getByTestId("article-title").textContent()).resolves.toBe(newTitle);
    expect(await own.getByTestId("revision-notice").count()).toBe(0);
  });
});

describe("a published document keeps its details while the uploader's edit is reviewed", () => {
  let admin: ApiSession;
  let uploader: ApiSession;
  let doc: { id: number; uuid: string };
  let categoryId = 0;
  const oldTitle = uniqueName("原来的文档");
  const newTitle = uniqueName("修改后的文档");
  const pages: Page[] = [];

  const open = async (session: ApiSession | null, address: string, size = desktop) => {
    const { page } = await openPage(browser, session, address, size);
    pages.push(page);
    return page;
  };
  const publicTitle = async () => (await apiCall<{ title: string }>("GET", `/api/v1/document?id=${doc.id}`)).body.title;

  afterEach(async ({ task }) => {
    for (const page of pages.splice(0)) await closeTestPage(page, "revisions-document", task);
  });

  beforeAll(async () => {
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // Uploaded while the group skips review (published at once), then the group starts needing review.
    const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
      token: admin.token,
      body: { title: uniqueName("修改审核组"), enable_upload: true, enable_document_review: false },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    uploader = await memberOfGroup(admin.token, group.body.id, "docreviser");
    doc = await createDocument(uploader.token, makePdf(1, uniqueName("Revision ")), `${oldTitle}.pdf`, oldTitle);
    await waitForConverted(uploader.token, doc.id);
    const category = await apiCall<{ id: number }>("POST", "/api/v1/category", { token: admin.token, body: { title: uniqueName("修改审核分类"), type: 0 } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    categoryId = category.body.id;
    const filed = await apiCall("PUT", "/api/v1/document/category", { token: admin.token, body: { document_id: [doc.id], category_id: [categoryId] } });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const reviewed = await apiCall("PUT", "/api/v1/group", { token: admin.token, body: { id: group.body.id, enable_document_review: true } });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  });
  afterAll(async () => {
    if (doc) await apiCall("DELETE", `/api/v1/document?id=${doc.id}`, { token: admin.token });
    if (categoryId) await apiCall("DELETE", `/api/v1/category?id=${categoryId}`, { token: admin.token });
  });

  it("the uploader edits the title in /me/document; the list says 修改待审核 and the public title stays", async () => {
    const page = await open(uploader, "/me/document");
    const row = page.getByTestId("my-documents").locator("tr", { hasText: oldTitle });
    await row.getByTestId("edit-document").click();
    const form = page.getByTestId("document-edit-form");
    await form.getByLabel("文档标题").fill(newTitle);
    await page.locator(".ant-modal").getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByText("修改已提交，审核通过后更新（当前版本仍公开）").waitFor();
    await row.getByText("修改待审核").waitFor();
    expect(await publicTitle()).toBe(oldTitle);
    // On the document itself: the published title for everyone, the notice for its uploader only.
    const own = await open(uploader, `/document/${doc.uuid}`);
    await own.getByTestId("revision-notice").getByText("修改待审核").waitFor();
    await own.getByRole("heading", { name: oldTitle }).first().waitFor();
    const stranger = await open(null, `/document/${doc.uuid}`);
    await stranger.getByRole("heading", { name: oldTitle }).first().waitFor();
    expect(await stranger.getByTestId("revision-notice").count()).toBe(0);
    // At 1366 px the list above; at 375 px loaded afresh.
    for (const [label, size] of [["1366", desktop], ["375", phone]] as const) {
      const shotPage = label === "1366" ? page : await open(uploader, "/me/document", size);
      await shotPage.getByTestId("my-documents").getByText("修改待审核").waitFor();
      if (label === "375") expect(await fits(shotPage)).toBe(true);
      if (shotsDir) await shotPage.screenshot({ path: `${shotsDir}/revision-my-documents-${label}.png`, fullPage: true });
    }
  });

  it("the administrator sees old beside new on /admin/document/list and approves; the public title changes", async () => {
    // Looked at on the phone first, then approved at 1366 px.
    for (const [label, size] of [["375", phone], ["1366", desktop]] as const) {
      const page = await open(admin, "/admin/document/list", size);
      await page.getByTestId("document-revisions-open").click();
      const card = page.getByTestId("document-revision").filter({ hasText: newTitle });
      await card.getByText(oldTitle).first().waitFor();
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/revision-admin-documents-${label}.png`, fullPage: true });
      if (label === "1366") {
        await card.getByTestId("document-revision-approve").click();
        await expect.poll(publicTitle).toBe(newTitle);
        await card.waitFor({ state: "detached" });
      }
    }
    const mine = await open(uploader, "/me/document");
    await mine.getByTestId("my-documents").getByText(newTitle).waitFor();
    expect(await mine.getByTestId("my-documents").getByText("修改待审核").count()).toBe(0);
  });
});
