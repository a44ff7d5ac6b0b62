import { apiRoutes } from "@wenku/contract";
import { parseFragment } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { findActiveContent, xssPayloads } from "../../test/xss-payloads.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { allHits } from "../search/test/search-client.js";
import { drainIndex, postArticle, setMemberArticleFlags } from "./article-fixtures.js";

/** The text a browser shows for an HTML fragment (tags removed, entities decoded). */
function textOf(html: string): string {
  type N = { nodeName: string; value?: string; childNodes?: N[] };
  const walk = (n: N): string => (n.nodeName === "#text" ? (n.value ?? "") : (n.childNodes ?? []).map(walk).join(""));
  return walk(parseFragment(html));
}

describe(`articles: XSS payloads come back inert (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;
  const posted: Array<{ id: number; identifier: string; payload: string }> = [];

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    await t.setSettings([["security", "user_write_per_minute", "1000"]]);
    member = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  // One article per payload, the payload in its body and its title: a title refused (400) is posted again under a plain
  // one. About 170 saves and reads, which on PostgreSQL beside other test runs take over the default 120 s.
  it("renders every payload of a member's article body to inert HTML, also in search results; keeps titles as plain text: stored as written (or refused), given back as written, escaped wherever the API returns HTML", { timeout: 360_000 }, async () => {
    const titlesPosted: string[] = [];
    for (const [i, payload] of xssPayloads.entries()) {
      const content = `跨站正文\n\n${payload}`;
      const title = `标题跨站 ${payload}`.slice(0, 255);
      let res = await postArticle(t, member.token, { title, content });
      if (res.status === 400) {
        res = await postArticle(t, member.token, { title: `跨站测试 ${i}`, content });
      } else {
        expect(res.status, payload).toBe(200);
        expect(res.body.title).toBe(title.normalize("NFC").trim());
        titlesPosted.push(res.body.title);
      }
      expect(res.status, payload).toBe(200);
      expect(findActiveContent(res.body.content), payload).toEqual([]);
      posted.push({ id: res.body.id, identifier: res.body.identifier, payload });
    }
    expect(titlesPosted.length).toBeGreaterThanOrEqual(xssPayloads.length - 10);
    for (const { id, payload } of posted) {
      const got = await t.request("GET", "/api/v1/article", { query: { id } });
      expect(findActiveContent(got.body.content), payload).toEqual([]);
    }
    await drainIndex(t.ctx);

    const { hits } = await allHits(t, "跨站", {}, "/api/v1/article/search");
    expect(hits.length).toBe(xssPayloads.length);
    for (const hit of hits) {
      expect(findActiveContent(hit.title_highlight)).toEqual([]);
      expect(findActiveContent(hit.description)).toEqual([]);
    }

    const titled = await allHits(t, "标题跨站", {}, "/api/v1/article/search");
    expect(titled.hits.length).toBe(titlesPosted.length);
    const titles = new Set(titlesPosted);
    for (const hit of titled.hits) {
      expect(titles.has(hit.title), hit.title).toBe(true);
      expect(findActiveContent(hit.title_highlight), hit.title_highlight).toEqual([]);
      expect(textOf(hit.title_highlight)).toBe(hit.title);
    }
  });

  it("renders payloads in single pages by identifier (administrators' HTML is sanitized too)", async () => {
    for (const [i, payload] of xssPayloads.entries()) {
      const res = await postArticle(t, admin.token, { identifier: `xss-page-${i}`, title: `单页 ${i}`, content: payload });
      expect(res.status, payload).toBe(200);
      const page = await t.request("GET", "/api/v1/article", { query: { identifier: `xss-page-${i}` } });
      expect(findActiveContent(page.body.content), payload).toEqual([]);
    }
  });

  it("sanitizes again when an article is edited", async () => {
    const { id } = posted[0];
    for (const payload of xssPayloads.slice(0, 20)) {
      expect((await t.call(apiRoutes.article.update, { token: member.token, body: { id, content: payload } })).status).toBe(200);
      const got = await t.request("GET", "/api/v1/article", { query: { id }, token: member.token });
      expect(findActiveContent(got.body.content), payload).toEqual([]);
      expect(got.body.markdown).toBe(payload);
    }
  });
});
