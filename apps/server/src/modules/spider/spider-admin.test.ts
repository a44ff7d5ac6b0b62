import { apiRoutes } from "@wenku/contract";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { nowIso } from "../../db/columns.js";

const articlePage = `<!doctype html><html><head><title>站点 | 采集测试文章</title><meta name="keywords" content="采集,测试">
<meta name="description" content="一篇用于采集测试的文章"></head><body><nav class="menu">首页 分类 关于</nav>
<article><h1>采集测试文章</h1><p>${"这是正文的第一段，讲述文库采集功能的用法。".repeat(12)}</p>
<p>第二段带一个<a href="/docs/guide.html">相对链接</a>和一张图片<img src="images/figure.png" alt="示意图" onerror="alert(1)"></p>
<div class="ad">广告内容</div><script>alert("xss")</script><p>旧名称出现在这里。</p></article><footer>版权所有</footer></body></html>`;

describe(`spider administration (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let site: http.Server;
  let origin: string;

  const insertDocument = async (values: { url: string; status: number; ext?: string; size?: number; title?: string }) => {
    const now = nowIso();
    const row = await t.ctx.db.kysely
      .insertInto("spider_document")
      .values({ ext: ".pdf", size: 1000, title: "", ...values, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const documentRow = (id: number) => t.ctx.db.kysely.selectFrom("spider_document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    site = http.createServer((req, res) => {
      if (req.url === "/article") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => site.close(done));
    await t.close();
  });

  it("keeps every spider call to those holding its permission", async () => {
    const member = await t.registerMember();
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ["GET", "/api/v1/spiderurl/list", {}], ["GET", "/api/v1/spiderurl", { query: { id: 1 } }], ["POST", "/api/v1/spiderurl", { body: { url: ["https://example.com/"] } }],
      ["PUT", "/api/v1/spiderurl", { body: { id: 1, status: 0 } }], ["DELETE", "/api/v1/spiderurl", { query: { id: [1] } }],
      ["GET", "/api/v1/spiderdocument/list", {}], ["GET", "/api/v1/spiderdocument", { query: { id: 1 } }],
      ["PUT", "/api/v1/spiderdocument", { body: { id: 1, status: 1 } }], ["DELETE", "/api/v1/spiderdocument", { query: { id: [1] } }],
      ["PUT", "/api/v1/spiderdocument/batch", { body: { spider_document: [{ id: 1, status: 1 }] } }],
      ["POST", "/api/v1/article/crawl", { body: { url: `${origin}/article` } }],
    ];
    for (const [method, path, options] of calls) {
      expect((await t.request(method, path, options)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.request(method, path, { ...options, token: member.token })).status, `${method} ${path} member`).toBe(403);
    }
    expect(await t.ctx.db.kysely.selectFrom("spider_url").selectAll().execute()).toEqual([]);
  });

  it("adds links one a line, lists them by status and keyword, collects one again on request and deletes", async () => {
    const bad = await t.call(apiRoutes.spiderUrl.create, { token: admin, body: { url: ["https://example.com/a", "ftp://example.com/b"] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("链接必须以 http:// 或 https:// 开头");
    const created = await t.request("POST", "/api/v1/spiderurl", {
      token: admin,
      body: { url: "https://example.com/library\n\n  https://example.org/papers  \nhttps://example.com/library" },
    });
    expect(created.status, created.raw).toBe(200);
    const list = await t.request("GET", "/api/v1/spiderurl/list", { token: admin, query: { page: 1, size: 10 } });
    expect(list.body.total).toBe(2);
    expect(list.body.spider_url.map((u: { url: string }) => u.url)).toEqual(["https://example.org/papers", "https://example.com/library"]);
    expect(list.body.spider_url[0]).toMatchObject({ status: 0, total: 0, error: "" });

    const [papers, library] = list.body.spider_url as Array<{ id: number }>;
    await t.ctx.db.kysely.updateTable("spider_url").set({ status: 3, error: "服务器返回 HTTP 500", attempts: 3 }).where("id", "=", library.id).execute();
    const failed = await t.request("GET", "/api/v1/spiderurl/list", { token: admin, query: { status: [3] } });
    expect(failed.body.spider_url.map((u: { id: number }) => u.id)).toEqual([library.id]);
    const byWord = await t.request("GET", "/api/v1/spiderurl/list", { token: admin, query: { wd: "PAPERS" } });
    expect(byWord.body.spider_url.map((u: { id: number }) => u.id)).toEqual([papers.id]);

    expect((await t.request("PUT", "/api/v1/spiderurl", { token: admin, body: { id: library.id, status: 2 } })).status).toBe(400);
    expect((await t.call(apiRoutes.spiderUrl.update, { token: admin, body: { id: library.id, status: 0 } })).status).toBe(200);
    const retried = await t.call(apiRoutes.spiderUrl.get, { token: admin, query: { id: library.id } });
    expect(retried.body).toMatchObject({ id: library.id, status: 0, error: "" });
    expect((await t.call(apiRoutes.spiderUrl.get, { token: admin, query: { id: 999999 } })).status).toBe(404);

    expect((await t.call(apiRoutes.spiderUrl.remove, { token: admin, query: { id: [papers.id, library.id] } })).status).toBe(200);
    expect((await t.call(apiRoutes.spiderUrl.list, { token: admin })).body.total).toBe(0);
  });

  it("lists documents by status, extension and size with the progress per status", async () => {
    await insertDocument({ url: "https://example.com/a.pdf", status: 0, size: 500 });
    await insertDocument({ url: "https://example.com/b.docx", status: 3, ext: ".docx", size: 5000 });
    await insertDocument({ url: "https://example.com/c.pdf", status: 3, size: 9000 });
    await insertDocument({ url: "https://example.com/d.pdf", status: 7, size: 100 });
    const all = await t.call(apiRoutes.spiderDocument.list, { token: admin });
    expect(all.status, all.raw).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.progress).toEqual([{ status: 0, count: 1 }, { status: 3, count: 2 }, { status: 7, count: 1 }]);
    const downloadedPdf = await t.request("GET", "/api/v1/spiderdocument/list", { token: admin, query: { status: [3], ext: ["pdf"] } });
    expect(downloadedPdf.body.spider_document.map((d: { url: string }) => d.url)).toEqual(["https://example.com/c.pdf"]);
    const small = await t.request("GET", "/api/v1/spiderdocument/list", { token: admin, query: { max_size: 1000 } });
    expect(small.body.spider_document.map((d: { url: string }) => d.url)).toEqual(["https://example.com/d.pdf", "https://example.com/a.pdf"]);
    await t.ctx.db.kysely.deleteFrom("spider_document").execute();
  });

  it("queues downloads and publications only from the statuses that allow them, checking what publishing needs", async () => {
    const waiting = await insertDocument({ url: "https://example.com/w.pdf", status: 0 });
    const downloaded = await insertDocument({ url: "https://example.com/ok.pdf", status: 3, size: 2000, title: "下载好的" });
    const big = await insertDocument({ url: "https://example.com/big.pdf", status: 3, size: 50_000 });
    const docx = await insertDocument({ url: "https://example.com/x.docx", status: 3, ext: ".docx", size: 2000 });

    const early = await t.call(apiRoutes.spiderDocument.update, { token: admin, body: { id: waiting, status: 5 } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("只有下载成功或发布失败的文档可以发布");
    expect((await t.call(apiRoutes.spiderDocument.update, { token: admin, body: { id: waiting, status: 1 } })).status).toBe(200);
    expect((await documentRow(waiting)).status).toBe(1);

    const noUser = await t.call(apiRoutes.spiderDocument.batch, {
      token: admin, body: { spider_document: [{ id: downloaded, status: 5, user_id: 999999 }] },
    });
    expect(noUser.body.message).toBe("上传用户不存在");
    const noCategory = await t.call(apiRoutes.spiderDocument.batch, {
      token: admin, body: { spider_document: [{ id: downloaded, status: 5, category_id: "[999999]" }] },
    });
    expect(noCategory.body.message).toBe("文档分类不存在");
    expect((await documentRow(downloaded)).status).toBe(3);

    const batch = await t.request("PUT", "/api/v1/spiderdocument/batch", {
      token: admin,
      body: {
        spider_document: [waiting, downloaded, big, docx].map((id) => ({ id, status: 5, category_id: "", price: 4, language: "" })),
        ext: ["pdf"],
        max_size: 10_000,
      },
    });
    expect(batch.status, batch.raw).toBe(200);
    // The waiting one cannot be published, the big one and the DOCX miss the conditions.
    expect(batch.body).toEqual({ queued: 1 });
    const queued = await documentRow(downloaded);
    expect(queued).toMatchObject({ status: 5, price: 4, title: "下载好的" });
    expect(Number(queued.user_id)).toBe(1);
    expect((await documentRow(big)).status).toBe(3);
    expect((await documentRow(docx)).status).toBe(3);

    expect((await t.call(apiRoutes.spiderDocument.remove, { token: admin, query: { id: [waiting, downloaded, big, docx] } })).status).toBe(200);
    expect((await t.call(apiRoutes.spiderDocument.get, { token: admin, query: { id: waiting } })).status).toBe(404);
  });

  it("turns a page into an article draft: main content as Markdown, sanitised, with absolute links", async () => {
    const res = await t.call(apiRoutes.articleCrawl.crawl, { token: admin, body: { url: `${origin}/article`, exclude: ".ad", replace: "旧名称=>新名称" } });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ keywords: "采集,测试", description: "一篇用于采集测试的文章", source_url: `${origin}/article` });
    expect(res.body.title).toContain("采集测试文章");
    const markdown = res.body.content;
    expect(markdown).toContain("这是正文的第一段");
    expect(markdown).toContain(`[相对链接](${origin}/docs/guide.html)`);
    expect(markdown).toContain(`![示意图](${origin}/images/figure.png)`);
    expect(markdown).toContain("新名称出现在这里");
    expect(markdown).not.toMatch(/alert|onerror|广告内容|首页 分类|版权所有|<script/);

    const selected = await t.call(apiRoutes.articleCrawl.crawl, { token: admin, body: { url: `${origin}/article`, select: "footer", mode: "select" } });
    expect(selected.body.content).toBe("版权所有");
  });

  it("refuses to crawl internal addresses and addresses that are not pages", async () => {
    for (const url of ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "http://2130706433/"]) {
      await t.setSettings([["security", "outbound_allow_hosts", ""]]);
      const res = await t.call(apiRoutes.articleCrawl.crawl, { token: admin, body: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/^采集失败：不允许连接本机或内网地址 /);
    }
    await t.setSettings([["security", "outbound_allow_hosts", "127.0.0.1"]]);
    const missing = await t.call(apiRoutes.articleCrawl.crawl, { token: admin, body: { url: `${origin}/none` } });
    expect(missing.body.message).toBe("采集失败：服务器返回 HTTP 404");
  });
});
