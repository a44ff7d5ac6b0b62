import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { postArticle, setMemberArticleFlags } from "../articles/article-fixtures.js";
import "../articles/tables.js";

/** The home page as a crawler gets it: server-rendered banners and recommended articles; ads only in the browser. */
describe(`home page render (${testDialect})`, () => {
  let t: TestServer;
  let memberArticle = "";

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
    const admin = await t.adminToken();
    for (const body of [
      { title: "秋季上新", path: "https://img.example.com/a.jpg", url: "/document", sort: 2 },
      { title: "停用的图", path: "https://img.example.com/off.jpg", enable: false },
      { title: "小程序图", path: "https://img.example.com/mp.jpg", type: 1 },
    ]) {
      expect((await t.call(apiRoutes.banner.create, { token: admin, body })).status).toBe(200);
    }
    // A member's article: the site's own single pages (关于我们…) are never listed among articles.
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const member = await t.registerMember();
    const posted = await postArticle(t, member.token, { title: "秋季阅读指南" });
    expect(posted.status, posted.raw).toBe(200);
    memberArticle = String(posted.body.identifier);
    await t.ctx.db.kysely.updateTable("article").set({ recommend_at: nowIso() }).where("identifier", "=", memberArticle).execute();
    const ad = await t.call(apiRoutes.advertisement.create, { token: admin, body: { position: "index_banner_bottom", content: "<p>首页广告位内容</p>" } });
    expect(ad.status).toBe(200);
  });
  afterAll(() => t.close());

  it("renders the carousel of enabled website banners and the recommended articles on the server", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('data-testid="home-carousel"');
    expect(html).toContain('src="https://img.example.com/a.jpg"');
    expect(html).toContain('alt="秋季上新"');
    expect(html).not.toContain("off.jpg");
    expect(html).not.toContain("mp.jpg");
    expect(html).toContain('data-testid="home-articles"');
    expect(html).toContain(`href="/article/${memberArticle}"`);
    expect(html).not.toContain("首页广告位内容");
    expect(html).not.toContain('data-testid="ad-slot"');
  });
});
