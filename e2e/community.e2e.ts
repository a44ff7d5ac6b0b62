import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, answerOf, storeSession, uniqueName, type ApiSession, type Captcha } from "./support/accounts";
import { apiCall, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration } from "./support/browser";
import { brokenImages, createGroup, gradientPng, memberOfGroup, publishedArticle, uploadImage } from "./support/content-fixtures";

/**
 * Runs `action` and resolves to the answer of the comment captcha it makes the page load ("" when the settings
 * ask for none, so the form shows no captcha field).
 */
async function commentCaptcha(page: Page, action: () => Promise<unknown>): Promise<string> {
  const enabled = (await publicSettings()).security.enable_captcha_comment;
  if (!enabled) {
    await action();
    return "";
  }
  const reply = page.waitForResponse((r) => r.url().includes("/api/v1/user/captcha?type=comment"));
  await action();
  return answerOf((await (await reply).json()) as Captcha);
}

/** Writes `text` into a comment or reply form, answers its captcha when it has one, and sends it. */
async function sendComment(page: Page, formTestId: "comment-form" | "reply-form", text: string, answer: string) {
  const form = page.getByTestId(formTestId);
  await form.locator("textarea").fill(text);
  if (answer) await form.locator("input#captcha").fill(answer);
  await form.getByTestId("comment-submit").click();
}

const commentOf = (page: Page, text: string) => page.getByTestId("comment").filter({ has: page.locator(".wk-comment-content", { hasText: text }) });

