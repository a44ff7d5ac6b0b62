import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { makePdf } from "./document-files";
import { docxOfPages, waitFor, waitForConverted } from "./support/document-fixtures";

/** A site on 127.0.0.1 (let through by the e2e server's allow list) listing two documents. */
async function documentSite(docx: Buffer, prefix: string) {
  const manualPdf = makePdf(2, `ASN.1 manual ${prefix}`);
  const server = http.createServer((req, res) => {
    if (req.url === `/${prefix}/`) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><body><h1>资料下载</h1>
        <a href="manual-${prefix}.pdf">ASN.1 手册 ${prefix}</a> <a href="notes-${prefix}.docx">会议纪要 ${prefix}</a> <a href="/about">关于</a></body></html>`);
    } else if (req.url === `/${prefix}/article.html`) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>采集的文章 ${prefix}</title></head><body>
        <nav>首页 关于</nav><article><h1>采集的文章 ${prefix}</h1><p>${"文库的采集功能把网页的正文变成文章草稿。".repeat(10)}</p>
        <p>详见<a href="manual-${prefix}.pdf">手册</a>。</p><script>alert(1)</script></article></body></html>`);
    } else if (req.url === `/${prefix}/manual-${prefix}.pdf`) {
      // Two pages naming this run, so that its hash is this run's own: the spider never publishes a file the library
      // already has. (Converting a real 36-page manual cost the server more than the rest of the test.)
      res.writeHead(200, { "content-type": "application/pdf" }).end(manualPdf);
    } else if (req.url === `/${prefix}/notes-${prefix}.docx`) {
      res.writeHead(200, { "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }).end(docx);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${prefix}/` };
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

/** Clicks 刷新 until the table shows `text` (the lists also refresh themselves while work is queued). */
async function waitForRows(page: Page, text: string, count: number) {
  await expect.poll(
    async () => {
      if ((await page.getByRole("row").filter({ hasText: text }).count()) < count) await page.getByRole("button", { name: buttonLabel("刷新") }).click();
      return page.getByRole("row").filter({ hasText: text }).count();
    },
    { timeout: 120_000, interval: 1000 },
  ).toBe(count);
}

describe("the spider in the back office", () => {
  let browser: Browser;
  let admin: ApiSession;
  /** One signed-in administrator's page for both tests (a context and a sign-in less). */
  let page: Page;
  let context: BrowserContext;
  let site: Awaited<ReturnType<typeof documentSite>>;
  const prefix = uniqueName("spider");
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    site = await documentSite(await docxOfPages([["采集的会议纪要第一页。"], ["采集的会议纪要第二页。"]]), prefix);
    ({ page, context } = await newPage(browser));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await storeSession(page, admin);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    site?.server.closeAllConnections();
    await new Promise((done) => site?.server.close(done));
  });

  it("adds a page, sees its documents collected and downloaded, publishes them and finds them in the library", async () => {
    const category = await apiCall<{ id: number }>("POST", "/api/v1/category", { token: admin.token, body: { title: `采集分类${prefix}`, type: 0 } });
    expect(category.status).toBe(200);
    await open(page, "/admin/spider/url");
    await page.getByRole("button", { name: buttonLabel("添加链接") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("链接").fill(site.url);
    await dialog.getByRole("button", { name: buttonLabel("OK") }).or(dialog.getByRole("button", { name: buttonLabel("确定") })).click();
    await page.getByText("已添加，后台将依次采集").waitFor();
    const urlRow = page.getByRole("row").filter({ hasText: site.url });
    await expect.poll(async () => {
      await page.getByRole("button", { name: buttonLabel("刷新") }).click();
      return urlRow.getByText("采集完成").count();
    }, { timeout: 60_000, interval: 1000 }).toBe(1);
    expect(await urlRow.getByRole("cell", { name: "2", exact: true }).count()).toBe(1);
    await page.screenshot({ path: "/tmp/spider-url-1280.png" });

    await urlRow.getByRole("button", { name: buttonLabel("查看文档") }).click();
    await page.waitForURL(/\/admin\/spider\/document\?spider_url_id=\d+/);
    await waitForRows(page, "待下载", 2);
    expect(await page.getByRole("row").filter({ hasText: `ASN.1 手册 ${prefix}` }).count()).toBe(1);
    await page.getByRole("row").first().getByRole("checkbox").check();
    await page.getByRole("button", { name: buttonLabel("下载选中") }).click();
    await page.getByText("已将 2 个文档加入下载队列").waitFor();
    await waitForRows(page, "下载成功", 2);
    await expect(page.getByLabel("进度").textContent()).resolves.toContain("下载成功");
    await page.screenshot({ path: "/tmp/spider-documents-downloaded-1280.png" });

    await page.getByRole("row").first().getByRole("checkbox").check();
    await page.getByRole("button", { name: buttonLabel("批量发布") }).click();
    const publish = page.getByRole("dialog");
    await publish.getByText("发布选中的 2 个文档").waitFor();
    await publish.getByLabel("分类").click();
    await page.getByTitle(`采集分类${prefix}`).click();
    await publish.getByLabel("价格").fill("3");
    await page.screenshot({ path: "/tmp/spider-publish-dialog-1280.png" });
    await publish.getByRole("button", { name: buttonLabel("OK") }).or(publish.getByRole("button", { name: buttonLabel("确定") })).click();
    await page.getByText("已将 2 个文档加入发布队列").waitFor();
    await waitForRows(page, "发布成功", 2);
    await page.screenshot({ path: "/tmp/spider-documents-published-1280.png" });

    const published = await waitFor("published spider documents", async () => {
      const list = await apiCall<{ spider_document: Array<{ document_id: number; status: number }> }>(
        "GET", `/api/v1/spiderdocument/list?wd=${encodeURIComponent(prefix)}&status=7`, { token: admin.token },
      );
      return list.body.spider_document.length === 2 ? list.body.spider_document : undefined;
    });
    for (const doc of published) expect((await waitForConverted(admin.token, doc.document_id)).pages).toBeGreaterThan(0);

    // To the library through the side menu: a page load here would only repeat the first one's cost.
    await page.getByRole("menuitem", { name: "文档管理" }).click();
    await page.locator('a[href="/admin/document/list"]').click();
    await page.waitForURL(/\/admin\/document\/list$/);
    await page.getByPlaceholder("标题、关键词或描述").fill(prefix);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    await waitForRows(page, prefix, 2);
    expect(await page.getByRole("row").filter({ hasText: `会议纪要 ${prefix}` }).count()).toBe(1);
    await page.screenshot({ path: "/tmp/spider-library-1280.png" });
    expect(consoleErrors).toEqual([]);
  }, 300_000);

  it("fills a new article from a web page in the back office editor", async () => {
    await open(page, "/admin/article/set");
    await page.getByRole("button", { name: buttonLabel("从网址采集") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("网页地址").fill(`${site.url}article.html`);
    await dialog.getByRole("button", { name: buttonLabel("OK") }).or(dialog.getByRole("button", { name: buttonLabel("确定") })).click();
    await page.getByText("已采集，请检查后保存").waitFor();
    await expect.poll(() => page.getByTestId("article-title-input").inputValue()).toContain(`采集的文章 ${prefix}`);
    const markdown = await page.getByTestId("markdown-source").inputValue();
    expect(markdown).toContain("文库的采集功能把网页的正文变成文章草稿");
    expect(markdown).toContain(`[手册](${site.url}manual-${prefix}.pdf)`);
    expect(markdown).not.toContain("alert");
    await page.screenshot({ path: "/tmp/spider-article-crawl-1280.png" });
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
