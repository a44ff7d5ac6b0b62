import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiServer, type OpenAiTestServer } from "../apps/server/src/test/openai-server.js";
import { apiRegister, apiSignIn, saveSettings, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration, watchRequests } from "./support/browser";
import { decodeInBrowser, docxText, pngSize } from "./support/chat-files";
import { createDocument, docxOfPages, waitFor, waitForConverted } from "./support/document-fixtures";

/** A word only this test's document holds (Latin, so the tokenizer keeps it whole). */
const word = `kzq${Date.now().toString(36)}vex`;
const apiKey = "sk-e2e-chat-0123456789";
/** The scripted answer: a citation of reference 1, math, and a table wider than the bubble. */
const wideTable = [
  `| ${Array.from({ length: 12 }, (_, i) => `第${i + 1}列标题较长`).join(" | ")} |`,
  `|${" --- |".repeat(12)}`,
  `| ${Array.from({ length: 12 }, (_, i) => `单元格${i + 1}`).join(" | ")} |`,
].join("\n");
const answerText = `根据文档，${word} 的用途写在第二页[^1]。公式 $E=mc^2$ 也适用。\n\n${wideTable}\n`;

const answer = (page: Page) => page.getByTestId("chat-answer").last();

/** A signed-in page at `address`; `scale` sets the device pixel ratio (the image export renders at it). */
async function openAs(browser: Browser, session: ApiSession, address: string, options: { scale?: number } = {}) {
  const { context, page } = await newPage(browser, { deviceScaleFactor: options.scale });
  await storeSession(page, session);
  await page.goto(address);
  await waitForHydration(page);
  return { context, page };
}

/** Notes what the Content-Security-Policy refused on the page (KaTeX fonts, the image export's inlined styles). */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** Types a question and presses Enter (with a modifier for a new tab). */
async function ask(page: Page, question: string, key = "Enter") {
  const input = page.getByTestId("chat-input");
  await input.fill(question);
  await input.press(key);
}

