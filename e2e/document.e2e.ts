import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration } from "./support/browser";
import { laneDataDir } from "./support/lane";
import { makeDocx, makePdf } from "./document-files";

interface CreatedDocument {
  id: number;
  uuid: string;
  title: string;
}

const price = 3;
const pdfPages = 8;
const previewPages = 6;
const grantedCredits = 20;

/** Gives a user credits the way the server does: balance and ledger row in one transaction. */
function grantCredits(userId: number, amount: number) {
  const db = new Database(path.join(laneDataDir(), "wenku.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.transaction(() => {
      db.prepare("UPDATE user SET credit_count = credit_count + ? WHERE id = ?").run(amount, userId);
      const { credit_count } = db.prepare("SELECT credit_count FROM user WHERE id = ?").get(userId) as { credit_count: number };
      db.prepare("INSERT INTO credit_ledger (user_id, delta, balance_after, reason, remark, created_at) VALUES (?, ?, ?, 'admin', 'e2e', ?)").run(
        userId, amount, credit_count, new Date().toISOString(),
      );
    })();
  } finally {
    db.close();
  }
}

/** Polls the owner's document list until every document has converted (status 2). */
async function waitForConversion(owner: ApiSession, ids: number[]) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const list = await apiCall<{ document: Array<{ id: number; status: number; convert_error?: string }> }>("GET", `/api/v1/document/list?user_id=${owner.user.id}&size=50`, { token: owner.token });
    const statuses = ids.map((id) => list.body.document.find((d) => d.id === id));
    if (statuses.every((d) => d?.status === 2)) return;
    const failed = statuses.find((d) => d?.status === 3);
    if (failed) throw new Error(`conversion failed: ${failed.convert_error}`);
    if (Date.now() > deadline) throw new Error(`not converted in time: ${JSON.stringify(statuses)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function openAs(browser: Browser, session: ApiSession | null, address: string, width = 1280) {
  const { page, context } = await newPage(browser, { width });
  if (session) await storeSession(page, session);
  await page.goto(address);
  await waitForHydration(page);
  return { page, context };
}

const readerPages = (page: Page) => page.getByTestId("reader-page");

describe("documents: upload → convert → read → download", () => {
  let browser: Browser;
  let admin: ApiSession;
  let uploader: ApiSession;
  let buyer: ApiSession;
  let categoryTitle: string;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const label = uniqueName("doc");
  const pdfTitle = `${label}-manual`;
  const docxTitle = `${label}-notes`;
  const created: Record<"pdf" | "docx", CreatedDocument | undefined> = { pdf: undefined, docx: undefined };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    categoryTitle = uniqueName("分类");
    const category = await apiCall("POST", "/api/v1/category", { token: admin.token, body: { title: categoryTitle, type: 0 } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
      token: admin.token,
      body: { title: uniqueName("作者"), enable_upload: true, enable_document_review: false },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    uploader = await apiRegister(uniqueName("up"), "uploader-password");
    const joined = await apiCall("PUT", "/api/v1/user", { token: admin.token, body: { id: uploader.user.id, group_id: [group.body.id] } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    buyer = await apiRegister(uniqueName("buy"), "buyer-password");
    grantCredits(buyer.user.id, grantedCredits);
    restore = await saveSettings(admin.token, [{ category: "converter", name: "max_preview", value: String(previewPages) }]);
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    await browser?.close();
  });

  it("uploads a PDF and a DOCX on /upload, and both convert", async () => {
    const { page, context } = await openAs(browser, uploader, "/upload");
    await page.locator("input[type=file]").setInputFiles([
      { name: `${pdfTitle}.pdf`, mimeType: "application/pdf", buffer: makePdf(pdfPages, label) },
      {
        name: `${docxTitle}.docx`,
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: await makeDocx(2, label),
      },
    ]);
    await expect.poll(() => page.locator('[data-testid="upload-file"][data-status="ready"]').count(), { timeout: 30_000 }).toBe(2);
    await expect(page.getByTestId("upload-file-title").nth(0).inputValue()).resolves.toBe(pdfTitle);
    await expect(page.getByTestId("upload-file-title").nth(1).inputValue()).resolves.toBe(docxTitle);

    await page.locator("#category").click();
    await page.locator(".ant-select-tree-title", { hasText: categoryTitle }).click();
    await page.locator("#price").fill(String(price));
    await page.screenshot({ path: "/tmp/e2e-upload-1280.png", fullPage: true });
    await page.getByTestId("upload-submit").click();

    await page.getByTestId("upload-to-my-documents").waitFor({ timeout: 60_000 });
    await expect(page.getByText("上传成功").first().isVisible()).resolves.toBe(true);

    const mine = await apiCall<{ document: Array<CreatedDocument & { price: number }> }>("GET", `/api/v1/document/list?user_id=${uploader.user.id}&size=50`, { token: uploader.token });
    for (const [key, title] of [["pdf", pdfTitle], ["docx", docxTitle]] as const) {
      const doc = mine.body.document.find((d) => d.title === title);
      expect(doc, title).toBeDefined();
      expect(doc!.price).toBe(price);
      created[key] = { id: doc!.id, uuid: doc!.uuid, title };
    }

    await page.getByTestId("upload-to-my-documents").click();
    await page.waitForURL((url) => url.pathname === "/me/document");
    await page.getByTestId("my-documents").getByText(pdfTitle).waitFor();
    await waitForConversion(uploader, [created.pdf!.id, created.docx!.id]);
    await page.reload();
    await waitForHydration(page);
    const pdfRow = page.locator("tr", { hasText: pdfTitle });
    await expect(pdfRow.getByTestId("document-status").textContent()).resolves.toBe("已转换");
    await page.screenshot({ path: "/tmp/e2e-me-document-1280.png" });
    await context.close();
  });

  it("shows page 1, loads more pages with 继续阅读 and says how many are left to download", async () => {
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/document/${created.pdf!.uuid}`);
    await waitForHydration(page);
    await expect(page.getByTestId("document-title").textContent()).resolves.toContain(pdfTitle);
    const first = readerPages(page).first().locator("img");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await expect(readerPages(page).count()).resolves.toBe(2);
    await expect(page.getByTestId("remaining-pages").count()).resolves.toBe(0);
    await page.getByTestId("related-documents").getByText(docxTitle).waitFor();
    await page.screenshot({ path: "/tmp/e2e-document-1280.png" });

    await page.getByTestId("continue-reading").click();
    await expect.poll(() => readerPages(page).count()).toBe(previewPages);
    await expect(page.getByTestId("remaining-pages").textContent()).resolves.toContain(`还有 ${pdfPages - previewPages} 页，下载后阅读`);
    await expect(page.getByTestId("continue-reading").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "放大" }).click();
    await expect(page.getByTestId("reader-zoom").textContent()).resolves.toBe("125%");
    await page.getByTestId("remaining-pages").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/e2e-document-end-1280.png" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens at ?page=N with the pages up to N loaded and page N in view", async () => {
    const { page, context } = await openAs(browser, null, `/document/${created.pdf!.uuid}?page=5`);
    await expect.poll(() => readerPages(page).count()).toBe(5);
    await expect
      .poll(() => page.locator("#page-5").evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2))
      .toBe(true);
    await context.close();
  });

  it("downloads with credits: the balance shown drops by the price", async () => {
    const { page, context } = await openAs(browser, buyer, `/document/${created.pdf!.uuid}`);
    const before = (await apiCall<{ credit_count: number }>("GET", "/api/v1/user", { token: buyer.token })).body.credit_count;
    expect(before).toBeGreaterThanOrEqual(grantedCredits);
    await expect.poll(() => page.getByTestId("credit-balance").textContent()).toBe(String(before));
    await expect(page.getByTestId("document-price").textContent()).resolves.toBe(`${price} 魔豆`);

    await page.getByTestId("download-button").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("download-confirm").waitFor();
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "确认下载" }).click();
    expect((await download).suggestedFilename()).toBe(`${pdfTitle}.pdf`);
    await expect.poll(() => page.getByTestId("credit-balance").textContent()).toBe(String(before - price));
    expect((await apiCall<{ credit_count: number }>("GET", "/api/v1/user", { token: buyer.token })).body.credit_count).toBe(before - price);
    await page.screenshot({ path: "/tmp/e2e-document-bought-1280.png" });

    await page.goto("/me/download");
    await waitForHydration(page);
    await page.getByTestId("my-downloads").getByText(pdfTitle).waitFor();
    await context.close();
  });

  it("refuses a download without enough credits, showing the shortfall", async () => {
    const poor = await apiRegister(uniqueName("poor"), "poor-password");
    const expensive = await apiCall("PUT", "/api/v1/document", { token: uploader.token, body: { id: created.docx!.id, price: 100_000 } });
    expect(expensive.status, JSON.stringify(expensive.body)).toBe(200);
    const { page, context } = await openAs(browser, poor, `/document/${created.docx!.uuid}`);
    await page.getByTestId("download-button").click();
    await page.getByRole("dialog").getByTestId("credit-shortfall").getByText(/下载需 100000 魔豆/).waitFor();
    await context.close();
  });

  it("serves the document page with its title, canonical link and JSON-LD without script", async () => {
    const settings = await publicSettings();
    const response = await fetch(`${baseUrl()}/document/${created.pdf!.uuid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${pdfTitle} - ${settings.system.title}</title>`);
    // system.domain, or until it is set the address this request came to.
    const canonical = `${(settings.system.domain || baseUrl()).replace(/\/+$/, "")}/document/${created.pdf!.uuid}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(jsonLd).not.toBeNull();
    const data: unknown = JSON.parse(jsonLd![1]);
    expect(data).toMatchObject({
      "@type": "DigitalDocument",
      name: pdfTitle,
      numberOfPages: pdfPages,
      author: { "@type": "Person", name: uploader.user.username },
      url: canonical,
    });
    expect(html).toMatch(/data-testid="reader-page" data-page="1"/);
    expect((await fetch(`${baseUrl()}/document/0123456789abcdef`)).status).toBe(404);
  });

  it("lists the documents on /document, their category and the uploader's homepage", async () => {
    const { page, context } = await openAs(browser, null, "/document?ext=pdf");
    await page.getByTestId("document-list").getByText(pdfTitle).waitFor();
    await expect(page.getByTestId("document-list").getByText(docxTitle).count()).resolves.toBe(0);
    await page.screenshot({ path: "/tmp/e2e-document-list-1280.png" });

    await page.getByTestId("filter-type").getByText("Word").click();
    await page.waitForURL((url) => url.search === "?ext=doc");
    await page.getByTestId("document-list").getByText(docxTitle).waitFor();

    await page.goto("/category");
    await waitForHydration(page);
    await page.getByTestId("filter-category").getByText(categoryTitle).click();
    await page.waitForURL((url) => /^\/category\/\d+$/.test(url.pathname));
    await page.getByTestId("document-list").getByText(pdfTitle).waitFor();

    await page.goto(`/user/${uploader.user.id}/document`);
    await waitForHydration(page);
    await expect(page.getByTestId("user-name").textContent()).resolves.toBe(uploader.user.username);
    await page.getByTestId("user-documents").getByText(docxTitle).waitFor();
    await page.screenshot({ path: "/tmp/e2e-user-documents-1280.png" });

    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("home-category-section").filter({ hasText: categoryTitle }).getByText(pdfTitle).waitFor();
    // The category's card names how many documents it holds; without sub-categories it is only its title row.
    const card = page.getByTestId("home-category-card").filter({ hasText: categoryTitle });
    await expect(card.textContent()).resolves.toMatch(/[1-9]\d* 篇文档$/);
    await expect(card.locator(".wk-home-category-children").count()).resolves.toBe(0);
    await page.getByTestId("home-documents").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/e2e-home-documents-1280.png" });
    await context.close();
  });

  it("keeps the list's scroll position when going back to it, and opens other pages at the top", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 400 });
    await page.goto("/document");
    await waitForHydration(page);
    const link = page.getByTestId("document-list").getByText(pdfTitle);
    // Scroll the list so the link sits near the top of the window: a position the click itself will not change.
    const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), linkTop - 100);
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(100);
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith("/document/"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/document");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
    await context.close();
  });

  it("favorites the document and lists it on /me/favorite, at phone width too", async () => {
    const { page, context } = await openAs(browser, buyer, `/document/${created.docx!.uuid}`, 375);
    await page.getByTestId("favorite-button").click();
    await expect.poll(() => page.getByTestId("favorite-button").getAttribute("aria-pressed")).toBe("true");
    await page.screenshot({ path: "/tmp/e2e-document-375.png" });
    await page.goto("/me/favorite");
    await waitForHydration(page);
    await page.getByTestId("my-favorites").getByText(docxTitle).waitFor();
    await page.screenshot({ path: "/tmp/e2e-me-favorite-375.png" });
    await page.goto("/upload");
    await waitForHydration(page);
    await page.screenshot({ path: "/tmp/e2e-upload-375.png" });
    await page.goto("/category");
    await waitForHydration(page);
    await page.screenshot({ path: "/tmp/e2e-category-375.png", fullPage: true });
    await context.close();
  });
});
