import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "./document-files";
import { apiSignIn, storeSession, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { createDocument, docxOfPages, uploadFile, waitFor, waitForConverted } from "./support/document-fixtures";

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000);

async function openAdmin(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

/** A member of a group that may upload but whose uploads wait for review. */
async function reviewedUploader(admin: ApiSession): Promise<ApiSession> {
  const suffix = unique();
  const group = await apiCall<{ id: number }>("POST", "/api/v1/group", {
    token: admin.token,
    body: { title: `审核上传${suffix}`, enable_upload: true, enable_document_review: true },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  const password = "member-password";
  const user = await apiCall("POST", "/api/v1/user", {
    token: admin.token,
    body: { username: `u${suffix}`, password, email: `u${suffix}@example.com`, group_id: [group.body.id] },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  return apiSignIn(`u${suffix}`, password);
}

describe("document administration", () => {
  let browser: Browser;
  let admin: ApiSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(() => browser?.close());

  it("approves a document waiting for review from the list, and it converts", async () => {
    const member = await reviewedUploader(admin);
    const title = `待审核文档${unique()}`;
    const bytes = await docxOfPages([["审核流程测试的第一页。"], ["审核流程测试的第二页。"]]);
    const doc = await createDocument(member.token, bytes, `${title}.docx`, title);
    expect(doc.status).toBe(6);

    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/document/list");
    await page.getByPlaceholder("标题、关键词或描述").fill(title);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByTestId("document-status").textContent()).resolves.toBe("待审核");
    await page.screenshot({ path: "/tmp/admin-document-list-1280.png" });

    await row.getByTestId("document-approve").click();
    await page.getByText("已通过审核，已转换的文档立即公开").waitFor();
    await row.getByTestId("document-status").filter({ hasNotText: "待审核" }).waitFor();

    const converted = await waitForConverted(admin.token, doc.id);
    expect(converted.pages).toBe(2);
    await page.reload();
    await waitForHydration(page);
    await page.getByPlaceholder("标题、关键词或描述").fill(title);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    await expect(page.getByRole("row").filter({ hasText: title }).getByTestId("document-status").textContent()).resolves.toBe("已转换");

    // The editor loads the extracted text, one marked page after another.
    await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: buttonLabel("编辑") }).click();
    const content = page.getByRole("dialog").getByTestId("document-content");
    await expect.poll(() => content.inputValue(), { timeout: 15_000 }).toContain("=== 第 2 页 ===");
    expect(await content.inputValue()).toContain("审核流程测试的第二页");
    await page.screenshot({ path: "/tmp/admin-document-edit-1280.png" });
    await context.close();
  });

  it("marks an attachment illegal, after which the same file cannot be uploaded again", async () => {
    const name = `illegal-${unique()}.txt`;
    const bytes = new TextEncoder().encode(`这是一份将被标记为非法的文件 ${name}`);
    const first = await uploadFile(admin.token, bytes, name);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/attachment");
    const search = page.getByPlaceholder("文件名、描述或哈希");
    await search.fill(name);
    await search.press("Enter");
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByTestId("attachment-mark-illegal").click();
    await page.getByRole("tooltip").getByRole("button", { name: buttonLabel("确定") }).click();
    await row.getByTestId("attachment-illegal").waitFor();
    await page.screenshot({ path: "/tmp/admin-attachment-1280.png" });
    await context.close();

    const again = await uploadFile(admin.token, bytes, `renamed-${name}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("文件已被标记为非法文件，禁止上传");
  });

  it("moves a document to the recycle bin from the list and restores it", async () => {
    const title = `回收站文档${unique()}`;
    const doc = await createDocument(admin.token, makePdf(1, `Recycle bin test ${unique()}`), `${title}.pdf`, title);

    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/document/list");
    await page.getByPlaceholder("标题、关键词或描述").fill(title);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: /更多/ }).click();
    await page.getByRole("menuitem", { name: "删除" }).click();
    await page.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByText("已移至回收站").waitFor();

    await openAdmin(page, "/admin/document/recycle");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByTestId("recycle-restore").click();
    await page.getByText("已恢复").waitFor();
    await row.waitFor({ state: "detached" });
    const restored = await apiCall<{ deleted_at?: string }>("GET", `/api/v1/document?id=${doc.id}`, { token: admin.token });
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at ?? "").toBe("");
    await context.close();
  });

  it("punishes a member with 禁止上传, after which the member's uploads are refused", async () => {
    const member = await reviewedUploader(admin);
    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/user/punishment");
    await page.getByRole("button", { name: "新增处罚" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("用户").fill(member.user.username);
    await page.locator(".ant-select-item-option").filter({ hasText: member.user.username }).click();
    await dialog.getByLabel("禁止上传").check();
    await dialog.getByText("1 天", { exact: true }).click();
    await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
    const row = page.getByRole("row").filter({ hasText: member.user.username });
    await row.getByText("生效中").waitFor();
    await row.getByText("禁止上传").waitFor();
    await page.screenshot({ path: "/tmp/admin-punishment-created-1280.png" });
    await context.close();

    const upload = await uploadFile(member.token, new TextEncoder().encode(`被处罚后上传 ${unique()}`), "punished.txt");
    expect(upload.status).toBe(403);
  });

  it("rebuilds the document index from the dashboard and shows how far it got", async () => {
    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/dashboard");
    await page.getByTestId("index-rebuild").click();
    await page.getByRole("tooltip").getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByText("索引重建已开始").waitFor();
    await page.getByTestId("overview-index").getByText(/正在重建：\d+ \/ \d+|上次重建完成于/).first().waitFor();
    await page.getByTestId("overview-index").getByText(/上次重建完成于/).waitFor({ timeout: 60_000 });
    await context.close();
  });

  it("renames a document language, its code staying as it is", async () => {
    const languages = (await apiCall<{ language: Array<{ id: number; language: string; code: string }> }>("GET", "/api/v1/language/list?page=1&size=100", { token: admin.token })).body.language;
    const target = languages.find((l) => l.code !== "zh-CN")!;
    const renamed = `${target.language}-${unique()}`;
    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/document/language");
    await page.getByRole("row").filter({ hasText: target.code }).getByRole("button", { name: buttonLabel("编辑") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("语言代码").inputValue()).resolves.toBe(target.code);
    // The name comes through the form's initial values after the dialog opens: typing earlier would be reset.
    const name = dialog.getByLabel("语言名称");
    await expect.poll(() => name.inputValue()).toBe(target.language);
    await name.fill(renamed);
    await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByRole("row").filter({ hasText: renamed }).waitFor();
    await context.close();
    await apiCall("PUT", "/api/v1/language", { token: admin.token, body: { id: target.id, language: target.language } });
  });

  it("processes a report with a remark", async () => {
    const member = await reviewedUploader(admin);
    const title = `被举报文档${unique()}`;
    const doc = await createDocument(admin.token, makePdf(1, `Report test ${unique()}`), `${title}.pdf`, title);
    const reported = await apiCall("POST", "/api/v1/report", { token: member.token, body: { document_id: doc.id, reason: 1 } });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);

    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/report");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText("未处理").waitFor();
    await row.getByText("垃圾广告").waitFor();
    await row.getByRole("button", { name: buttonLabel("处理") }).click();
    await page.getByRole("dialog").getByLabel("处理备注").fill("已核实并下架");
    await page.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await row.getByText("已处理").waitFor();
    await row.getByText("已核实并下架").waitFor();
    await context.close();
  });

  it("deletes selected search records", async () => {
    const keyword = `待删除记录${unique()}`;
    await apiCall("GET", `/api/v1/search?wd=${encodeURIComponent(keyword)}`);
    const listed = () =>
      apiCall<{ total: number }>("GET", `/api/v1/searchrecord/list?keywords=${encodeURIComponent(keyword)}`, { token: admin.token }).then((r) => r.body.total);
    await waitFor("the search record", async () => ((await listed()) > 0 ? true : undefined), 20_000);

    const { page, context } = await newPage(browser);
    await storeSession(page, admin);
    await openAdmin(page, "/admin/document/searchrecord");
    await page.getByPlaceholder("搜索关键词").fill(keyword);
    await page.getByPlaceholder("搜索关键词").press("Enter");
    const row = page.getByRole("row").filter({ hasText: keyword });
    await row.getByRole("checkbox").check();
    await page.getByTestId("searchrecord-delete").click();
    await page.getByRole("tooltip").getByRole("button", { name: buttonLabel("确定") }).click();
    await row.waitFor({ state: "detached" });
    await context.close();
    expect(await listed()).toBe(0);
  });

  // On a desktop every admin page is opened by admin-routes.e2e.ts.
  it("opens every page of the documents issue on a phone", async () => {
    const pages = [
      ["/admin/document/list", "文档管理"],
      ["/admin/document/recycle", "文档回收站"],
      ["/admin/attachment", "附件管理"],
      ["/admin/user/punishment", "处罚管理"],
      ["/admin/report", "举报管理"],
      ["/admin/document/searchrecord", "搜索记录"],
    ] as const;
    const width = 375;
    const { page, context } = await newPage(browser, { width, height: 812 });
    await storeSession(page, admin);
    for (const [address, heading] of pages) {
      await openAdmin(page, address);
      await page.getByTestId("admin-content").getByRole("heading", { name: heading }).waitFor();
      await page.locator(".ant-table").first().waitFor();
      await page.screenshot({ path: `/tmp/admin${address.replaceAll("/", "-")}-${width}.png` });
    }
    await openAdmin(page, "/admin/dashboard");
    await page.getByTestId("overview-documents").getByText("今日下载").waitFor();
    await page.getByTestId("overview-index").getByText("已索引文档").waitFor();
    await page.screenshot({ path: `/tmp/admin-dashboard-${width}.png`, fullPage: true });
    await context.close();
  });
});
