import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { drainIndex, insertArticleCategory, postArticle, setMemberArticleFlags } from "./article-fixtures.js";

describe(`articles: search and related articles through the index (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;
  let category: number;
  const ids: Record<string, number> = {};

  const found = async (wd: string, path = "/api/v1/article/search", extra: Record<string, string | number> = {}) => {
    const res = await t.request("GET", path, { query: { wd, size: 50, ...extra } });
    expect(res.status, res.raw).toBe(200);
    return ((res.body.article ?? res.body.document ?? []) as Array<{ id: number; doc_type: number }>).map((h) => h.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    member = await createMember(t.ctx);
    category = await insertArticleCategory(t.ctx, "科技");
    const post = async (key: string, title: string, content: string, keywords = "") => {
      const res = await postArticle(t, member.token, { title, content, keywords, category_id: [category] });
      expect(res.status, res.raw).toBe(200);
      ids[key] = res.body.id;
    };
    await post("quantum", "量子计算入门指南", "本文介绍量子比特与叠加态。\n\n还提到了传说中的鲲鹏。", "量子计算,物理");
    await post("chain", "区块链技术综述", "分布式账本与**共识机制**，以及量子计算的威胁。", "区块链");
    await post("tea", "中国茶叶的历史", "从唐代的茶经说起，绿茶与红茶各有千秋。", "茶叶");
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    await post("pending", "待审核的秘密文章", "这里有一个独特词语麒麟阁。");
    await post("rejected", "被拒绝的文章", "这里也有麒麟阁这个词。");
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    await t.call(apiRoutes.article.check, { token: admin.token, body: { article_id: [ids.rejected], status: 2, reject_reason: "不合适" } });
    await post("deleted", "已删除的麒麟阁文章", "麒麟阁。");
    await t.request("DELETE", "/api/v1/article", { token: member.token, query: { id: ids.deleted } });
    await drainIndex(t.ctx);
  });
  afterAll(() => t.close());

  it("finds published articles by CJK words of 1–4 characters in titles and bodies", async () => {
    expect(await found("量子计算")).toEqual([ids.quantum, ids.chain].sort((a, b) => a - b));
    expect(await found("量子")).toEqual([ids.quantum, ids.chain].sort((a, b) => a - b));
    expect(await found("鲲")).toEqual([ids.quantum]);
    expect(await found("叠加态")).toEqual([ids.quantum]);
    expect(await found("共识机制")).toEqual([ids.chain]);
    expect(await found("茶经")).toEqual([ids.tea]);
    expect(await found("红")).toEqual([ids.tea]);
    const hit = (await t.request("GET", "/api/v1/article/search", { query: { wd: "茶叶" } })).body.article[0];
    expect(hit).toMatchObject({ id: ids.tea, doc_type: 1, title: "中国茶叶的历史", title_highlight: "中国<em>茶叶</em>的历史" });
    expect(hit.identifier).toMatch(/^[0-9a-f]{16}$/);
  });

  it("shows each hit's current view count, not the one copied into the index", async () => {
    await t.ctx.db.kysely.updateTable("article").set({ view_count: 42 }).where("id", "=", ids.tea).execute();
    for (const path of ["/api/v1/article/search", "/api/v1/search"]) {
      const res = await t.request("GET", path, { query: { wd: "茶叶", type: 1 } });
      expect((res.body.article ?? res.body.document)[0], path).toMatchObject({ id: ids.tea, view_count: 42 });
    }
  });

  it("finds articles in the combined search with type=1 and only documents with type=0", async () => {
    expect(await found("区块链", "/api/v1/search", { type: 1 })).toEqual([ids.chain]);
    expect(await found("区块链", "/api/v1/search")).toEqual([ids.chain]);
    expect(await found("区块链", "/api/v1/search", { type: 0 })).toEqual([]);
    expect(await found("区块链", "/api/v1/document/search")).toEqual([]);
  });

  it("never finds pending, rejected or deleted articles", async () => {
    expect(await found("麒麟阁")).toEqual([]);
    expect(await found("麒麟")).toEqual([]);
    expect(await found("秘密")).toEqual([]);
    expect(await found("麒麟", "/api/v1/search")).toEqual([]);
  });

  it("follows review, edits and deletion", async () => {
    await t.call(apiRoutes.article.check, { token: admin.token, body: { article_id: [ids.pending], status: 1 } });
    await drainIndex(t.ctx);
    expect(await found("麒麟阁")).toEqual([ids.pending]);
    await t.call(apiRoutes.article.update, { token: admin.token, body: { id: ids.pending, content: "换成了凤凰台。" } });
    await drainIndex(t.ctx);
    expect(await found("麒麟阁")).toEqual([]);
    expect(await found("凤凰台")).toEqual([ids.pending]);
    await t.call(apiRoutes.article.check, { token: admin.token, body: { article_id: [ids.pending], status: 0 } });
    await drainIndex(t.ctx);
    expect(await found("凤凰台")).toEqual([]);
    await t.request("DELETE", "/api/v1/article", { token: admin.token, query: { id: ids.tea } });
    await drainIndex(t.ctx);
    expect(await found("茶经")).toEqual([]);
    await t.call(apiRoutes.article.recycleRestore, { token: admin.token, body: { id: [ids.tea] } });
    await drainIndex(t.ctx);
    expect(await found("茶经")).toEqual([ids.tea]);
  });

  it("shows math in descriptions and snippets as readable text, not TeX", async () => {
    const content = "## 勾股定理\n\n直角三角形满足 $a^2+b^2=c^2$，面积是 $\\frac{ab}{2}$。\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$";
    const withOwn = await postArticle(t, member.token, { title: "数学笔记", description: "一篇数学笔记", content, category_id: [category] });
    const withoutOwn = await postArticle(t, member.token, { title: "几何笔记", content, category_id: [category] });
    expect(withoutOwn.body.description).toBe("勾股定理 直角三角形满足 a²+b²=c²，面积是 ab/2。 ∑ᵢ₌₁ⁿ i = (n(n+1))/2");
    await drainIndex(t.ctx);
    const res = await t.call(apiRoutes.search.articles, { query: { wd: "直角三角形" } });
    const hits = "article" in res.body ? res.body.article : [];
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual([withOwn.body.id, withoutOwn.body.id]);
    for (const hit of hits) {
      expect(hit.description).toContain("a²+b²=c²");
      expect(hit.description).not.toMatch(/\\[a-z]|\^|\$/);
    }
  });

  it("relates published articles sharing keywords or title words, by id or identifier", async () => {
    const byId = await t.request("GET", "/api/v1/article/related", { query: { id: ids.quantum } });
    expect(byId.status).toBe(200);
    const related = byId.body.article.map((a: { id: number }) => a.id);
    expect(related[0]).toBe(ids.chain);
    expect(related).not.toContain(ids.quantum);
    expect(related).not.toContain(ids.rejected);
    expect(related).not.toContain(ids.deleted);
    const identifier = (await t.request("GET", "/api/v1/article", { query: { id: ids.quantum } })).body.identifier;
    const byIdentifier = await t.request("GET", "/api/v1/article/related", { query: { identifier } });
    expect(byIdentifier.body.article.map((a: { id: number }) => a.id)).toEqual(related);
    expect((await t.call(apiRoutes.article.related, { query: { id: ids.rejected } })).body.article).toEqual([]);
    expect((await t.call(apiRoutes.article.related, {})).body.article).toEqual([]);
  });

  it("queues every article for the indexer on PUT /article/index (administrators only)", async () => {
    expect((await t.call(apiRoutes.article.reindex, { token: member.token })).status).toBe(403);
    expect((await t.call(apiRoutes.article.reindex, { token: admin.token })).status).toBe(200);
    const queued = await t.ctx.db.kysely.selectFrom("search_queue").select("item_id").where("doc_type", "=", 1).execute();
    expect(queued.length).toBeGreaterThanOrEqual(Object.keys(ids).length);
    await drainIndex(t.ctx);
    expect(await found("区块链")).toEqual([ids.chain]);
  });
});
