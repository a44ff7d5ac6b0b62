import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

const spider = { "user-agent": "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)" };
const visitor = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };

/** The `ssr` settings: pages served to search engine spiders are kept for the configured days. */
describe(`the spiders' page cache (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    // Visitors' pages are rendered for every request, so that whatever a page keeps comes from the spiders' cache.
    t = await createTestServer({ pageCacheMs: 0 }, { web: true });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const titleOf = async (url: string, headers: Record<string, string>) => {
    const page = await t.request("GET", url, { headers });
    expect(page.status).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(page.raw)?.[1] ?? "";
  };

  it("is off by default: a spider gets a fresh render", async () => {
    await t.setSettings([["system", "title", "第一版"]]);
    expect(await titleOf("/", spider)).toContain("第一版");
    await t.setSettings([["system", "title", "第二版"]]);
    expect(await titleOf("/", spider)).toContain("第二版");
  });

  it("keeps a spider's page for the days of its kind, while visitors see the current one", async () => {
    await t.setSettings([
      ["ssr", "enable", "true"],
      ["ssr", "useragent", "googlebot\nBaiduSpider"],
      ["ssr", "cache_home", "1"],
      ["ssr", "cache_search", "0"],
      ["system", "title", "缓存前"],
    ]);
    expect(await titleOf("/", spider)).toContain("缓存前");
    await t.setSettings([["system", "title", "缓存后"]]);
    expect(await titleOf("/", spider)).toContain("缓存前");
    expect(await titleOf("/", visitor)).toContain("缓存后");
    // A kind of page with 0 days, and a page of no listed kind, are rendered for every request.
    expect(await titleOf("/search?wd=x", spider)).toContain("缓存后");
    expect(await titleOf("/login", spider)).toContain("缓存后");
  });

  it("forgets the spiders' pages when an article changes", async () => {
    await t.setSettings([["system", "title", "文章之前"]]);
    expect(await titleOf("/", spider)).not.toContain("文章之前");
    const created = await t.request("POST", "/api/v1/article", { token: admin, body: { title: "蜘蛛缓存", content: "正文" } });
    expect(created.status, created.raw).toBe(200);
    expect(await titleOf("/", spider)).toContain("文章之前");
  });

  it("stops when switched off", async () => {
    await t.setSettings([["system", "title", "关闭之前"]]);
    expect(await titleOf("/", spider)).not.toContain("关闭之前");
    await t.setSettings([["ssr", "enable", "false"]]);
    expect(await titleOf("/", spider)).toContain("关闭之前");
  });
});
