import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiServer, type OpenAiTestServer } from "../apps/server/src/test/openai-server.js";
import { apiRegister, apiSignIn, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, waitForHydration, waitForMotion } from "./support/browser";
import { openPage } from "./support/open-page";
import { makePdf } from "./document-files";

/** Screenshots go to $SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/admin-${name}.png`, fullPage: true });
};

const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };
const siteDomain = "https://wenku.example.com";
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface StoredDocument {
  id: number;
  title: string;
  keywords: string;
  price: number;
  category?: Array<{ id: number; title: string }>;
}

describe("back office, AI chat off and the upload form: what an operator and a member see", () => {
  let browser: Browser;
  let admin: ApiSession;
  let uploader: ApiSession;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  let current: Page | undefined;
  let ai: OpenAiTestServer | undefined;
  let modelId = 0;
  const label = uniqueName("journey");
  const categories: Record<"first" | "second", { id: number; title: string }> = { first: { id: 0, title: "" }, second: { id: 0, title: "" } };

  const open = async (session: ApiSession | undefined, address: string, size = desktop) => (current = (await openPage(browser, session, address, size)).page);

  const newCategory = async (title: string) => {
    const created = await apiCall<{ id: number }>("POST", "/api/v1/category", { token: admin.token, body: { title, type: 0 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { id: created.body.id, title };
  };

  /** Picks a category in a tree select (the batch's, or a file's own). */
  const pickCategory = async (page: Page, select: Locator, title: string) => {
    await select.click();
    await page.locator(".ant-select-dropdown:visible .ant-select-tree-title", { hasText: title }).click();
    await waitForMotion(page);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    categories.first = await newCategory(uniqueName("甲类"));
    categories.second = await newCategory(uniqueName("乙类"));
    const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
      token: admin.token,
      body: { title: uniqueName("作者"), enable_upload: true, enable_document_review: false },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    uploader = await apiRegister(uniqueName("up"), "uploader-password");
    const joined = await apiCall("PUT", "/api/v1/user", { token: admin.token, body: { id: uploader.user.id, group_id: [group.body.id] } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    // Every setting these tests change, as it was, so that the lane's next file finds the site unchanged.
    restore = await saveSettings(admin.token, [
      { category: "system", name: "domain", value: "" },
      { category: "llm", name: "enable", value: "false" },
      { category: "security", name: "enable_captcha_login", value: "false" },
      { category: "security", name: "enable_captcha_upload", value: "false" },
    ]);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "journeys-admin", task);
    current = undefined;
  });

  afterAll(async () => {
    if (admin && restore.length) await saveSettings(admin.token, restore);
    if (modelId) await apiCall("DELETE", `/api/v1/llm?id=${modelId}`, { token: admin.token });
    await ai?.close();
    await browser?.close();
  });

  it("uploads two files, each with its own category and keywords, and stores each one's own", async () => {
    const page = await open(uploader, "/upload");
    await page.locator("input[type=file]").setInputFiles([
      { name: `${label}-甲.pdf`, mimeType: "application/pdf", buffer: makePdf(1, `${label} A`) },
      { name: `${label}-乙.pdf`, mimeType: "application/pdf", buffer: makePdf(1, `${label} B`) },
    ]);
    await expect.poll(() => page.locator('[data-testid="upload-file"][data-status="ready"]').count(), { timeout: 30_000 }).toBe(2);

    // The batch: the first category and keywords, for every file without its own.
    await pickCategory(page, page.locator("#category"), categories.first.title);
    await page.locator("#keywords").fill("甲关键词");
    await page.locator("#price").fill("2");
    // The second file: its own category, keywords and price.
    const second = page.getByTestId("upload-file").nth(1);
    await second.getByTestId("upload-file-toggle").click();
    const details = second.getByTestId("upload-file-details");
    await pickCategory(page, details.getByTestId("category-select"), categories.second.title);
    await details.getByTestId("upload-file-keywords").fill("乙关键词");
    await details.locator('input[data-testid="upload-file-price"], [data-testid="upload-file-price"] input').fill("5");
    await shot(page, "upload-own-fields-1366");
    await page.getByTestId("upload-submit").click();
    await page.getByTestId("upload-to-my-documents").waitFor({ timeout: 60_000 });

    const mine = await apiCall<{ document: StoredDocument[] }>("GET", `/api/v1/document/list?user_id=${uploader.user.id}&size=10`, { token: uploader.token });
    const byTitle = new Map(mine.body.document.map((d) => [d.title, d]));
    const first = byTitle.get(`${label}-甲`);
    const own = byTitle.get(`${label}-乙`);
    expect(first?.category?.map((c) => c.id)).toEqual([categories.first.id]);
    expect(first).toMatchObject({ keywords: "甲关键词", price: 2 });
    expect(own?.category?.map((c) => c.id)).toEqual([categories.second.id]);
    expect(own).toMatchObject({ keywords: "乙关键词", price: 5 });
  });

  it("places the upload card the same, centred, whether /upload is opened directly or reached from the site", async () => {
    const direct = await open(uploader, "/upload");
    const card = direct.getByTestId("upload-page");
    const directBox = (await card.boundingBox())!;
    const width = direct.viewportSize()!.width;
    // Centred: as much room on the left as on the right (the page's scroll bar aside).
    expect(Math.abs(directBox.x - (width - directBox.x - directBox.width))).toBeLessThan(24);
    await direct.context().close();

    const site = await open(uploader, "/");
    await site.locator(".ant-float-btn").filter({ has: site.locator(".anticon-upload") }).click();
    await site.waitForURL((url) => url.pathname === "/upload");
    const navigatedBox = (await site.getByTestId("upload-page").boundingBox())!;
    expect(navigatedBox.x).toBe(directBox.x);
    expect(navigatedBox.width).toBe(directBox.width);
    await site.context().close();

    // On a phone: a file row with its own fields open fits the screen.
    const narrow = await open(uploader, "/upload", phone);
    await narrow.locator("input[type=file]").setInputFiles([{ name: `${label}-手机.pdf`, mimeType: "application/pdf", buffer: makePdf(1, `${label} C`) }]);
    await narrow.getByTestId("upload-file-toggle").click();
    await narrow.getByTestId("upload-file-details").waitFor();
    await shot(narrow, "upload-own-fields-375");
    expect(await fits(narrow)).toBe(true);
  });

  it("lists documents at 1366 px with 上传者 and 价格 beside, not under, the fixed 操作 column", async () => {
    const page = await open(admin, `/admin/document/list`);
    await page.getByPlaceholder("标题、关键词或描述").fill(label);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    await expect.poll(() => page.locator("tbody tr.ant-table-row").count(), { timeout: 15_000 }).toBe(2);
    const header = (title: string) => page.locator("thead th", { hasText: new RegExp(`^${title}$`) }).first();
    const actions = (await header("操作").boundingBox())!;
    for (const title of ["上传者", "价格"]) {
      const box = (await header(title).boundingBox())!;
      expect(box.width, title).toBeGreaterThan(40);
      expect(box.x + box.width, `${title} ends before 操作 starts`).toBeLessThanOrEqual(actions.x + 1);
    }
    // The table needs no sideways scrolling at this width.
    const scroll = await page.locator(".ant-table-content, .ant-table-body").first().evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scroll).toBeLessThanOrEqual(1);
    const row = page.locator("tbody tr.ant-table-row", { hasText: `${label}-乙` });
    await expect(row.getByTestId("document-price").textContent()).resolves.toMatch(/^5 /);
    await expect(row.textContent()).resolves.toContain(uploader.user.username);
    await shot(page, "document-list-1366");

    const narrow = await open(admin, `/admin/document/list`, phone);
    await narrow.locator("tbody tr.ant-table-row").first().waitFor();
    await shot(narrow, "document-list-375");
    expect(await fits(narrow)).toBe(true);
  });

  it("shows this site's OAuth callback and payment notification URLs, or says the domain is not set", async () => {
    const unset = await open(admin, "/admin/config/oauth");
    const unsetNote = unset.getByTestId("site-address").first();
    await expect(unsetNote.textContent()).resolves.toContain("网站域名未设置");
    await expect(unsetNote.textContent()).resolves.toContain("/oauth/wechat");
    await unset.context().close();

    await saveSettings(admin.token, [{ category: "system", name: "domain", value: `${siteDomain}/` }]);
    const oauth = await open(admin, "/admin/config/oauth");
    const addresses = () => oauth.getByTestId("site-address").allTextContents();
    await expect.poll(addresses).toContain(`回调地址：${siteDomain}/oauth/wechat`);
    expect(await addresses()).toContain(`回调地址：${siteDomain}/oauth/github`);
    expect(await addresses()).toContain(`服务器地址（URL）：${siteDomain}/callback/officialaccount`);
    expect((await addresses()).join("")).not.toContain("站点地址");
    await shot(oauth, "oauth-1366");

    const pay = await open(admin, "/admin/config/pay");
    const payAddresses = () => pay.getByTestId("site-address").allTextContents();
    await expect.poll(payAddresses).toHaveLength(3);
    for (const provider of ["wechatpay", "alipay", "xunhupay"]) expect(await payAddresses()).toContain(`支付通知地址（notify_url）：${siteDomain}/callback/${provider}`);
    await shot(pay, "pay-1366");
    const payPhone = await open(admin, "/admin/config/pay", phone);
    await payPhone.getByTestId("site-address").first().waitFor();
    await shot(payPhone, "pay-375");
    expect(await fits(payPhone)).toBe(true);
    await saveSettings(admin.token, [{ category: "system", name: "domain", value: "" }]);
  });

  it("names each permission by the action it allows and the page it belongs to, in Chinese", async () => {
    const page = await open(admin, "/admin/user/permission");
    const search = page.getByPlaceholder("名称或接口路径");
    await search.fill("CreateAdvertisement");
    await search.press("Enter");
    const row = page.locator("tbody tr.ant-table-row", { hasText: "CreateAdvertisement" });
    await row.waitFor();
    await expect(row.getByTestId("permission-name").textContent()).resolves.toBe("新增广告");
    await expect(row.getByTestId("permission-page").textContent()).resolves.toContain("广告");
    const internal = row.getByTestId("permission-internal");
    await expect(internal.textContent()).resolves.toBe("/api.v1.AdvertisementAPI/CreateAdvertisement");
    // The internal name is the small print: smaller than the Chinese name.
    const size = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(internal)).toBeLessThan(await size(row.getByTestId("permission-name")));
    await search.fill("");
    await search.press("Enter");
    await expect.poll(() => page.locator("tbody tr.ant-table-row").count()).toBeGreaterThan(5);
    for (const name of await page.getByTestId("permission-name").allTextContents()) expect(name).toMatch(/\p{Script=Han}/u);
    await shot(page, "permissions-1366");
    const narrow = await open(admin, "/admin/user/permission", phone);
    await narrow.getByTestId("permission-name").first().waitFor();
    await shot(narrow, "permissions-375");
    expect(await fits(narrow)).toBe(true);
  });

  it("says plainly on /chat that AI chat is off, with no input box", async () => {
    for (const session of [undefined, uploader]) {
      const page = await open(session, "/chat");
      await page.getByText("本站未开启 AI 问答").waitFor();
      await expect(page.locator("textarea").count()).resolves.toBe(0);
      await expect(page.getByText("深度思考").count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe("/chat");
      await shot(page, `chat-off-${session ? "member" : "visitor"}-1366`);
      await page.context().close();
    }
    const narrow = await open(undefined, "/chat", phone);
    await narrow.getByText("本站未开启 AI 问答").waitFor();
    await shot(narrow, "chat-off-375");
    expect(await fits(narrow)).toBe(true);
  });

  it("tells a visitor sent from /chat to the login page why, and brings them back to /chat after signing in", async () => {
    // AI chat on: switched on, with an enabled chat model (a local stand-in for a provider).
    ai = await startOpenAiServer({ apiKey: "sk-e2e-journeys-0123456789" });
    const model = await apiCall<{ id: number }>("POST", "/api/v1/llm", {
      token: admin.token,
      body: { title: uniqueName("旅程模型"), provider: "custom", base_url: ai.baseUrl, api_key: "sk-e2e-journeys-0123456789", model: "e2e-chat" },
    });
    expect(model.status, JSON.stringify(model.body)).toBe(200);
    modelId = model.body.id;
    await saveSettings(admin.token, [{ category: "llm", name: "enable", value: "true" }]);
    const page = await open(undefined, "/chat");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/chat");
    // Said on the login page itself, not only in the toast of the page left behind.
    const reason = page.getByTestId("login-reason");
    await reason.waitFor();
    await expect(reason.textContent()).resolves.toBe("请先登录后使用 AI 问答");
    await waitForHydration(page);
    await shot(page, "chat-login-1366");
    await page.locator("#username").fill(uploader.user.username);
    await page.locator("#password").fill("uploader-password");
    await page.locator("form").getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === "/chat");
    await page.context().close();
    const narrow = await open(undefined, "/chat", phone);
    await narrow.getByTestId("login-reason").waitFor();
    await shot(narrow, "chat-login-375");
    expect(await fits(narrow)).toBe(true);
    await saveSettings(admin.token, [{ category: "llm", name: "enable", value: "false" }]);
  });

  it("spaces a document's keyword tags apart", async () => {
    const mine = await apiCall<{ document: Array<StoredDocument & { uuid: string }> }>("GET", `/api/v1/document/list?user_id=${uploader.user.id}&size=10`, { token: uploader.token });
    const doc = mine.body.document.find((d) => d.title === `${label}-乙`)!;
    const edited = await apiCall("PUT", "/api/v1/document", { token: admin.token, body: { id: doc.id, keywords: "参考手册,用户指南,安装" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    for (const size of [desktop, phone]) {
      const page = await open(admin, `/document/${doc.uuid}`, size);
      const tags = page.getByTestId("document-keywords").locator(".ant-tag");
      await expect.poll(() => tags.count(), { timeout: 15_000 }).toBe(3);
      const [first, second] = [(await tags.nth(0).boundingBox())!, (await tags.nth(1).boundingBox())!];
      if (Math.abs(first.y - second.y) < 2) expect(second.x - (first.x + first.width)).toBeGreaterThanOrEqual(6);
      await shot(page, `document-keywords-${size.width}`);
      await page.context().close();
    }
  });
});
