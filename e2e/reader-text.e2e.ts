import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citationHref } from "../apps/web/app/features/chat/answer/remark-citations";
import { hitHref } from "../apps/web/app/features/search/search-params";
import { apiSignIn, saveSettings, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { brokenImages } from "./support/content-fixtures";
import { createDocument, docxOfPages, uploadFile, waitFor, waitForConverted } from "./support/document-fixtures";
import { countWord, coversWord, layoutBox, markBoxes, pageText, sameBox, stextWordBoxes, type PageText } from "./support/reader-text";

const fixtures = path.resolve(import.meta.dirname, "../apps/server/src/test/fixtures/real");
const manualPdf = path.join(fixtures, "libtasn1.pdf");
const previewPages = 20;
const englishWord = "structure";
const chineseWord = "密钥";

/** Opens the reader at `query` and waits for page n's text layer. */
async function openReader(page: Page, uuid: string, query: string, n: number) {
  await page.goto(`/document/${uuid}${query}`);
  await waitForHydration(page);
  await page.locator(`#page-${n} [data-testid=page-text-layer]`).waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * Drags from the start of line `first` to the end of line `second` on page n and copies: the selection reads as
 * that part of the page's text, and the clipboard holds it exactly (the page's source text with its line breaks).
 */
async function selectAndCopy(page: Page, n: number, pageText: PageText, first: PageText["lines"][number], second: PageText["lines"][number]) {
  const expected = pageText.text.slice(first.start, second.start + second.advances.length);
  const span = (line: typeof first) => page.locator(`#page-${n} [data-page-text] span[data-start="${line.start}"]`);
  await span(first).evaluate((el) => el.scrollIntoView({ block: "center" }));
  const [a, b] = [await span(first).boundingBox(), await span(second).boundingBox()];
  await page.mouse.move(a!.x + 1, a!.y + a!.height / 2);
  await page.mouse.down();
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 5 });
  await page.mouse.move(b!.x + b!.width - 1, b!.y + b!.height / 2, { steps: 5 });
  await page.mouse.up();
  const squeeze = (s: string) => s.replace(/\s+/g, "");
  await expect(page.evaluate(() => window.getSelection()?.toString() ?? "").then(squeeze)).resolves.toBe(squeeze(expected));
  await page.keyboard.press("Control+C");
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
}

/** Types `word` into the open find box, presses Enter, and resolves to the [page, count] pairs the box lists. */
async function findWord(page: Page, word: string) {
  await page.getByTestId("reader-find-input").fill(word);
  await page.getByTestId("reader-find-input").press("Enter");
  await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toMatch(/^第 \d+ \/ \d+ 处$/);
  return page.locator("[data-find-page]").evaluateAll((all) => all.map((b) => [Number(b.getAttribute("data-find-page")), Number(b.getAttribute("data-count"))]));
}