describe("AI chat: streamed answers with page citations, stop, history, exports and quota", () => {
  let browser: Browser;
  let admin: ApiSession;
  let member: ApiSession;
  let ai: OpenAiTestServer;
  let doc: { id: number; uuid: string; title: string };
  let topicPath = "";
  let restore: Array<{ category: string; name: string; value: string }> = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ai = await startOpenAiServer({ apiKey });
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    const bytes = await docxOfPages([
      ["第一章 概述", "这一页介绍文库的基本情况，与问题无关。"],
      ["第二章 用途", `${word} 是一种用于测试的专有名词，它的用途写在这一页。`, "这里还有更多说明文字。"],
      ["第三章 附录", "附录内容与问题无关。"],
    ]);
    doc = { ...(await createDocument(admin.token, bytes, `${uniqueName("chat")}.docx`, uniqueName("AI 对话测试文档"))) };
    await waitForConverted(admin.token, doc.id);
    const model = await apiCall<{ id: number }>("POST", "/api/v1/llm", {
      token: admin.token,
      body: { title: "E2E 模型", provider: "custom", base_url: ai.baseUrl, api_key: apiKey, model: "e2e-chat", enable_thinking: true, thinking_switch: "enable_thinking" },
    });
    expect(model.status, JSON.stringify(model.body)).toBe(200);
    restore = await saveSettings(admin.token, [
      { category: "llm", name: "enable", value: "true" },
      { category: "llm", name: "default_model_id", value: String(model.body.id) },
      { category: "llm", name: "default_quota", value: "50" },
    ]);
    member = await apiRegister(uniqueName("chat"), "chat-member-password");
    // Retrieval reads the page texts once the document is indexed.
    await waitFor("the document's page 2 in chat search", async () => {
      const reply = await apiCall<{ reference?: Array<{ uuid: string }> }>("GET", `/api/v1/chat/search?wd=${encodeURIComponent(word)}&size=5`, { token: member.token });
      return reply.body.reference?.[0]?.uuid === doc.uuid ? reply.body.reference[0] : undefined;
    });
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    await ai?.close();
    await browser?.close();
  });

  it("starts a chat, streams the answer with [^1], and the citation opens the reader at the cited page", async () => {
    const { page, context } = await openAs(browser, member, "/chat");
    const sent = watchRequests(page);
    const refused = watchRefusals(page);
    await page.getByTestId("chat-quota").waitFor();

    // Enter while an input method composes (pinyin) picks letters and sends nothing.
    await page.getByTestId("chat-input").fill("zhong");
    await page.getByTestId("chat-input").evaluate((el) => {
      el.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true }));
      el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code: "Enter", keyCode: 229, isComposing: true, bubbles: true }));
      el.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "中" }));
    });
    await page.waitForTimeout(300);
    expect(sent("POST", "/api/v1/chat/topic")).toBe(false);

    ai.script({ kind: "answer", content: answerText, reasoning: "先找到相关页面，再作答。", chunks: 8, intervalMs: 250 });
    await ask(page, `${word} 有什么用途？`);
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    topicPath = new URL(page.url()).pathname;
    // Streamed: the answer shows partial text while it is still being generated, then completes.
    await page.waitForFunction(() => {
      const el = [...document.querySelectorAll('[data-testid="chat-answer"]')].at(-1);
      return el?.getAttribute("data-status") === "1" && (el.querySelector(".wk-chat-markdown")?.textContent ?? "").length > 0;
    });
    await expect.poll(() => answer(page).getAttribute("data-status"), { timeout: 30_000 }).toBe("2");
    await expect(answer(page).locator("table td").first().textContent()).resolves.toBe("单元格1");
    await expect(answer(page).locator(".katex").count()).resolves.toBeGreaterThan(0);
    // The streamed text is whole: nothing lost or repeated while the page joined the running answer.
    await expect(answer(page).locator(".wk-chat-reasoning").count()).resolves.toBe(1);
    const paragraphs = await answer(page).locator(".wk-chat-markdown > p").allTextContents();
    expect(paragraphs.length).toBe(1);
    expect(paragraphs[0]).toMatch(new RegExp(`^根据文档，${word} 的用途写在第二页1。公式 .+ 也适用。$`));
    await expect(answer(page).locator(".wk-chat-markdown table").count()).resolves.toBe(1);
    await page.getByTestId("chat-table-hint").waitFor();
    await page.getByTestId("chat-table-hint").waitFor({ state: "detached", timeout: 5000 });

    const reference = answer(page).getByTestId("chat-reference").first();
    await expect(reference.textContent()).resolves.toContain(doc.title);
    await expect(reference.textContent()).resolves.toContain("第 2 页");
    await expect(reference.getByTestId("chat-reference-score").textContent()).resolves.toMatch(/^相关度 \d\.\d{2}$/);
    const citation = answer(page).getByTestId("chat-citation").first();
    await expect(citation.getAttribute("href")).resolves.toMatch(new RegExp(`^/document/${doc.uuid}\\?page=2&hl=[^&]+$`));
    await page.screenshot({ path: "/tmp/e2e-chat-answer-1280.png" });
    expect(refused).toEqual([]);

    const opened = context.waitForEvent("page");
    await citation.click();
    const reader = await opened;
    await reader.waitForURL((url) => url.pathname === `/document/${doc.uuid}` && url.searchParams.get("page") === "2" && url.searchParams.get("hl") !== null);
    await waitForHydration(reader);
    await expect
      .poll(() => reader.locator("#page-2").evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2), { timeout: 15_000 })
      .toBe(true);
    // The cited passage is marked on that page, in view (issue 45).
    const mark = reader.locator("#page-2 [data-hit-current]").first();
    await expect
      .poll(() => mark.evaluate((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }), { timeout: 20_000 })
      .toBe(true);
    await reader.screenshot({ path: "/tmp/e2e-chat-reader-page2.png" });
    await context.close();
  });

  it("stops an answer mid-stream and keeps the partial text, also after a reload", async () => {
    const { page, context } = await openAs(browser, member, topicPath);
    ai.script({ kind: "answer", content: "第一段内容。第二段内容。第三段内容。第四段内容。第五段内容。第六段内容。", chunks: 6, intervalMs: 800 });
    await ask(page, "请分段说明。");
    await expect.poll(() => answer(page).locator(".wk-chat-markdown").textContent().catch(() => ""), { timeout: 15_000 }).toContain("第一段");
    await page.getByTestId("chat-stop").click();
    await expect.poll(() => answer(page).getAttribute("data-status"), { timeout: 15_000 }).toBe("3");
    const kept = (await answer(page).locator(".wk-chat-markdown").textContent()) ?? "";
    expect(kept).toContain("第一段");
    expect(kept).not.toContain("第六段");
    await expect(answer(page).getByTestId("chat-answer-end").textContent()).resolves.toContain("已停止生成");
    await page.screenshot({ path: "/tmp/e2e-chat-stopped-1280.png" });

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => answer(page).locator(".wk-chat-markdown").textContent(), { timeout: 15_000 }).toBe(kept);
    // Each conversation's window title starts with its own title (its first question), not only "AI 会话".
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${word} 有什么用途？ - AI 会话 - `));
    await context.close();
  });

  it("lists the topic in the history, and Ctrl + Enter opens a new chat in a new tab", async () => {
    const { page, context } = await openAs(browser, member, "/chat/dialog");
    const opened = context.waitForEvent("page");
    await ask(page, "新标签页里的问题", "Control+Enter");
    const tab = await opened;
    await tab.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    await waitForHydration(tab);
    await expect.poll(() => tab.getByTestId("chat-answer").last().getAttribute("data-status"), { timeout: 30_000 }).toBe("2");
    await expect(tab.getByTestId("chat-answer").last().textContent()).resolves.toContain("Echo: 新标签页里的问题");
    expect(new URL(page.url()).pathname).toBe("/chat/dialog");

    await page.goto("/chat/history");
    await waitForHydration(page);
    const items = page.getByTestId("chat-history-item");
    await items.filter({ hasText: `${word} 有什么用途？` }).waitFor();
    await items.filter({ hasText: "新标签页里的问题" }).waitFor();
    await page.screenshot({ path: "/tmp/e2e-chat-history-1280.png" });
    await items.filter({ hasText: `${word} 有什么用途？` }).getByRole("link").click();
    await page.waitForURL(`**${topicPath}`);
    await context.close();
  });

  it("AI search shows the best pages with an answer over them, and AI 问文档 opens the document's conversation", async () => {
    const { page, context } = await openAs(browser, member, "/chat/search");
    const input = page.getByTestId("chat-search-input").locator("input");
    await input.fill(word);
    await input.press("Enter");
    const hit = page.getByTestId("chat-search-hit").first();
    await expect(hit.textContent()).resolves.toContain(doc.title);
    await expect(hit.getByRole("link").getAttribute("href")).resolves.toMatch(new RegExp(`^/document/${doc.uuid}\\?page=2&hl=[^&]+$`));
    await expect.poll(() => page.getByTestId("chat-answer").getAttribute("data-status"), { timeout: 30_000 }).toBe("2");
    await expect(page.getByTestId("chat-answer").textContent()).resolves.toContain(`Echo: ${word}`);
    await page.screenshot({ path: "/tmp/e2e-chat-search-1280.png" });

    await page.goto(`/document/${doc.uuid}`);
    await waitForHydration(page);
    await page.getByTestId("ask-document").click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{8,}$/);
    await expect(page.getByTestId("chat-topic-document").getAttribute("href")).resolves.toBe(`/document/${doc.uuid}`);
    await context.close();
  });

  it("exports an answer as Word (text and table kept) and as a 640 px wide PNG", async () => {
    const { page, context } = await openAs(browser, member, topicPath, { scale: 2 });
    const refused = watchRefusals(page);
    const first = page.getByTestId("chat-answer").first();
    await expect.poll(() => first.getAttribute("data-status")).toBe("2");

    const docxDownload = page.waitForEvent("download");
    await first.getByTestId("chat-export-docx").click();
    const docx = await docxDownload;
    // Named after the conversation (its first question) and the day.
    expect(docx.suggestedFilename()).toMatch(new RegExp(`^${word} 有什么用途.?-\\d{4}-\\d{2}-\\d{2}\\.docx$`));
    await page.getByText("导出成功").waitFor();
    const text = await docxText(fs.readFileSync(await docx.path()));
    expect(text).toContain(`${word} 的用途写在第二页`);
    expect(text).toContain("单元格12");

    const imageDownload = page.waitForEvent("download");
    await first.getByTestId("chat-export-image").click();
    const image = fs.readFileSync(await (await imageDownload).path());
    expect(pngSize(image).width).toBe(640 * 2);
    const decoded = await decodeInBrowser(page, image);
    expect(decoded.width).toBe(1280);
    expect(decoded.height).toBeGreaterThan(100);
    expect(decoded.inked).toBeGreaterThan(1000);
    fs.writeFileSync("/tmp/e2e-chat-export.png", image);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("shows the server's message when the quota is used up, no request reaches the provider, and extra messages can be bought", async () => {
    await saveSettings(admin.token, [{ category: "llm", name: "default_quota", value: "1" }]);
    try {
      const { page, context } = await openAs(browser, member, "/chat");
      const before = ai.requests.length;
      await ask(page, "额度用完时的问题");
      await page.getByText(/额度已用完/).first().waitFor();
      await page.screenshot({ path: "/tmp/e2e-chat-quota-1280.png" });
      expect(new URL(page.url()).pathname).toBe("/chat");
      await expect(page.getByTestId("chat-input").inputValue()).resolves.toBe("额度用完时的问题");
      expect(ai.requests.length).toBe(before);

      // Extra messages bought with credits show beside the day's use.
      await page.getByTestId("chat-quota-buy").click();
      await page.getByRole("dialog").getByRole("spinbutton").fill("1");
      await page.getByRole("dialog").getByRole("button", { name: /确\s*定|OK/ }).click();
      await page.getByText(/已加购 1 条/).waitFor();
      await expect.poll(() => page.getByTestId("chat-quota").textContent()).toContain("+1");
      await context.close();
    } finally {
      await saveSettings(admin.token, [{ category: "llm", name: "default_quota", value: "50" }]);
    }
  });

  it("administrators test the model's connection and see the conversations", async () => {
    const { page, context } = await openAs(browser, admin, "/admin/ai/llm");
    const row = page.locator("tr", { hasText: "E2E 模型" });
    await row.waitFor();
    await row.getByTestId("llm-test").click();
    await page.locator(".ant-modal-confirm-title", { hasText: /连接成功，耗时 \d+ ms/ }).waitFor();
    await page.screenshot({ path: "/tmp/e2e-admin-llm-1280.png" });
    await page.keyboard.press("Escape");

    // The default model is chosen by name among the chat models, not typed as an id.
    await page.goto("/admin/config/llm");
    await waitForHydration(page);
    const picker = page.getByTestId("model-picker-chat");
    await expect.poll(() => picker.textContent(), { timeout: 15_000 }).toContain("E2E 模型");
    await picker.click();
    await page.locator(".ant-select-item-option", { hasText: "排序最前的已启用对话模型" }).waitFor();
    await page.keyboard.press("Escape");
    await page.screenshot({ path: "/tmp/e2e-admin-config-llm-1280.png" });

    await page.goto("/admin/ai/chat");
    await waitForHydration(page);
    await page.locator("tr", { hasText: `${word} 有什么用途？` }).waitFor();
    await page.screenshot({ path: "/tmp/e2e-admin-chat-1280.png" });

    // A list of models that cannot be loaded is said so, not shown as if only the defaults existed.
    await page.route("**/api/v1/llm/list*", (route) => route.abort());
    await page.goto("/admin/config/llm");
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("model-picker-chat-error").textContent(), { timeout: 15_000 }).toContain("模型列表加载失败");
    await context.close();
  });
});