describe("community: comments, reports, ads and the home carousel", () => {
  let browser: Browser;
  let admin: ApiSession;
  let alice: ApiSession;
  let bob: ApiSession;
  let article: { id: number; identifier: string };
  const articleTitle = uniqueName("讨论文章");
  const cleanups: Array<() => Promise<unknown>> = [];

  /** A failed test leaves a screenshot of its page in test-results/ to show what the page looked like. */
  let current: Page | undefined;
  const open = async (session: ApiSession | null, address: string, watch?: (page: Page) => void) => {
    const opened = await newPage(browser);
    current = opened.page;
    if (session) await storeSession(opened.page, session);
    watch?.(opened.page);
    await opened.page.goto(address);
    await waitForHydration(opened.page);
    return opened;
  };
  afterEach(async ({ task }) => {
    await closeTestPage(current, "community", task);
    current = undefined;
    // Ads and banners made by a test leave with it, so that no other page or test file shows them.
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // Members whose only group may comment without review.
    const talkers = await createGroup(admin.token, { enable_comment: true, enable_comment_approval: false });
    alice = await memberOfGroup(admin.token, talkers, "alice");
    bob = await memberOfGroup(admin.token, talkers, "bob");
    article = await publishedArticle(admin.token, articleTitle, `${articleTitle}：欢迎在下面留言讨论。`);
  });
  afterAll(() => browser?.close());

  it("threads a reply under a comment on an article page", async () => {
    const question = uniqueName("这个公式怎么推导？");
    const answer = uniqueName("请看第二段的说明。");

    const first = await newPage(browser);
    current = first.page;
    await storeSession(first.page, alice);
    const aliceAnswer = await commentCaptcha(first.page, async () => {
      await first.page.goto(`/article/${article.id}`);
      await waitForHydration(first.page);
    });
    await sendComment(first.page, "comment-form", question, aliceAnswer);
    await first.page.getByText("评论成功").waitFor();
    await commentOf(first.page, question).waitFor();
    await first.context.close();

    const { page } = await open(bob, `/article/${article.id}`);
    const thread = commentOf(page, question);
    // The comment form's own captcha loads first, so the captcha asked next is the reply form's.
    if ((await publicSettings()).security.enable_captcha_comment) await page.getByTestId("comment-form").getByTestId("captcha-image").waitFor();
    const bobAnswer = await commentCaptcha(page, () => thread.getByTestId("comment-reply").first().click());
    await page.getByTestId("reply-form").getByPlaceholder(new RegExp(alice.user.username)).waitFor();
    await sendComment(page, "reply-form", answer, bobAnswer);
    await page.getByTestId("reply-form").waitFor({ state: "detached" });
    await thread.locator(".wk-comment-replies").getByTestId("comment").filter({ hasText: answer }).waitFor();

    // A stranger sees both, the reply nested in the comment's thread, each with its author.
    await page.context().close();
    const stranger = await open(null, `/article/${article.id}`);
    const root = commentOf(stranger.page, question).first();
    await root.waitFor();
    await expect(root.locator(".wk-comment-author").first().textContent()).resolves.toBe(alice.user.username);
    const reply = root.locator(".wk-comment-replies > [data-testid=comment]");
    await expect(reply.count()).resolves.toBe(1);
    await expect(reply.locator(".wk-comment-content").textContent()).resolves.toBe(answer);
    await expect(reply.locator(".wk-comment-author").textContent()).resolves.toBe(bob.user.username);
    await expect(stranger.page.getByTestId("comment-list").locator(":scope > [data-testid=comment]").count()).resolves.toBe(1);
    await expect(stranger.page.getByTestId("comment-section").locator(".ant-card-head").textContent()).resolves.toBe("评论（2）");
    await stranger.page.getByTestId("comment-section").scrollIntoViewIfNeeded();
    await stranger.page.screenshot({ path: "/tmp/e2e-comment-thread-1280.png" });
  });

  it("takes a member's report of an article to /admin/report", async () => {
    const { page } = await open(bob, `/article/${article.id}`);
    await page.getByTestId("article-report-button").click();
    const dialog = page.getByRole("dialog").filter({ hasText: "举报文章" });
    await dialog.getByText("人身攻击").click();
    await dialog.getByRole("button", { name: /提\s*交\s*举\s*报/ }).click();
    await page.getByText("举报成功，感谢您的反馈").waitFor();
    await page.context().close();

    const admin_ = await open(admin, "/admin/report");
    const row = admin_.page.getByTestId("admin-content").locator("tr", { hasText: articleTitle });
    await row.waitFor();
    await expect(row.getByRole("link", { name: articleTitle }).getAttribute("href")).resolves.toMatch(/^\/article\//);
    await row.getByText("文章", { exact: true }).waitFor();
    await row.getByText("人身攻击").waitFor();
    await row.getByText(bob.user.username).waitFor();
    await row.getByText("未处理").waitFor();
    await admin_.page.screenshot({ path: "/tmp/e2e-admin-report-1280.png" });
  });

  it("shows an ad to a member and none to a VIP, who never asks for ads", async () => {
    const marker = uniqueName("E2E广告");
    const created = await apiCall<{ id: number }>("POST", "/api/v1/advertisement", {
      token: admin.token,
      body: { position: "global_top", title: marker, content: `<p><strong>${marker}</strong> 限时优惠</p>` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    cleanups.push(async () => expect((await apiCall("DELETE", `/api/v1/advertisement?id=${created.body.id}`, { token: admin.token })).status).toBe(200));

    const member = await open(alice, "/document");
    const slot = member.page.locator('[data-testid="ad-slot"][data-position="global_top"]');
    await slot.getByText(marker).waitFor();
    await expect(slot.locator("strong").textContent()).resolves.toBe(marker);
    await member.page.screenshot({ path: "/tmp/e2e-ad-member-1280.png" });
    await member.context.close();

    const vip = await memberOfGroup(admin.token, await createGroup(admin.token, {}), "vip", { vip: true });
    expect((vip.user as { is_vip?: boolean }).is_vip).toBe(true);
    const requested: string[] = [];
    const watch = (page: Page) => page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const { page } = await open(vip, "/document", watch);
    await page.getByTestId("header-user").waitFor();
    // The session's refresh (GET /api/v1/user) comes back and still says VIP; by then any ad request would be out.
    await expect.poll(() => requested.includes("/api/v1/user")).toBe(true);
    await page.waitForLoadState("networkidle");
    for (const address of ["/", "/search?wd=e2e"]) {
      await page.goto(address);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    }
    await expect(page.getByTestId("ad-slot").count()).resolves.toBe(0);
    await expect(page.getByText(marker).count()).resolves.toBe(0);
    expect(requested.filter((path) => path.startsWith("/api/v1/advertisement"))).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);
  });

  it("shows two new banners in the home carousel, their images decoded", async () => {
    const banners: Array<{ title: string; path: string }> = [];
    for (const [index, colours] of ([[[200, 40, 60], [250, 200, 80]], [[20, 120, 90], [60, 80, 220]]] as const).entries()) {
      const title = uniqueName(`轮播${index + 1}`);
      const path = await uploadImage(admin.token, "banner", await gradientPng(1200, 300, [...colours[0]], [...colours[1]]), `banner-${index}.png`);
      const created = await apiCall<{ id: number }>("POST", "/api/v1/banner", { token: admin.token, body: { title, path, url: "/article", type: 0, sort: 100 + index } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      cleanups.push(async () => expect((await apiCall("DELETE", `/api/v1/banner?id=${created.body.id}`, { token: admin.token })).status).toBe(200));
      banners.push({ title, path });
    }

    const { page } = await open(null, "/");
    const carousel = page.getByTestId("home-carousel");
    await carousel.waitFor();
    const slides = carousel.locator(".slick-slide:not(.slick-cloned) [data-testid=home-banner] img");
    const shown = await slides.evaluateAll((images) => images.map((img) => ({ alt: img.getAttribute("alt"), src: img.getAttribute("src") })));
    for (const banner of banners) expect(shown).toContainEqual({ alt: banner.title, src: banner.path });
    expect(await brokenImages(page, "[data-testid=home-carousel]")).toEqual([]);
    const first = carousel.locator(`.slick-slide:not(.slick-cloned) img[alt="${banners[0].title}"]`);
    await expect(first.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    await expect(carousel.locator(".slick-dots li").count()).resolves.toBe(shown.length);
    await page.screenshot({ path: "/tmp/e2e-home-carousel-1280.png" });

    // Slides hidden from assistive technology (the others and the carousel's clones) keep their links out of the
    // tab order, also after the carousel moves; the shown slide's link stays reachable.
    const tabbableInHidden = () =>
      carousel.evaluate((root) => [...root.querySelectorAll('[aria-hidden="true"] a[href]')].filter((link) => link.getAttribute("tabindex") !== "-1").length);
    const shownLinkTabIndex = () => carousel.evaluate((root) => root.querySelector('.slick-slide[aria-hidden="false"] a[href]')?.getAttribute("tabindex") ?? "none");
    await expect.poll(tabbableInHidden).toBe(0);
    await expect.poll(shownLinkTabIndex).toBe("none");
    await carousel.locator(".slick-dots li button").nth(1).click();
    await expect.poll(() => carousel.locator(".slick-dots li").nth(1).getAttribute("class")).toContain("slick-active");
    await expect.poll(tabbableInHidden).toBe(0);
    await expect.poll(shownLinkTabIndex).toBe("none");
  });
});