describe("the reader's text layer, find and landing on a passage (issue 45)", () => {
  let browser: Browser;
  let admin: ApiSession;
  let manual = { id: 0, uuid: "" };
  let chinese = { id: 0, uuid: "" };
  let restore: Array<{ category: string; name: string; value: string }> = [];
  const texts = new Map<number, PageText>();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    restore = await saveSettings(admin.token, [{ category: "converter", name: "max_preview", value: String(previewPages) }]);
    const upload = await uploadFile(admin.token, readFileSync(manualPdf), "libtasn1.pdf");
    const created = await apiCall<{ document: Array<{ id: number; uuid: string }> }>("POST", "/api/v1/document", {
      token: admin.token,
      body: { category_id: [], document: [{ title: uniqueName("libtasn1 文字层"), attachment_id: upload.body.data.id, price: 2 }] },
    });
    manual = created.body.document[0];
    chinese = await createDocument(admin.token, readFileSync(path.join(fixtures, "help.zh_CN.txt")), "help.zh_CN.txt", uniqueName("GnuPG 帮助"));
    await waitForConverted(admin.token, manual.id);
    await waitForConverted(admin.token, chinese.id);
    for (let n = 1; n <= previewPages; n++) texts.set(n, (await pageText(manual.id, n))!);
  });

  afterAll(async () => {
    if (restore.length) await saveSettings(admin.token, restore);
    await browser?.close();
  });

  it("selecting two lines of page 3 and copying puts that part of the page's source text on the clipboard", async () => {
    const { page, context } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openReader(page, manual.uuid, "?page=3", 3);
    const { lines } = texts.get(3)!;
    // Two entries of the table of contents ("1 Introduction . . . 1", "2 ASN.1 structure handling . . . 2"), from the
    // start of the first title to the end of the next (its section number, a line of its own, comes between).
    const long = lines.filter((l) => l.advances.length > 20);
    expect(long.length, "long lines on page 3").toBeGreaterThan(2);
    await selectAndCopy(page, 3, texts.get(3)!, long[0], long[1]);
    await page.screenshot({ path: "/tmp/e2e-reader-text-selection.png" });
    expect(await brokenImages(page, "#page-3")).toEqual([]);
    await context.close();
  });

  it("finds an English word: counts equal the page texts', each mark lies over the word as mutool reads it", async () => {
    const { page, context } = await newPage(browser);
    await openReader(page, manual.uuid, "", 1);
    await page.getByTestId("reader-find-toggle").click();
    await page.getByTestId("reader-find-input").fill(englishWord);
    await page.getByTestId("reader-find-input").press("Enter");
    const expected = [...texts].map(([n, t]) => [n, countWord(t.text, englishWord)]).filter(([, c]) => c > 0);
    const total = expected.reduce((sum, [, c]) => sum + c, 0);
    expect(total).toBeGreaterThan(2);
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toBe(`第 1 / ${total} 处`);
    const shown = await page.locator("[data-find-page]").evaluateAll((all) => all.map((b) => [Number(b.getAttribute("data-find-page")), Number(b.getAttribute("data-count"))]));
    expect(shown).toEqual(expected);
    await expect(page.locator("[data-find-beyond]").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("[data-find-beyond]").first().textContent()).resolves.toMatch(/^第 \d+ 页有 \d+ 处，需购买\/下载后阅读$/);

    for (const [n, count] of expected.slice(0, 3)) {
      await page.locator(`[data-find-page="${n}"]`).click();
      await expect.poll(async () => (await markBoxes(page, n, texts.get(n)!.width)).length, { timeout: 20_000 }).toBe(count);
      const marks = await markBoxes(page, n, texts.get(n)!.width);
      const words = await stextWordBoxes(manualPdf, n, englishWord);
      for (const mark of marks) expect(words.some((word) => coversWord(mark, word, 4)), `mark ${JSON.stringify(mark)} on page ${n}`).toBe(true);
      const current = page.locator(`#page-${n} [data-hit-current]`).first();
      await expect.poll(() => current.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top > 0 && r.bottom < window.innerHeight; })).toBe(true);
    }
    await page.getByTestId("reader-find-input").press("Shift+Enter");
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toMatch(/^第 \d+ \/ \d+ 处$/);
    await page.screenshot({ path: "/tmp/e2e-reader-find.png" });
    await context.close();
  });

  it("finds a Chinese word in a Chinese text file: counts equal the page texts', marks on the words' boxes", async () => {
    const doc = (await apiCall<{ pages: number }>("GET", `/api/v1/document?id=${chinese.id}`)).body;
    const pages = await Promise.all(Array.from({ length: doc.pages }, (_, i) => pageText(chinese.id, i + 1)));
    const counts = pages.map((t, i) => [i + 1, countWord(t!.text, chineseWord)]).filter(([, c]) => c > 0);
    const [n, count] = counts[0];
    const { page, context } = await newPage(browser);
    await openReader(page, chinese.uuid, `?page=${n}&q=${encodeURIComponent(chineseWord)}`, n);
    const total = counts.reduce((sum, [, c]) => sum + c, 0);
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toBe(`第 1 / ${total} 处`);
    await expect.poll(async () => (await markBoxes(page, n, pages[n - 1]!.width)).length, { timeout: 20_000 }).toBe(count);
    const t = pages[n - 1]!;
    const expectedBoxes = [...t.text.matchAll(new RegExp(chineseWord, "g"))].map((m) => layoutBox(t.lines.find((l) => l.start <= m.index && m.index < l.start + l.advances.length)!, m.index, m.index + chineseWord.length));
    const marks = await markBoxes(page, n, t.width);
    for (const mark of marks) expect(expectedBoxes.some((box) => sameBox(mark, box, 2))).toBe(true);
    await context.close();
  });

  it("a search hit's link and a citation's link land on their page with their passage marked in view", async () => {
    const search = await waitFor("the manual in the search index", async () => {
      const reply = await apiCall<{ document?: Array<{ uuid: string; identifier: string; page: number; doc_type: number }> }>("GET", `/api/v1/search?wd=${englishWord}&size=50`);
      return reply.body.document?.find((hit) => hit.uuid === manual.uuid && hit.page > 1);
    });
    const { page, context } = await newPage(browser);
    await openReader(page, manual.uuid, hitHref({ ...search, identifier: manual.uuid }, englishWord).replace(`/document/${manual.uuid}`, ""), search.page);
    const expectedOnPage = countWord(texts.get(search.page)!.text, englishWord);
    await expect.poll(async () => (await markBoxes(page, search.page, texts.get(search.page)!.width)).length, { timeout: 20_000 }).toBe(expectedOnPage);
    await expect(page.getByTestId("reader-find-input").inputValue()).resolves.toBe(englishWord);

    const cited = texts.get(5)!;
    const from = cited.lines[2].start;
    const href = citationHref({ uuid: manual.uuid, page: 5, content: cited.text.slice(from, from + 300) });
    await openReader(page, manual.uuid, href.replace(`/document/${manual.uuid}`, ""), 5);
    await expect.poll(async () => (await markBoxes(page, 5, cited.width)).length, { timeout: 20_000 }).toBeGreaterThan(1);
    const marks = await markBoxes(page, 5, cited.width);
    expect(sameBox(marks[0], layoutBox(cited.lines[2], from, cited.lines[2].start + cited.lines[2].advances.length), 2)).toBe(true);
    await expect.poll(() => page.locator("#page-5 [data-hit-current]").first().evaluate((el) => { const r = el.getBoundingClientRect(); return r.top > 0 && r.bottom < window.innerHeight; })).toBe(true);
    await page.screenshot({ path: "/tmp/e2e-reader-citation.png" });
    await context.close();
  });

  it("a page beyond the preview says so and exposes no text in any response, to find or to a citation", async () => {
    const hidden = (await pageText(manual.id, 25, admin.token))!;
    const secret = hidden.text.split("\n").filter((line) => line.length > 25)[0];
    expect(secret).toBeTruthy();
    const { page, context } = await newPage(browser);
    const bodies: string[] = [];
    page.on("response", (response) => void response.text().then((body) => bodies.push(body), () => undefined));
    await page.goto(`/document/${manual.uuid}?page=25&hl=${encodeURIComponent(secret)}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("reader-beyond-preview").textContent(), { timeout: 20_000 }).toContain("第 25 页需购买/下载后阅读");
    await page.getByTestId("reader-find-toggle").click();
    await page.getByTestId("reader-find-input").fill(secret.split(/\s+/).filter((w) => /^[a-z]{5,}$/i.test(w))[0] ?? englishWord);
    await page.getByTestId("reader-find-input").press("Enter");
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toMatch(/处|未找到/);
    await page.waitForLoadState("networkidle");
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) expect(body.includes(secret)).toBe(false);
    await context.close();
  });

  it("in a DOCX: copying selected lines gives the page's source text, find counts equal the page texts'", async () => {
    const lines = (n: number) => [
      `第 ${n} 页 文库阅读器的 DOCX 测试，文库把上传的文档转换成页面。`,
      `Page ${n} of the DOCX: the library converts uploads into pages of the library.`,
      `第 ${n} 页的第三行：在文库里查找文字。`,
    ];
    const bytes = await docxOfPages([lines(1), lines(2), [...lines(3), "Library closing line without the Chinese word."]]);
    const docx = await createDocument(admin.token, bytes, "reader.docx", uniqueName("DOCX 文字层"));
    const converted = await waitForConverted(admin.token, docx.id);
    expect(converted.pages).toBe(3);
    const pages = await Promise.all([1, 2, 3].map((n) => pageText(docx.id, n)));
    const { page, context } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openReader(page, docx.uuid, "?page=2", 2);
    const second = pages[1]!;
    expect(second.lines.length).toBeGreaterThanOrEqual(3);
    await selectAndCopy(page, 2, second, second.lines[0], second.lines[1]);

    await page.getByTestId("reader-find-toggle").click();
    for (const word of ["library", "文库"]) {
      const expected = pages.map((t, i) => [i + 1, countWord(t!.text, word)]).filter(([, c]) => c > 0);
      expect(expected.length, word).toBe(3);
      await expect.poll(() => findWord(page, word)).toEqual(expected);
      const total = expected.reduce((sum, [, c]) => sum + c, 0);
      await expect(page.getByTestId("reader-find-count").textContent()).resolves.toMatch(new RegExp(`^第 \\d+ / ${total} 处$`));
    }
    await context.close();
  });

  it("Ctrl+F opens the reader's find box and Escape closes it; a page jumped to starts below the taller toolbar", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 740 });
    await openReader(page, manual.uuid, "", 1);
    await page.locator("#page-1").click({ position: { x: 4, y: 4 } });
    await page.keyboard.press("Control+F");
    const input = page.getByTestId("reader-find-input");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill(englishWord);
    await input.press("Enter");
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toMatch(/^第 \d+ \/ \d+ 处$/);
    // Find has brought its first hit into view before the reader goes elsewhere.
    const inView = (selector: string) =>
      page.locator(selector).first().evaluate((el) => { const r = el.getBoundingClientRect(); return r.top > 0 && r.bottom < window.innerHeight; });
    await expect.poll(() => inView("[data-hit-current]"), { timeout: 20_000 }).toBe(true);
    await page.getByTestId("reader-thumbnails-toggle").click();

    // The page box goes to page 6: its top lies below the toolbar (page box, find box, its page list, thumbnails).
    const box = page.getByRole("spinbutton", { name: "跳转到页码" });
    await box.fill("6");
    await box.press("Enter");
    await expect
      .poll(async () => {
        const toolbar = await page.getByTestId("reader-toolbar").boundingBox();
        const target = await page.locator("#page-6").boundingBox();
        return Boolean(toolbar && target && target.y >= toolbar.y + toolbar.height && target.y < 740);
      }, { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => box.inputValue()).toBe("6");
    await page.screenshot({ path: "/tmp/e2e-reader-find-open-375.png" });

    // Pressed again while the box is open, the box takes the focus back with its words selected.
    await page.locator("#page-6").click({ position: { x: 4, y: 4 } });
    await page.keyboard.press("Control+F");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).selectionStart === 0 && (el as HTMLInputElement).selectionEnd === (el as HTMLInputElement).value.length)).toBe(true);
    await page.locator("#page-6").click({ position: { x: 4, y: 4 } });
    await page.keyboard.press("Escape");
    await page.getByTestId("reader-find").waitFor({ state: "detached" });
    expect(await page.locator("[data-hit-current]").count()).toBe(0);
    await context.close();
  });

  it("stays on a page jumped to while find waits for its first hit's page text, once that text arrives", async () => {
    const firstHit = [...texts].find(([, text]) => countWord(text.text, englishWord) > 0)![0];
    const away = firstHit + 10;
    expect(away).toBeLessThanOrEqual(previewPages);
    const { page, context } = await newPage(browser);
    // The hit page's text layer is held back until the visitor has gone elsewhere.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/v1/document/page/text" && url.searchParams.get("page") === String(firstHit),
      async (route) => {
        held = true;
        await released;
        await route.continue();
      },
    );
    await openReader(page, manual.uuid, `?page=${away}`, away);
    await page.getByTestId("reader-find-toggle").click();
    await page.getByTestId("reader-find-input").fill(englishWord);
    await page.getByTestId("reader-find-input").press("Enter");
    // Find went to the hit's page and asks for its text; meanwhile the visitor goes back with the page box.
    await expect.poll(() => held, { timeout: 20_000 }).toBe(true);
    const box = page.getByRole("spinbutton", { name: "跳转到页码" });
    await box.fill(String(away));
    await box.press("Enter");
    const awayInView = async () => {
      const toolbar = await page.getByTestId("reader-toolbar").boundingBox();
      const target = await page.locator(`#page-${away}`).boundingBox();
      return Boolean(toolbar && target && target.y >= toolbar.y + toolbar.height - 1 && target.y < 900);
    };
    await expect.poll(awayInView, { timeout: 20_000 }).toBe(true);
    release();
    await page.locator(`#page-${firstHit} [data-hit-current]`).waitFor({ state: "attached", timeout: 20_000 });
    // The mark showing does not take the reader back to it (find polls for it every 150 ms).
    for (let check = 0; check < 8; check++) {
      await page.waitForTimeout(150);
      expect(await awayInView(), `page ${away} in view, check ${check}`).toBe(true);
    }
    await context.close();
  });

  it("works at 375 px with touch: find, marks and the text layer", async () => {
    const { page, context: mobile } = await newPage(browser, { width: 375, height: 740, hasTouch: true });
    await openReader(page, manual.uuid, `?page=3&q=${englishWord}`, 3);
    await expect.poll(() => page.getByTestId("reader-find-count").textContent()).toMatch(/^第 \d+ \/ \d+ 处$/);
    await page.getByTestId("reader-find-next").tap();
    const rights = await page.getByTestId("reader-toolbar").locator("button, input").evaluateAll((all) => all.map((c) => c.getBoundingClientRect().right));
    for (const right of rights) expect(right).toBeLessThanOrEqual(375);
    await expect(page.locator("#page-3 [data-page-text] span").first().evaluate((el) => getComputedStyle(el).userSelect)).resolves.not.toBe("none");
    await expect.poll(() => page.locator("[data-hit-current]").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: "/tmp/e2e-reader-text-375.png" });
    await mobile.close();
  });
});
