import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, waitForMotion } from "./support/browser";
import { brokenImages } from "./support/content-fixtures";
import { createDocument, docxOfPages, waitFor } from "./support/document-fixtures";
import { openPage } from "./support/open-page";

/** Screenshots go to $SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.SHOTS ?? "";
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

interface ReviewedDocument {
  id: number;
  uuid: string;
  status: number;
  pages: number;
  convert_error?: string;
}

/** A member of a new group that may upload and whose uploads wait for review. */
async function reviewedUploader(admin: ApiSession): Promise<ApiSession> {
  const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
    token: admin.token,
    body: { title: uniqueName("审核上传"), enable_upload: true, enable_document_review: true },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  const username = uniqueName("uploader");
  const password = "uploader-password";
  const user = await apiCall("POST", "/api/v1/user", {
    token: admin.token,
    body: { username, password, email: `${username}@example.com`, group_id: [group.body.id] },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  return apiSignIn(username, password);
}

describe("journeys: reviewers read what they approve (issue 46, item 2)", () => {
  let browser: Browser;
  let admin: ApiSession;
  let uploader: ApiSession;
  let current: Page | undefined;

  const open = async (session: ApiSession | undefined, address: string, size = desktop) => {
    const { page, response } = await openPage(browser, session, address, size);
    current = page;
    return { page, status: response?.status() ?? 0 };
  };
  const shot = async (page: Page, name: string) => {
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/review-${name}.png`, fullPage: true });
  };
  /** A DOCX uploaded by the member, waiting for review, once its conversion has an outcome. */
  const pendingUpload = async (label: string) => {
    const title = uniqueName(label);
    const bytes = await docxOfPages([[`${title} 审核前阅读的第一页。`, "Reviewers read the first page."], [`${title} 审核前阅读的第二页。`]]);
    const created = await createDocument(uploader.token, bytes, `${title}.docx`, title);
    expect(created.status).toBe(6);
    const doc = await waitFor(`document ${created.id} converted while in review`, async () => {
      const seen = (await apiCall<ReviewedDocument>("GET", `/api/v1/document?id=${created.id}`, { token: admin.token })).body;
      if (seen.convert_error) throw new Error(`conversion failed: ${seen.convert_error}`);
      return seen.pages > 0 ? seen : undefined;
    });
    return { ...doc, title };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    uploader = await reviewedUploader(admin);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "review", task);
    current = undefined;
  });

  afterAll(() => browser?.close());

  it("converts a pending upload at once; strangers get 404, the administrator reads its pages and approves it from the reader", async () => {
    const doc = await pendingUpload("待审上传");
    expect(doc).toMatchObject({ status: 6, pages: 2 });
    const address = `/document/${doc.uuid}`;

    const stranger = await open(undefined, address);
    expect(stranger.status).toBe(404);
    expect(await stranger.page.getByTestId("document-reader").count()).toBe(0);
    await current?.context().close();

    // The uploader reads it with the banner, and has no review buttons.
    const own = (await open(uploader, address)).page;
    await own.getByTestId("review-banner").getByText("待审核", { exact: true }).waitFor();
    await expect.poll(() => own.getByTestId("reader-page").count()).toBe(2);
    expect(await own.getByTestId("review-approve").count()).toBe(0);
    await current?.context().close();

    for (const size of [phone, desktop]) {
      const page = (await open(admin, address, size)).page;
      const banner = page.getByTestId("review-banner");
      await banner.getByText("待审核", { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId("reader-page").count()).toBe(2);
      expect(await brokenImages(page, "[data-testid=document-reader]")).toEqual([]);
      expect(await page.locator("[data-testid=reader-page] img").evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth > 0))).toEqual([true, true]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `pending-admin-${size.width}`);
      if (size === desktop) {
        await banner.getByRole("button", { name: buttonLabel("通过") }).click();
        await page.getByText("审核通过，文档已公开").waitFor();
        await banner.waitFor({ state: "detached" });
        await shot(page, `approved-admin-${size.width}`);
      }
      await current?.context().close();
    }

    const published = await apiCall<ReviewedDocument>("GET", `/api/v1/document?id=${doc.id}`);
    expect(published.body).toMatchObject({ status: 2, pages: 2 });
    const reader = await open(undefined, address);
    expect(reader.status).toBe(200);
    await expect.poll(() => reader.page.getByTestId("reader-page").count()).toBeGreaterThan(0);
    expect(await brokenImages(reader.page, "[data-testid=document-reader]")).toEqual([]);
    expect(await reader.page.getByTestId("review-banner").count()).toBe(0);
  });

  it("rejects a pending upload from the reader with a reason; it stays hidden from strangers", async () => {
    const doc = await pendingUpload("拒绝上传");
    const address = `/document/${doc.uuid}`;
    const page = (await open(admin, address, phone)).page;
    const banner = page.getByTestId("review-banner");
    await banner.getByRole("button", { name: buttonLabel("拒绝") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("review-reject-reason").fill("内容与标题不符");
    await waitForMotion(page);
    await shot(page, "reject-dialog-375");
    await dialog.getByRole("button", { name: buttonLabel("拒绝") }).click();
    await page.getByText("已拒绝该文档").waitFor();
    await banner.getByText("审核未通过", { exact: true }).waitFor();
    await banner.getByText("拒绝原因：内容与标题不符").waitFor();
    await shot(page, "rejected-admin-375");
    expect((await apiCall<ReviewedDocument>("GET", `/api/v1/document?id=${doc.id}`, { token: admin.token })).body.status).toBe(7);
    expect((await apiCall("GET", `/api/v1/document?id=${doc.id}`)).status).toBe(404);
    await current?.context().close();

    // The uploader reads why, on the document's page.
    const own = (await open(uploader, address)).page;
    await own.getByTestId("review-banner").getByText("拒绝原因：内容与标题不符").waitFor();
  });
});
