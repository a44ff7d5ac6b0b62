import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { drainIndex, postArticle, setMemberArticleFlags } from "./article-fixtures.js";

const singlePages = ["about", "agreement", "contact", "copyright", "feedback"];
type Listed = { body: { article?: Array<{ id: number; identifier: string }> } };
const identifiers = (res: Listed) => (res.body.article ?? []).map((a) => a.identifier);

/** The site's single pages (关于我们…) are read at their addresses, and never listed, related or found among articles. */
describe(`articles: the site's single pages stay out of lists, related articles and search (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;
  let postedId: number;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    member = await createMember(t.ctx);
    const posted = await postArticle(t, member.token, { title: "关于我们的文库：本站上手指南", content: "本站是一个文档分享平台，关于我们的故事从这里开始。" });
    expect(posted.status, posted.raw).toBe(200);
    postedId = posted.body.id;
    // Every article through the indexer, the single pages included (as an index built before they were left out).
    expect((await t.call(apiRoutes.article.reindex, { token: admin.token })).status).toBe(200);
    await drainIndex(t.ctx);
  });
  afterAll(() => t.close());

  it("keeps them readable at their addresses", async () => {
    for (const identifier of singlePages) expect((await t.call(apiRoutes.article.get, { query: { identifier } })).status, identifier).toBe(200);
  });

  it("leaves them out of every public list, whatever the filters, and out of an administrator's list when asked", async () => {
    const queries: Array<Record<string, number | string | number[] | boolean[]>> = [
      {}, { size: 50 }, { order: "view_count desc" }, { status: [1] }, { user_id: [0] }, { single_page: [true] }, { limit: 20 },
    ];
    for (const query of queries) {
      const listed = identifiers(await t.request("GET", "/api/v1/article/list", { query }));
      for (const page of singlePages) expect(listed, JSON.stringify(query)).not.toContain(page);
    }
    const anyone = identifiers(await t.request("GET", "/api/v1/article/list", { query: { size: 50 } }));
    expect(anyone).toHaveLength(1);
    const managed = identifiers(await t.request("GET", "/api/v1/article/list", { token: admin.token, query: { size: 50 } }));
    expect(managed).toEqual(expect.arrayContaining(singlePages));
    const publicView = identifiers(await t.request("GET", "/api/v1/article/list", { token: admin.token, query: { size: 50, single_page: [false], status: [1] } }));
    expect(publicView).toEqual(anyone);
    const onlyPages = identifiers(await t.request("GET", "/api/v1/article/list", { token: admin.token, query: { size: 50, single_page: [true] } }));
    expect(onlyPages.sort()).toEqual(singlePages);
  });

  it("never relates them to an article, nor articles to them", async () => {
    const related = identifiers(await t.request("GET", "/api/v1/article/related", { query: { id: postedId } }));
    for (const page of singlePages) expect(related).not.toContain(page);
    const fromPage = await t.request("GET", "/api/v1/article/related", { query: { identifier: "about" } });
    for (const page of singlePages) expect(identifiers(fromPage)).not.toContain(page);
  });

  it("never finds them in article search or the combined search, though their words match", async () => {
    for (const [path, key] of [["/api/v1/article/search", "article"], ["/api/v1/search", "document"]] as const) {
      for (const wd of ["关于我们", "本站", "文档分享平台"]) {
        const res = await t.request("GET", path, { query: { wd, size: 50 } });
        expect(res.status, res.raw).toBe(200);
        const hits = (res.body[key] ?? []) as Array<{ id: number; identifier: string }>;
        expect(hits.map((h) => h.id), `${path} ${wd}`).toEqual([postedId]);
      }
    }
    const stats = await t.call(apiRoutes.search.indexStats, { token: admin.token });
    expect(stats.body.article_count).toBe(1);
  });
});
