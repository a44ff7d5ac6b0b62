import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { strictXmlError } from "../../test/strict-xml.js";
import { adminSession, createMember, insertDocument } from "../documents/document-fixtures.js";
import { storageFor } from "../storage/storage-for.js";
import { runSitemap } from "./run-sitemap.js";
import { sitemapDue } from "./schedule.js";
import "../articles/tables.js";

const domain = "https://wenku.example.com";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]);

/** The <loc> and <lastmod> pairs of a sitemap file or index, checked to be well-formed XML first. */
function entries(xml: string): Array<{ loc: string; lastmod: string }> {
  expect(strictXmlError(Buffer.from(xml))).toBeUndefined();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map(([, loc, lastmod]) => ({
    loc: unescapeXml(loc),
    lastmod: lastmod,
  }));
}

describe(`sitemap (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  const get = (url: string) => t.app.inject({ method: "GET", url });

  /** Every URL the public may see, read from the database independently of the generator. */
  async function publicUrls(): Promise<Map<string, string>> {
    const db = t.ctx.db.kysely;
    const urls = new Map<string, string>();
    for (const d of await db.selectFrom("document").select(["uuid", "updated_at"]).where("status", "=", 2).where("deleted_at", "is", null).execute()) {
      urls.set(`${domain}/document/${d.uuid}`, d.updated_at);
    }
    for (const a of await db.selectFrom("article").select(["identifier", "updated_at"]).where("status", "=", 1).where("deleted_at", "is", null).execute()) {
      urls.set(`${domain}/article/${encodeURIComponent(a.identifier)}`, a.updated_at);
    }
    for (const c of await db.selectFrom("category").select(["id", "type", "updated_at"]).where("enable", "=", 1).execute()) {
      urls.set(Number(c.type) === 1 ? `${domain}/article?category_id=${c.id}` : `${domain}/category/${c.id}`, c.updated_at);
    }
    return urls;
  }

  /** Every URL the served sitemap lists, following its index; fails on a file listed twice or over `limit` URLs. */
  async function servedUrls(limit: number): Promise<{ urls: Map<string, string>; files: string[] }> {
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const files = entries(index.body).map((e) => e.loc);
    const urls = new Map<string, string>();
    for (const file of files) {
      expect(file.startsWith(`${domain}/sitemap/`)).toBe(true);
      const res = await get(file.slice(domain.length));
      expect(res.statusCode).toBe(200);
      const listed = entries(res.body);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThanOrEqual(limit);
      for (const { loc, lastmod } of listed) {
        expect(urls.has(loc), loc).toBe(false);
        urls.set(loc, lastmod);
      }
    }
    return { urls, files: files.map((f) => f.slice(`${domain}/sitemap/`.length)) };
  }

  async function insertArticle(identifier: string, status: number, deleted = false) {
    const now = nowIso();
    await t.ctx.db.kysely
      .insertInto("article")
      .values({ identifier, user_id: 1, title: identifier, status, deleted_at: deleted ? now : null, created_at: now, updated_at: now })
      .execute();
  }

  async function insertCategory(title: string, type: number, enable: boolean) {
    const now = nowIso();
    await t.ctx.db.kysely.insertInto("category").values({ title, type, enable: enable ? 1 : 0, created_at: now, updated_at: now }).execute();
  }

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    await t.setSettings([["system", "domain", `${domain}/`]]);
    const owner = await createMember(t.ctx);
    // 8 public documents, exactly two files of 4; and one of each kind that must never be listed.
    for (let i = 0; i < 8; i++) await insertDocument(t.ctx, { userId: owner.id, title: `公开 ${i}` });
    for (const status of [0, 1, 3, 4, 5, 6, 7]) await insertDocument(t.ctx, { userId: owner.id, status, title: `状态 ${status}` });
    await insertDocument(t.ctx, { userId: owner.id, deleted: true, title: "已删除" });
    await insertArticle("hello-world", 1);
    await insertArticle("a&b<c>\"'", 1);
    await insertArticle("pending-post", 0);
    await insertArticle("rejected-post", 2);
    await insertArticle("binned-post", 1, true);
    await insertCategory("公开分类", 0, true);
    await insertCategory("停用分类", 0, false);
    await insertCategory("文章分类", 1, true);
    await insertCategory("停用文章分类", 1, false);
  });
  afterAll(() => t.close());

  it("lists exactly the public documents, articles and categories, with lastmod, in files of at most the limit", async () => {
    const run = await runSitemap(t.ctx, { urlsPerFile: 4, batchSize: 3 });
    expect(run.status).toBe("generated");
    const expected = await publicUrls();
    expect(expected.size).toBe(8 + 7 + 2);
    const { urls, files } = await servedUrls(4);
    expect(urls).toEqual(expected);
    expect(files).toEqual(["documents-1.xml", "documents-2.xml", "articles-1.xml", "articles-2.xml", "categories-1.xml"]);
    expect([...urls.keys()]).toContain(`${domain}/article/a%26b%3Cc%3E%22'`);
    const raw = (await get("/sitemap/articles-1.xml")).body + (await get("/sitemap/articles-2.xml")).body;
    expect(raw).toContain("/article/a%26b%3Cc%3E%22&apos;</loc>");
    for (const hidden of ["状态", "已删除", "pending-post", "rejected-post", "binned-post"]) expect(raw).not.toContain(hidden);
  });

  it("puts 10,000 URLs in a file by default", async () => {
    await runSitemap(t.ctx);
    const { urls, files } = await servedUrls(10_000);
    expect(files).toEqual(["documents-1.xml", "articles-1.xml", "categories-1.xml"]);
    expect(urls).toEqual(await publicUrls());
  });

  it("follows changes: a document rejected, another deleted, an article published", async () => {
    const [first, second] = await t.ctx.db.kysely.selectFrom("document").select(["id", "uuid"]).where("status", "=", 2).where("deleted_at", "is", null).orderBy("id").limit(2).execute();
    await t.ctx.db.kysely.updateTable("document").set({ status: 7 }).where("id", "=", first.id).execute();
    await t.ctx.db.kysely.updateTable("document").set({ deleted_at: nowIso() }).where("id", "=", second.id).execute();
    await t.ctx.db.kysely.updateTable("article").set({ status: 1 }).where("identifier", "=", "pending-post").execute();
    expect((await t.call(apiRoutes.sitemap.rebuild, { token: admin })).status).toBe(200);
    const { urls } = await servedUrls(10_000);
    expect(urls).toEqual(await publicUrls());
    expect(urls.has(`${domain}/document/${first.uuid}`)).toBe(false);
    expect(urls.has(`${domain}/article/pending-post`)).toBe(true);
  });

  it("is rebuilt on PUT /api/v1/sitemap by administrators only, and reports its state", async () => {
    expect((await t.call(apiRoutes.sitemap.rebuild)).status).toBe(401);
    const member = await createMember(t.ctx);
    const refused = await t.call(apiRoutes.sitemap.rebuild, { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("您没有权限访问【更新站点地图】");
    expect((await t.call(apiRoutes.sitemap.status, { token: member.token })).status).toBe(403);
    const status = await t.call(apiRoutes.sitemap.status, { token: (await adminSession(t.ctx)).token });
    expect(status.body).toEqual({ generated_at: expect.any(String), url_count: (await publicUrls()).size, file_count: 3, running: false });
  });

  it("keeps only the served generation and the one before it in storage", async () => {
    await runSitemap(t.ctx);
    await runSitemap(t.ctx);
    const generations = new Set<string>();
    for await (const key of storageFor(t.ctx).list("sitemap/")) generations.add(key.split("/")[1]);
    expect(generations.size).toBe(2);
    const state = await t.ctx.db.kysely.selectFrom("sitemap_state").selectAll().executeTakeFirstOrThrow();
    expect(generations.has(state.generation)).toBe(true);
  });

  it("is due daily, when asked for elsewhere or when the domain changes — from the database, so across restarts", async () => {
    const db = t.ctx.db.kysely;
    expect(await sitemapDue(t.ctx)).toBe(false);
    const state = await db.selectFrom("sitemap_state").selectAll().executeTakeFirstOrThrow();
    expect(await sitemapDue(t.ctx, Date.parse(state.generated_at!) + 24 * 3600_000)).toBe(true);
    await db.updateTable("sitemap_state").set({ requested_at: new Date(Date.parse(state.generated_at!) + 1000).toISOString() }).execute();
    expect(await sitemapDue(t.ctx)).toBe(true);
    await db.updateTable("sitemap_state").set({ requested_at: null }).execute();
    await t.setSettings([["system", "domain", "https://other.example.com"]]);
    expect(await sitemapDue(t.ctx)).toBe(true);
    await t.setSettings([["system", "domain", domain]]);
    expect(await sitemapDue(t.ctx)).toBe(false);
  });

  it("leaves the generation to the process holding the lease and records the request for it", async () => {
    const db = t.ctx.db.kysely;
    const before = await db.selectFrom("sitemap_state").selectAll().executeTakeFirstOrThrow();
    await db.updateTable("sitemap_state").set({ lease_owner: "other-host:1", lease_until: new Date(Date.now() + 60_000).toISOString() }).execute();
    expect((await runSitemap(t.ctx)).status).toBe("taken");
    const after = await db.selectFrom("sitemap_state").selectAll().executeTakeFirstOrThrow();
    expect(after.generation).toBe(before.generation);
    expect(after.requested_at! > before.generated_at!).toBe(true);
    expect((await t.call(apiRoutes.sitemap.status, { token: admin })).body.running).toBe(true);
    // The other process died: its lease runs out and the next run takes over.
    await db.updateTable("sitemap_state").set({ lease_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await runSitemap(t.ctx)).status).toBe("generated");
    expect(await sitemapDue(t.ctx)).toBe(false);
  });

  it("names the sitemap in robots.txt and keeps crawlers out of private areas", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toContain("User-agent: *\n");
    for (const path of ["/admin", "/me", "/api/", "/download/"]) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${domain}/sitemap.xml\n`);
    expect((await get("/sitemap/../wenku.db")).statusCode).toBe(404);
    expect((await get("/sitemap/documents-99.xml")).statusCode).toBe(404);
  });

  it("lists nothing and turns crawlers away while the site is login-only", async () => {
    await t.setSettings([["security", "login_required", "true"]]);
    try {
      expect(entries((await get("/sitemap.xml")).body)).toEqual([]);
      expect((await get("/sitemap/documents-1.xml")).statusCode).toBe(404);
      expect((await get("/robots.txt")).body).toBe("User-agent: *\nDisallow: /\n");
      await runSitemap(t.ctx);
      const state = await t.ctx.db.kysely.selectFrom("sitemap_state").selectAll().executeTakeFirstOrThrow();
      expect(state).toMatchObject({ url_count: 0, file_count: 0 });
    } finally {
      await t.setSettings([["security", "login_required", "false"]]);
    }
    await runSitemap(t.ctx);
    expect((await servedUrls(10_000)).urls).toEqual(await publicUrls());
  });
});
