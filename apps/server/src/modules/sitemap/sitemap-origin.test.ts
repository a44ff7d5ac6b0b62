import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { strictXmlError } from "../../test/strict-xml.js";
import { waitFor } from "../../test/upload-helpers.js";
import { postArticle } from "../articles/article-fixtures.js";
import { createMember, insertDocument, type InsertedDocument } from "../documents/document-fixtures.js";
import { runSitemap } from "./run-sitemap.js";
import { readSitemapState } from "./sitemap-lease.js";

/** How long after a change the test server generates the sitemap again (env.sitemapDelayMs). */
const DELAY_MS = 1500;

/** The <loc> values of a sitemap file or index, checked to be well-formed XML first. */
function locs(xml: string): string[] {
  expect(strictXmlError(Buffer.from(xml))).toBeUndefined();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc.replaceAll("&amp;", "&"));
}

describe(`sitemap under the request's origin until system.domain is set (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let document: InsertedDocument;

  /** GET as a client at `remoteAddress` (127.0.0.1 is a proxy the server trusts) with these headers. */
  const get = async (url: string, headers: Record<string, string>, remoteAddress = "127.0.0.1") => {
    const res = await t.app.inject({ method: "GET", url, headers, remoteAddress });
    return { status: res.statusCode, body: res.body };
  };

  /** Every URL the sitemap lists for a client sending `headers`, following its index. */
  async function listed(headers: Record<string, string>, remoteAddress?: string): Promise<{ files: string[]; urls: string[] }> {
    const index = await get("/sitemap.xml", headers, remoteAddress);
    expect(index.status).toBe(200);
    const files = locs(index.body);
    const urls: string[] = [];
    for (const file of files) {
      const res = await get(new URL(file).pathname, headers, remoteAddress);
      expect(res.status).toBe(200);
      urls.push(...locs(res.body));
    }
    return { files, urls };
  }

  beforeAll(async () => {
    t = await createTestServer({ sitemapDelayMs: DELAY_MS });
    admin = await t.adminToken();
    const owner = await createMember(t.ctx);
    document = await insertDocument(t.ctx, { userId: owner.id, title: "公开文档" });
    await runSitemap(t.ctx);
  });
  afterAll(() => t.close());

  it("has no address until an administrator sets one", async () => {
    expect(await t.ctx.settings.get("system", "domain")).toBe("");
    expect((await readSitemapState(t.ctx)).domain).toBe("");
  });

  it("lists every URL under the host each request came to, asked again and alternately", async () => {
    for (const host of ["127.0.0.1:4321", "localhost:5678", "127.0.0.1:4321", "localhost:5678"]) {
      const { files, urls } = await listed({ host });
      expect(files.length).toBeGreaterThan(0);
      for (const loc of [...files, ...urls]) expect(loc.startsWith(`http://${host}/`), loc).toBe(true);
      expect(urls).toContain(`http://${host}/document/${document.uuid}`);
    }
  });

  it("follows X-Forwarded-Proto and X-Forwarded-Host from a trusted proxy only", async () => {
    const forwarded = { host: "127.0.0.1:8880", "x-forwarded-proto": "https", "x-forwarded-host": "wenku.example.org" };
    expect((await listed(forwarded)).urls).toContain(`https://wenku.example.org/document/${document.uuid}`);
    const spoofed = await listed(forwarded, "203.0.113.7");
    expect(spoofed.urls).toContain(`http://127.0.0.1:8880/document/${document.uuid}`);
    expect(spoofed.urls.join(" ")).not.toContain("wenku.example.org");
  });

  it("names the sitemap in robots.txt at the request's host", async () => {
    const robots = await get("/robots.txt", { host: "docs.example.net" });
    expect(robots.body).toContain("Sitemap: http://docs.example.net/sitemap.xml");
  });

  it("is generated again on system.domain once it is set, whatever host a request names", async () => {
    await t.setSettings([["system", "domain", "https://wenku.example.com/"]]);
    await runSitemap(t.ctx);
    const { files, urls } = await listed({ host: "127.0.0.1:4321" });
    for (const loc of [...files, ...urls]) expect(loc.startsWith("https://wenku.example.com/"), loc).toBe(true);
    expect((await get("/robots.txt", { host: "127.0.0.1:4321" })).body).toContain("Sitemap: https://wenku.example.com/sitemap.xml");
    await t.setSettings([["system", "domain", ""]]);
    await runSitemap(t.ctx);
  });

  it("is generated again shortly after articles are published, once for a burst of them", async () => {
    const before = (await readSitemapState(t.ctx)).generation;
    const identifiers: string[] = [];
    for (const title of ["站点地图一", "站点地图二", "站点地图三"]) {
      const posted = await postArticle(t, admin, { title });
      expect(posted.status, posted.raw).toBe(200);
      identifiers.push(posted.body.identifier as string);
    }
    // Three changes well within the delay: the first generation after them lists all three.
    const generation = await waitFor(async () => {
      const state = await readSitemapState(t.ctx);
      return state.generation !== before ? state.generation : undefined;
    }, 30_000);
    const { urls } = await listed({ host: "localhost:5678" });
    expect((await readSitemapState(t.ctx)).generation).toBe(generation);
    for (const identifier of identifiers) expect(urls).toContain(`http://localhost:5678/article/${encodeURIComponent(identifier)}`);
  });

  it("drops a document shortly after it is deleted", async () => {
    const deleted = await t.request("DELETE", "/api/v1/document", { token: admin, query: { id: document.id } });
    expect(deleted.status, deleted.raw).toBe(200);
    await waitFor(async () => !(await listed({ host: "localhost:5678" })).urls.some((url) => url.includes(document.uuid)), 30_000, 250);
  });
});
