import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiServer, type OpenAiTestServer } from "../apps/server/src/test/openai-server.js";
import { answerOf, apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession, type Captcha } from "./support/accounts";
import { apiCall, baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";

const apiKey = "sk-e2e-compatible-0123456789";
const memberPassword = "ai-member-password";

const pad = (n: number) => String(n).padStart(2, "0");
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function open(browser: Browser, address: string, options: { session?: ApiSession; width?: number } = {}) {
  const { context, page } = await newPage(browser, { width: options.width });
  if (options.session) await storeSession(page, options.session);
  await page.goto(address);
  await waitForHydration(page);
  return { context, page };
}

/** Types a question into the chat box and sends it with Enter. */
async function ask(page: Page, question: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(question);
  await input.press("Enter");
}

const quotaText = (page: Page) => page.getByTestId("chat-quota").textContent();
const lastAnswer = (page: Page) => page.getByTestId("chat-answer").last();

async function waitForAnswer(page: Page) {
  await expect.poll(() => lastAnswer(page).getAttribute("data-status"), { timeout: 30_000 }).toBe("2");
}

/**
 * Issue 33 item 7, AI where people look: an OpenAI 兼容 model set up with base URL, key and model only; the header's
 * AI entry (signed out through login and back); the day's count moving as soon as a question is accepted; 复制
 * confirming, also on a plain-HTTP address; the Word export named after the conversation and day.
 */
describe("AI where people look", () => {
  let browser: Browser;
  let ai: OpenAiTestServer;
  let admin: ApiSession;
  let member: ApiSession;
  let memberName = "";
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const modelName = `compatible-${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ai = await startOpenAiServer({ apiKey });
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    restore = await saveSettings(admin.token, [
      { category: "llm", name: "enable", value: "false" },
      { category: "llm", name: "default_model_id", value: "0" },
      { category: "llm", name: "default_quota", value: "20" },
    ]);
    memberName = uniqueName("ai");
    member = await apiRegister(memberName, memberPassword);
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    await ai?.close();
    await browser?.close();
  });

  it("adds an OpenAI 兼容 model with only its base URL, key and model, named after the model", async () => {
    const { page, context } = await open(browser, "/admin/ai/llm", { session: admin });
    await page.getByTestId("llm-create").click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByTestId("llm-provider").textContent()).toContain("OpenAI 兼容");
    // The rarely needed settings are folded away; the three that matter are in view.
    await expect(dialog.getByTestId("llm-title").isVisible()).resolves.toBe(false);
    await dialog.getByTestId("llm-base-url").fill(ai.baseUrl);
    await dialog.getByTestId("llm-api-key").fill(apiKey);
    await dialog.getByTestId("llm-model").fill(modelName);
    await page.screenshot({ path: "/tmp/e2e-ai-llm-form-1280.png" });
    await dialog.getByRole("button", { name: /确\s*定|OK/ }).click();
    const row = page.locator("tr", { hasText: modelName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("OpenAI 兼容");
    await page.screenshot({ path: "/tmp/e2e-ai-llm-list-1280.png" });
    await row.getByTestId("llm-test").click();
    await page.locator(".ant-modal-confirm-title", { hasText: /连接成功/ }).waitFor();
    await context.close();

    const models = await apiCall<{ llm: Array<{ id: number; title: string; provider: string; base_url: string }> }>("GET", `/api/v1/llm/list?wd=${modelName}`, { token: admin.token });
    const model = models.body.llm.find((m) => m.title === modelName);
    expect(model).toMatchObject({ provider: "custom", base_url: ai.baseUrl });
    await saveSettings(admin.token, [{ category: "llm", name: "default_model_id", value: String(model!.id) }]);
  });

  it("shows the header's AI entry only while AI chat is on; signed out it goes through login and back to /chat", async () => {
    const { page, context } = await open(browser, "/");
    await page.getByTestId("header-login").waitFor();
    await expect(page.getByTestId("header-ai-entry").count()).resolves.toBe(0);
    await saveSettings(admin.token, [{ category: "llm", name: "enable", value: "true" }]);

    await page.reload();
    await waitForHydration(page);
    const entry = page.getByTestId("header-ai-entry");
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain("AI 对话");
    await page.locator(".wk-header").screenshot({ path: "/tmp/e2e-ai-header-1280.png" });

    const captcha = page.waitForResponse((r) => r.url().includes("/api/v1/user/captcha?type=login"));
    await entry.click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/chat");
    const answer = answerOf((await (await captcha).json()) as Captcha);
    await page.locator("#username").fill(memberName);
    await page.locator("#password").fill(memberPassword);
    await page.locator("#captcha").fill(answer);
    await page.getByRole("button", { name: "立即登录" }).click();
    await page.waitForURL((url) => url.pathname === "/chat");
    await page.getByTestId("chat-input").waitFor();
    await context.close();
  });

  it("shows the entry in the phone header too, and a signed-in visitor goes straight to /chat", async () => {
    const { page, context } = await open(browser, "/", { session: member, width: 375 });
    const entry = page.getByTestId("header-ai-entry-mobile");
    await entry.waitFor();
    await expect(page.getByTestId("header-ai-entry").isVisible()).resolves.toBe(false);
    const box = await entry.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.locator(".wk-header").screenshot({ path: "/tmp/e2e-ai-header-375.png" });
    await entry.click();
    await page.waitForURL((url) => url.pathname === "/chat");
    await context.close();

    // Between phone and desktop the search box hides; the entry stays beside the user menu, at the right.
    const tablet = await open(browser, "/", { session: member, width: 900 });
    const beside = await tablet.page.getByTestId("header-ai-entry").boundingBox();
    const user = await tablet.page.getByTestId("header-user").boundingBox();
    expect(beside && user && user.x - (beside.x + beside.width)).toBeGreaterThanOrEqual(0);
    expect(beside && user && user.x - (beside.x + beside.width)).toBeLessThan(40);
    await tablet.page.locator(".wk-header").screenshot({ path: "/tmp/e2e-ai-header-900.png" });
    await tablet.context.close();
  });

  it("counts a question in the day's quota as soon as it is accepted, without a reload", async () => {
    const { page, context } = await open(browser, "/chat", { session: member });
    await expect.poll(() => quotaText(page)).toContain("0 / 20 条");
    await ask(page, "额度计数 第一个问题");
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    await expect.poll(() => quotaText(page)).toContain("1 / 20 条");
    await waitForAnswer(page);

    await ask(page, "额度计数 第二个问题");
    await expect.poll(() => quotaText(page)).toContain("2 / 20 条");
    await waitForAnswer(page);
    await page.screenshot({ path: "/tmp/e2e-ai-chat-1280.png" });
    const topicPath = new URL(page.url()).pathname;
    await context.close();

    const phone = await open(browser, topicPath, { session: member, width: 375 });
    await waitForAnswer(phone.page);
    await expect.poll(() => quotaText(phone.page)).toContain("2 / 20 条");
    await phone.page.screenshot({ path: "/tmp/e2e-ai-chat-375.png" });
    await phone.context.close();
  });

  it("confirms 复制 with a message and puts the answer on the clipboard", async () => {
    const { page, context } = await open(browser, "/chat", { session: member });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await ask(page, "复制测试");
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    await waitForAnswer(page);
    await lastAnswer(page).getByTestId("chat-copy").click();
    await page.locator(".ant-message-notice", { hasText: "已复制" }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe("Echo: 复制测试");
    await context.close();
  });

  it("copies on a plain-HTTP address too, where browsers offer no Clipboard API", async () => {
    // The same server under a name that is not loopback: the page is not a secure context there.
    const host = "wenku-plain.test";
    const port = new URL(baseUrl()).port;
    const plain = await launchBrowser([`--host-resolver-rules=MAP ${host} 127.0.0.1`]);
    try {
      const context = await plain.newContext({ baseURL: `http://${host}:${port}`, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
      const page = await context.newPage();
      await storeSession(page, member);
      await page.goto("/chat");
      await waitForHydration(page);
      expect(await page.evaluate(() => ({ secure: window.isSecureContext, clipboard: "clipboard" in navigator }))).toEqual({ secure: false, clipboard: false });
      await ask(page, "明文地址复制测试");
      await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
      await waitForAnswer(page);
      await lastAnswer(page).getByTestId("chat-copy").click();
      await page.locator(".ant-message-notice", { hasText: "已复制" }).waitFor();

      // Read back through a secure page of the same browser.
      const reader = await plain.newContext({ baseURL: baseUrl() });
      await reader.grantPermissions(["clipboard-read"]);
      const readerPage = await reader.newPage();
      await readerPage.goto("/");
      await expect(readerPage.evaluate(() => navigator.clipboard.readText())).resolves.toBe("Echo: 明文地址复制测试");
    } finally {
      await plain.close();
    }
  });

  it("names the Word export after the conversation and the day", async () => {
    const title = `导出命名 ${Date.now().toString(36)} 部署指南`;
    const { page, context } = await open(browser, "/chat", { session: member });
    await ask(page, title);
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    await waitForAnswer(page);
    await expect(page.getByTestId("chat-title").textContent()).resolves.toBe(title);
    const download = page.waitForEvent("download");
    await lastAnswer(page).getByTestId("chat-export-docx").click();
    expect((await download).suggestedFilename()).toBe(`${title}-${today()}.docx`);
    await page.getByText("导出成功").waitFor();
    await context.close();
  });
});
