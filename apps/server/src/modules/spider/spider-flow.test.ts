import { apiRoutes } from "@wenku/contract";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { waitFor } from "../../test/upload-helpers.js";

/** A small site with real documents: a list page linking them, and a few links that are not documents. */
function documentSite(hits: string[]): http.Server {
  const files: Record<string, { file: string; type: string; disposition?: string }> = {
    "/files/libtasn1.pdf": { file: realFixtures.libtasn1Pdf, type: "application/pdf" },
    "/download?id=7": {
      file: realFixtures.indexDocx,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      disposition: `attachment; filename*=UTF-8''${encodeURIComponent("索引示例.docx")}`,
    },
    "/files/index.docx": {
      file: realFixtures.indexDocx,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      disposition: `attachment; filename*=UTF-8''${encodeURIComponent("索引示例.docx")}`,
    },
  };
  return http.createServer((req, res) => {
    const url = req.url ?? "/";
    hits.push(url);
    const file = files[url];
    if (url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><body><h1>资料下载</h1><ul>
        <li><a href="files/libtasn1.pdf">ASN.1 库手册</a></li>
        <li><a href="/files/index.docx#top">索引示例</a></li>
        <li><a href="/files/libtasn1.pdf">重复的链接</a></li>
        <li><a href="/about.html">关于我们</a></li><li><a href="/setup.exe">安装程序</a></li>
        <li><a href="/files/fake.pdf">不是文档</a></li><li><a href="mailto:a@example.com">邮件</a></li></ul></body></html>`);
    } else if (url === "/files/fake.pdf") res.writeHead(200, { "content-type": "text/html" }).end("<p>登录后下载</p>");
    else if (url === "/broken") res.writeHead(500).end();
    else if (file) {
      res.writeHead(200, { "content-type": file.type, ...(file.disposition ? { "content-disposition": file.disposition } : {}) });
      fs.createReadStream(realFixturePath(file.file)).pipe(res);
    } else res.writeHead(404).end();
  });
}

describe(`the spider from a page to converted documents (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let site: http.Server;
  let origin: string;
  const hits: string[] = [];
  const db = () => t.ctx.db.kysely;
  const documents = () => db().selectFrom("spider_document").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    site = documentSite(hits);
    await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // The test server allows 127.0.0.1 (test/allow-loopback.ts), where the document site listens.
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
  });

  it("collects the document links of a page, downloads, publishes and converts them", async () => {
    const added = await t.call(apiRoutes.spiderUrl.create, { token: admin, body: { url: [`${origin}/`] } });
    expect(added.status, added.raw).toBe(200);
    const page = await waitFor(async () => {
      const row = await db().selectFrom("spider_url").selectAll().executeTakeFirstOrThrow();
      return row.status === 2 ? row : undefined;
    });
    expect(page).toMatchObject({ total: 3, error: "" });
    const found = await documents();
    expect(found.map((d) => [d.url, d.ext, d.title, d.status])).toEqual([
      [`${origin}/files/libtasn1.pdf`, ".pdf", "ASN.1 库手册", 0],
      [`${origin}/files/index.docx`, ".docx", "索引示例", 0],
      [`${origin}/files/fake.pdf`, ".pdf", "不是文档", 0],
    ]);

    const queue = await t.request("PUT", "/api/v1/spiderdocument/batch", { token: admin, body: { spider_document: found.map((d) => ({ id: d.id, status: 1 })) } });
    expect(queue.body).toEqual({ queued: 3 });
    const downloaded = await waitFor(async () => {
      const rows = await documents();
      return rows.every((d) => d.status === 3 || d.status === 4) ? rows : undefined;
    });
    const [pdf, docx, fake] = downloaded;
    expect(pdf).toMatchObject({ status: 3, size: fs.statSync(realFixturePath(realFixtures.libtasn1Pdf)).size, content_type: "application/pdf" });
    expect(docx).toMatchObject({ status: 3, title_from_attachment: "索引示例", ext: ".docx" });
    expect(fake).toMatchObject({ status: 4, error: "链接返回的是网页而不是文档", attempts: 1 });
    for (const d of [pdf, docx]) expect(fs.existsSync(path.join(t.dataDir, "spider", d.save_path))).toBe(true);

    const list = await t.call(apiRoutes.spiderDocument.list, { token: admin });
    expect(list.body.progress).toEqual([{ status: 3, count: 2 }, { status: 4, count: 1 }]);

    const category = await t.call(apiRoutes.category.create, { token: admin, body: { title: "采集的资料", type: 0 } });
    expect(category.status, category.raw).toBe(200);
    const publish = await t.request("PUT", "/api/v1/spiderdocument/batch", {
      token: admin,
      body: { spider_document: [pdf, docx].map((d) => ({ id: d.id, status: 5, category_id: `[${category.body.id}]`, price: 2, user_id: 1 })) },
    });
    expect(publish.body).toEqual({ queued: 2 });
    const published = await waitFor(async () => {
      const rows = (await documents()).filter((d) => d.id !== fake.id);
      return rows.every((d) => d.status === 7) ? rows : undefined;
    });
    for (const d of published) {
      expect(d.save_path).toBe("");
      const doc = await db().selectFrom("document").selectAll().where("id", "=", d.document_id).executeTakeFirstOrThrow();
      expect(doc).toMatchObject({ title: d.title, price: 2, hash: d.hash, ext: d.ext });
      expect(Number(doc.user_id)).toBe(1);
      const categories = await db().selectFrom("document_category").select("category_id").where("document_id", "=", doc.id).execute();
      expect(categories.map((c) => Number(c.category_id))).toEqual([category.body.id]);
      // Converted through the usual path: status 2 and its pages stored.
      const converted = await waitFor(async () => {
        const row = await db().selectFrom("document").selectAll().where("id", "=", doc.id).executeTakeFirstOrThrow();
        return row.status === 2 || row.status === 3 ? row : undefined;
      }, 180_000);
      expect(converted.status, converted.convert_error).toBe(2);
      const pages = await db().selectFrom("document_page").select("page").where("hash", "=", doc.hash).execute();
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBe(converted.pages);
    }
    expect(fs.readdirSync(path.join(t.dataDir, "spider"))).toEqual([]);
  }, 300_000);

  it("takes back a download whose worker died (lease ran out) and retries a server error later", async () => {
    const now = nowIso();
    const past = new Date(Date.now() - 60_000).toISOString();
    await db()
      .insertInto("spider_document")
      .values([
        { url: `${origin}/download?id=7`, ext: ".docx", status: 2, lease_until: past, attempts: 1, created_at: now, updated_at: now },
        { url: `${origin}/broken.pdf`, ext: ".pdf", status: 1, lease_until: "", attempts: 0, created_at: now, updated_at: now },
      ])
      .execute();
    await t.ctx.events.emit("spider.queued", {});
    const recovered = await waitFor(async () => {
      const row = await db().selectFrom("spider_document").selectAll().where("url", "=", `${origin}/download?id=7`).executeTakeFirstOrThrow();
      return row.status === 3 ? row : undefined;
    });
    expect(recovered).toMatchObject({ title_from_attachment: "索引示例", lease_until: "" });
    const broken = await waitFor(async () => {
      const row = await db().selectFrom("spider_document").selectAll().where("url", "=", `${origin}/broken.pdf`).executeTakeFirstOrThrow();
      return row.attempts === 1 && row.status === 1 && row.error ? row : undefined;
    });
    // Back in the download queue with the reason, for a later attempt.
    expect(broken.error).toBe("服务器返回 HTTP 404");
    expect(broken.run_after > nowIso()).toBe(true);
    expect(hits.filter((h) => h === "/broken.pdf")).toHaveLength(1);
  });
});
