import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiServer, type OpenAiTestServer } from "../apps/server/src/test/openai-server.js";
import { makePdf } from "./document-files";
import { apiRegister, apiSignIn, captchaAnswer, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration, waitForMotion, watchRequests } from "./support/browser";
import { createDocument, waitFor, waitForConverted } from "./support/document-fixtures";
import { focusedDescription, focusInDialog, focusIsOn, tabOrder, tabTo } from "./support/keyboard";
import { createPricedDocument, grantCredits } from "./support/priced-documents";

const apiKey = "sk-e2e-keyboard-0123456789";
const password = "keyboard-member-password";
/** A word only this file's document holds (Latin, so the tokenizer keeps it whole). */
const word = `kbd${Date.now().toString(36)}word`;

/** The page of the running test: a failed test leaves its screenshot (closeTestPage). */
let current: Page | undefined;

/** Opens `address` as `session` (or a stranger), hydrated, at `width`. */
async function open(browser: Browser, session: ApiSession | null, address: string, width = 1280) {
  const { page, context } = await newPage(browser, { width });
  current = page;
  if (session) await storeSession(page, session);
  await page.goto(address);
  await waitForHydration(page);
  return { page, context };
}

/** Types the captcha's answer into its field, focused by the keyboard, when the form shows one. */
async function typeCaptcha(page: Page, form: string) {
  const image = page.locator(`${form} [data-testid="captcha-image"]`);
  await image.waitFor();
  await tabTo(page, `${form} #captcha`);
  await page.keyboard.type(captchaAnswer((await image.getAttribute("data-captcha-id"))!));
}

/** The toasts shown now, with their roles: antd's message must be announced (role alert or status). */
const toasts = (page: Page) =>
  page.locator(".ant-message-notice").evaluateAll((all) => all.map((n) => ({ role: n.getAttribute("role") ?? n.querySelector("[role]")?.getAttribute("role") ?? "", text: n.textContent ?? "" })));

async function expectAnnouncedToast(page: Page, text: string) {
  await expect.poll(async () => (await toasts(page)).find((t) => t.text.includes(text))?.role, { timeout: 15_000 }).toMatch(/^(alert|status)$/);
}

/** The error shown for a form field, as a screen reader finds it: through aria-describedby, with aria-invalid. */
const fieldError = (page: Page, selector: string) =>
  page.locator(selector).evaluate((field) => ({
    invalid: field.getAttribute("aria-invalid"),
    described: (field.getAttribute("aria-describedby") ?? "").split(/\s+/).map((id) => (id ? document.getElementById(id)?.textContent ?? `missing #${id}` : "")).join(" ").trim(),
  }));

