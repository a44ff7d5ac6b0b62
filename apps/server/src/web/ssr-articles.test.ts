import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticleCategory, postArticle, setMemberArticleFlags } from "../modules/articles/article-fixtures.js";
import { flushArticleViews } from "../modules/articles/view-counter.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

const markdown = [
  "## 勾股定理",
  "直角三角形满足 $ a^2 + b^2 = c^2 $。",
  "$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$",
  "```ts\nconst area = (r: number) => Math.PI * r * r;\n```",
  "| 边 | 长度 |\n| --- | --- |\n| a | 3 |\n| b | 4 |",
  "<script>alert('x1')</script><img src=/x.png onerror=alert('x2')>",
  "[点我](javascript:alert('x3')) <a href=\"data:text/html,hi\">数据</a> <svg onload=alert('x4')></svg>",
].join("\n\n");

/** The article body as the page renders it (between the body's container and the keywords or the card's end). */
function articleBody(html: string): string {
  const start = html.indexOf('data-testid="article-content"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</div></div>", start));
}

describe(`server-rendered article pages (${testDialect})`, () => {
  let t: TestServer;
  let published: { id: number; identifier: string };
  let pending: { id: number; identifier: string };
  let categoryId: number;
  let member: { token: string; id: number; username: string };

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
    const admin = await t.adminToken();
    categoryId = await insertArticleCategory(t.ctx, "数学");
    const posted = await postArticle(t, admin, { title: "勾股定理与积分", content: markdown, keywords: "数学,几何", category_id: [categoryId] });
    expect(posted.status, posted.raw).toBe(200);
    published = posted.body;
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    member = await t.registerMember();
    const waiting = await postArticle(t, member.token, { title: "等待审核的随笔", content: "还没有通过审核" });
    expect(waiting.body.status).toBe(0);
    pending = waiting.body;
  });
  afterAll(() => t.close());

  it("renders the article: title, canonical link, JSON-LD Article, KaTeX math, highlighted code and the table", async () => {
    const page = await t.request("GET", `/article/${published.identifier}`);
    expect(page.status).toBe(200);
    expect(page.raw).toContain("勾股定理与积分");
    expect(page.raw).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/article/${published.identifier}"`));
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page.raw);
    expect(JSON.parse(jsonLd![1])).toMatchObject({ "@type": "Article", headline: "勾股定理与积分", keywords: "数学,几何", articleSection: ["数学"] });
    const body = articleBody(page.raw);
    expect(body).toContain('class="katex"');
    expect(body).toContain("katex-display");
    expect(body).toContain("hljs-keyword");
    expect(body).toMatch(/<table>[\s\S]*<td>3<\/td>/);
  });

  it("leaves nothing in the body that runs", async () => {
    const body = articleBody((await t.request("GET", `/article/${published.identifier}`)).raw);
    // Tags and attributes only: a payload Markdown did not take for HTML is shown as escaped text.
    expect(body).not.toMatch(/<script|<svg|<[^>]*\son\w+\s*=|(href|src)="\s*(javascript|data):/i);
    expect(body).toContain('<img src="/x.png"');
  });

  it("opens by id too, and the seeded single pages by their identifier", async () => {
    expect((await t.request("GET", `/article/${published.id}`)).raw).toContain("勾股定理与积分");
    for (const [identifier, title] of [["about", "关于我们"], ["agreement", "文库协议"], ["contact", "联系我们"], ["copyright", "免责声明"], ["feedback", "意见反馈"]]) {
      const page = await t.request("GET", `/article/${identifier}`);
      expect(page.status, identifier).toBe(200);
      expect(page.raw).toContain(title);
    }
  });

  it("counts a view for every request of the page, also when it comes from the page cache", async () => {
    await flushArticleViews(t.ctx);
    const before = await t.ctx.db.kysely.selectFrom("article").select("view_count").where("id", "=", published.id).executeTakeFirstOrThrow();
    await t.request("GET", `/article/${published.identifier}`);
    await t.request("GET", `/article/${published.identifier}`);
    await flushArticleViews(t.ctx);
    const after = await t.ctx.db.kysely.selectFrom("article").select("view_count").where("id", "=", published.id).executeTakeFirstOrThrow();
    expect(Number(after.view_count) - Number(before.view_count)).toBe(2);
  });

  it("shows strangers no article waiting for review", async () => {
    expect((await t.request("GET", `/article/${pending.identifier}`)).status).toBe(404);
    expect((await t.request("GET", "/article")).raw).not.toContain("等待审核的随笔");
    expect((await t.request("GET", `/user/${member.id}/article`)).raw).not.toContain("等待审核的随笔");
    expect((await t.request("GET", "/article/no-such-article")).status).toBe(404);
  });

  it("lists published articles by category, without the footer; an unknown category is a 404", async () => {
    const list = await t.request("GET", "/article", { query: { category_id: categoryId } });
    expect(list.status).toBe(200);
    expect(list.raw).toContain("勾股定理与积分");
    expect(list.raw.match(/data-testid="article-list-item"/g)).toHaveLength(1);
    expect(list.raw).not.toContain('data-testid="site-footer"');
    expect((await t.request("GET", `/article/${published.identifier}`)).raw).toContain('data-testid="site-footer"');
    expect((await t.request("GET", "/article", { query: { category_id: 987654 } })).status).toBe(404);
  });

  it("lists a user's published articles on their homepage", async () => {
    const page = await t.request("GET", "/user/1/article");
    expect(page.status).toBe(200);
    expect(page.raw).toContain("勾股定理与积分");
  });
});