describe("keyboard-only journeys, focus in dialogs and what screen readers are told", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  let ai: OpenAiTestServer;
  let freeDoc: { id: number; uuid: string; title: string };
  let pricedDoc: { id: number; uuid: string; title: string };
  const cleanups: Array<() => Promise<unknown>> = [];
  let restore: Array<{ category: string; name: string; value: string }> = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ai = await startOpenAiServer({ apiKey });
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    const title = uniqueName(`键盘 ${word} `);
    freeDoc = { ...(await createDocument(admin.token, makePdf(3, title), `${title}.pdf`, title)), title };
    await waitForConverted(admin.token, freeDoc.id);
    pricedDoc = await createPricedDocument(admin.token, "键盘下载", 2, cleanups);
    const model = await apiCall<{ id: number }>("POST", "/api/v1/llm", {
      token: admin.token,
      body: { title: "键盘模型", provider: "custom", base_url: ai.baseUrl, api_key: apiKey, model: "e2e-keyboard" },
    });
    expect(model.status, JSON.stringify(model.body)).toBe(200);
    restore = await saveSettings(admin.token, [
      { category: "llm", name: "enable", value: "true" },
      { category: "llm", name: "default_model_id", value: String(model.body.id) },
      { category: "llm", name: "default_quota", value: "20" },
      // The login dialog's focus order below includes its captcha; another file in this lane may have switched it off.
      { category: "security", name: "enable_captcha_login", value: "true" },
    ]);
    member = await apiRegister(uniqueName("kbd"), password);
    await grantCredits(admin.token, member.user.id, 10);
    await waitFor("the document in search", async () => {
      const reply = await apiCall<{ document?: Array<{ uuid?: string }> }>("GET", `/api/v1/search?wd=${word}&type=0`);
      return reply.body.document?.some((d) => d.uuid === freeDoc.uuid) ? true : undefined;
    });
  });

  afterEach(async (test) => {
    await closeTestPage(current, "keyboard", test.task);
    current = undefined;
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    for (const cleanup of cleanups) await cleanup();
    await ai?.close();
    await browser?.close();
  });

  it("searches, opens the document and pages through it; the reader announces the page and exposes its text", async () => {
    const { page } = await open(browser, null, "/");
    await tabTo(page, "input[aria-label='搜索']");
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?wd=/);
    await tabTo(page, `[data-testid="search-hit-title"][href^="/document/${freeDoc.uuid}"]`, { limit: 80 });
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/document/${freeDoc.uuid}*`);
    await waitForHydration(page);

    const status = page.getByTestId("reader-page-status");
    expect(await status.getAttribute("role")).toBe("status");
    expect(await status.getAttribute("aria-live")).toBe("polite");
    await expect.poll(() => status.textContent()).toBe("第 1 页，共 3 页");
    await tabTo(page, "[data-testid='reader-page-box']");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe("第 3 页，共 3 页");

    // Each page is a group named by its number, holding the image's text and the page's text layer.
    const third = page.locator("#page-3");
    await third.getByTestId("page-text-layer").waitFor();
    const tree = await third.ariaSnapshot();
    expect(tree).toContain('group "第 3 页"');
    expect(tree).toContain("Page 3 line 1");
    expect(await third.getByTestId("page-text-layer").evaluate((layer) => layer.closest("[aria-hidden='true']") === null)).toBe(true);
  });

  it("a stranger's download asks to sign in in a dialog that holds focus; signs in and downloads with confirmation", async () => {
    const { page } = await open(browser, null, `/document/${pricedDoc.uuid}`);
    const sent = watchRequests(page);
    await tabTo(page, "[data-testid='download-button']");
    await page.keyboard.press("Enter");
    await page.getByTestId("sign-in-first").waitFor();
    await waitForMotion(page);
    expect(await focusInDialog(page)).toBe(true);
    expect(await focusedDescription(page)).toMatch(/去登录/);
    // Focus stays in the dialog: its two buttons, round and round.
    expect(await tabOrder(page, 4)).toEqual([expect.stringMatching(/取\s*消/), expect.stringMatching(/去登录/), expect.stringMatching(/取\s*消/), expect.stringMatching(/去登录/)]);
    await page.keyboard.press("Escape");
    await page.getByTestId("sign-in-first").waitFor({ state: "detached" });
    await expect.poll(() => focusIsOn(page, "[data-testid='download-button']")).toBe(true);

    await page.keyboard.press("Enter");
    await page.getByTestId("sign-in-first").waitFor();
    await waitForMotion(page);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\?redirect=/);
    await waitForHydration(page);

    // The login form in order: username, password and its 显示密码 toggle, captcha and its new-image button, the button.
    // Until the captcha arrives its place and the button are disabled (not in the tab order), so wait for the image.
    await page.locator("[data-testid='login-form'] [data-testid='captcha-image']").waitFor();
    await tabTo(page, "[data-testid='login-form'] #username");
    const order = [await focusedDescription(page), ...(await tabOrder(page, 5))];
    expect(order).toEqual([
      expect.stringMatching(/^input 请输入登录用户名/),
      expect.stringMatching(/^input 请输入密码/),
      expect.stringMatching(/显示/),
      expect.stringMatching(/^input 请输入验证码/),
      expect.stringMatching(/^button 看不清？点击刷新/),
      expect.stringMatching(/^button.*立即登录/),
    ]);
    // The keyboard gets a new captcha image too.
    const firstCaptcha = await page.getByTestId("captcha-image").getAttribute("data-captcha-id");
    await tabTo(page, "[data-testid='login-form'] .wk-captcha-refresh", { backwards: true, limit: 1 });
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("captcha-image").getAttribute("data-captcha-id")).not.toBe(firstCaptcha);
    await tabTo(page, "[data-testid='login-form'] button[type='submit']", { limit: 1 });
    await page.keyboard.press("Enter");
    // Empty fields: each error is tied to its field.
    await expect.poll(() => fieldError(page, "[data-testid='login-form'] #username")).toEqual({ invalid: "true", described: "请输入登录用户名" });
    await expect.poll(async () => (await fieldError(page, "[data-testid='login-form'] #captcha")).invalid).toBe("true");
    await expect.poll(async () => (await fieldError(page, "[data-testid='login-form'] #captcha")).described).toContain("验证码");

    await tabTo(page, "[data-testid='login-form'] #username", { backwards: true });
    await page.keyboard.type(member.user.username);
    await tabTo(page, "[data-testid='login-form'] #password", { limit: 1 });
    await page.keyboard.type(password);
    await typeCaptcha(page, "[data-testid='login-form']");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/document/${pricedDoc.uuid}*`);
    await waitForHydration(page);
    await page.getByTestId("credit-balance").waitFor();

    await tabTo(page, "[data-testid='download-button']");
    await page.keyboard.press("Enter");
    await page.getByTestId("download-confirm").waitFor();
    await waitForMotion(page);
    expect(await focusInDialog(page)).toBe(true);
    expect(await focusedDescription(page)).toMatch(/确认下载/);
    expect(await tabOrder(page, 2)).toEqual([expect.stringMatching(/取\s*消/), expect.stringMatching(/确认下载/)]);
    await page.keyboard.press("Escape");
    await page.getByTestId("download-confirm").waitFor({ state: "detached" });
    await expect.poll(() => focusIsOn(page, "[data-testid='download-button']")).toBe(true);
    expect(sent("GET", "/api/v1/document/download")).toBe(false);

    await page.keyboard.press("Enter");
    await page.getByTestId("download-confirm").waitFor();
    await waitForMotion(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => sent("GET", "/api/v1/document/download"), { timeout: 15_000 }).toBe(true);
    await expectAnnouncedToast(page, "开始下载");
  });

  it("registers with the keyboard alone, the errors tied to their fields", async () => {
    const { page } = await open(browser, null, "/register");
    const form = "[data-testid='register-form']";
    await tabTo(page, `${form} #username`);
    await tabTo(page, `${form} button[type='submit']`);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await fieldError(page, `${form} #username`)).invalid).toBe("true");
    await expect.poll(async () => (await fieldError(page, `${form} #username`)).described).toMatch(/^(?!.*missing #).+$/);
    expect((await fieldError(page, `${form} #email`)).invalid).toBe("true");

    const username = uniqueName("kbdreg");
    await tabTo(page, `${form} #username`, { backwards: true, limit: 20 });
    await page.keyboard.type(username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(`${username}@example.com`);
    // After each password comes its 显示密码 toggle, a stop of its own.
    await tabTo(page, `${form} #password`, { limit: 2 });
    await page.keyboard.type(password);
    await tabTo(page, `${form} #repeat`, { limit: 2 });
    await page.keyboard.type(password);
    await typeCaptcha(page, form);
    if (await page.getByTestId("register-agreement").count()) {
      await tabTo(page, "[data-testid='register-agreement']");
      await page.keyboard.press("Space");
    }
    await tabTo(page, `${form} button[type='submit']`);
    await page.keyboard.press("Enter");
    await expectAnnouncedToast(page, "注册成功");
    await page.waitForURL((url) => url.pathname !== "/register");
  });

  it("comments and reports a document; the report dialog holds focus, marks a missing text and gives focus back", async () => {
    const { page } = await open(browser, member, `/document/${freeDoc.uuid}`);
    const comment = `键盘评论 ${uniqueName("c")}`;
    await tabTo(page, "[data-testid='comment-form'] textarea", { limit: 100 });
    await page.keyboard.type(comment);
    await typeCaptcha(page, "[data-testid='comment-form']");
    await tabTo(page, "[data-testid='comment-submit']");
    await page.keyboard.press("Enter");
    await expectAnnouncedToast(page, "评论");
    await page.getByTestId("comment").filter({ hasText: comment }).waitFor();

    await page.locator("body").evaluate(() => window.scrollTo(0, 0));
    await tabTo(page, "[data-testid='report-button']", { backwards: true, limit: 100 });
    await page.keyboard.press("Enter");
    await page.getByTestId("report-reasons").waitFor();
    await waitForMotion(page);
    expect(await focusInDialog(page)).toBe(true);
    // Order in the dialog: close, the reasons (one stop), the text, cancel, submit — then round again.
    await tabTo(page, ".ant-modal-close", { limit: 6 });
    const order = await tabOrder(page, 5);
    expect(order).toEqual([
      expect.stringMatching(/^input/),
      expect.stringMatching(/^textarea\[report-content\]/),
      expect.stringMatching(/^button.*取\s*消/),
      expect.stringMatching(/^button.*提交举报/),
      expect.stringMatching(/^button/),
    ]);
    expect(await focusIsOn(page, ".ant-modal-close")).toBe(true);
    // The reasons by arrow keys: the last one is 其他, the one before it 侵权/版权.
    await tabTo(page, "[data-testid='report-reasons'] input", { limit: 2 });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.locator("[data-testid='report-reasons'] input:checked").evaluate((i) => i.closest("label")?.textContent)).toMatch(/侵权|版权/);
    await tabTo(page, ".ant-modal-footer .ant-btn-primary", { limit: 4 });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await fieldError(page, "[data-testid='report-content']")).invalid).toBe("true");
    await expect.poll(async () => (await fieldError(page, "[data-testid='report-content']")).described).toMatch(/^(?!.*missing #).+$/);
    await tabTo(page, "[data-testid='report-content']", { backwards: true, limit: 4 });
    await page.keyboard.type("这份文档侵犯了我的版权，原文见我的网站。");
    await tabTo(page, ".ant-modal-footer .ant-btn-primary", { limit: 4 });
    await page.keyboard.press("Enter");
    await expectAnnouncedToast(page, "举报成功");
    await page.getByTestId("report-reasons").waitFor({ state: "detached" });
    await expect.poll(() => focusIsOn(page, "[data-testid='report-button']")).toBe(true);
  });

  it("posts an article from the user menu, the editor's error tied to it", async () => {
    const { page } = await open(browser, member, "/");
    await tabTo(page, "[data-testid='header-user']");
    await page.keyboard.press("Enter");
    await page.locator(".ant-dropdown-menu").waitFor();
    await expect.poll(() => focusIsOn(page, ".ant-dropdown-menu")).toBe(true);
    for (let press = 0; press < 12 && !(await page.locator(".ant-dropdown-menu-item-active:has-text('发布文章')").count()); press++) {
      await page.keyboard.press("ArrowDown");
    }
    // The item is drawn active a moment before the focus (which Enter acts on) reaches it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("发布文章");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/post");
    await waitForHydration(page);

    await tabTo(page, "[data-testid='article-title-input']");
    await page.keyboard.type(uniqueName("键盘文章"));
    await tabTo(page, "[data-testid='article-submit']");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await fieldError(page, "[data-testid='markdown-source']")).invalid).toBe("true");
    // antd draws the error list (#content_help) in with a motion, a moment after the field turns invalid.
    await expect.poll(async () => (await fieldError(page, "[data-testid='markdown-source']")).described).toMatch(/内容/);
    await tabTo(page, "[data-testid='markdown-source']", { backwards: true });
    await page.keyboard.type("用键盘写的正文。");
    await tabTo(page, "[data-testid='article-submit']");
    await page.keyboard.press("Enter");
    await expectAnnouncedToast(page, "文章");
  });

  it("chats with the keyboard; the answer is announced once, when complete", async () => {
    const { page } = await open(browser, member, "/chat");
    ai.script({ kind: "answer", content: "键盘提问的回答，分几段送达。", chunks: 4, intervalMs: 300 });
    await tabTo(page, "[data-testid='chat-input']");
    await page.keyboard.type("用键盘提问");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    const region = page.getByTestId("chat-answer-status");
    expect(await region.getAttribute("role")).toBe("status");
    await expect.poll(() => page.getByTestId("chat-answer").last().getAttribute("data-status"), { timeout: 30_000 }).toBe("2");
    await expect.poll(() => region.textContent()).toMatch(/^回答完成：键盘提问的回答，分几段送达。/);
  });

  it("the mobile drawer holds focus while open and gives it back to the menu button on close", async () => {
    const { page } = await open(browser, null, "/", 375);
    await tabTo(page, "[data-testid='mobile-menu-button']");
    await page.keyboard.press("Enter");
    await page.getByTestId("mobile-drawer").waitFor();
    await waitForMotion(page);
    for (const where of await tabOrder(page, 12)) expect(where).not.toBe("body");
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByTestId("mobile-drawer").waitFor({ state: "hidden" });
    await expect.poll(() => focusIsOn(page, "[data-testid='mobile-menu-button']")).toBe(true);
  });
});
