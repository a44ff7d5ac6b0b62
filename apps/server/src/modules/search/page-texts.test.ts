import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pageTextsMigration from "../../db/migrations/0830-search-page-texts.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { drainIndex, postArticle, setMemberArticleFlags } from "../articles/article-fixtures.js";
import { indexItems } from "./indexing/index-items.js";
import { itemKey } from "./keys.js";

describe(`page texts: the index keeps documents' texts where the documents keep them (${testDialect})`, () => {
  let t: TestServer;
  let member: Session;
  let documentId: number;
  let articleId: number;
  const articleText = "从唐代的茶经说起，绿茶 & 红茶。";
  const pageTexts = ["第一页：目录与说明。", "第二页讲 if (a < b && c > \"d\") 的写法，还有生僻字𠮷。", ""];

  const pageRows = () =>
    t.ctx.db.kysely.selectFrom("search_page").select(["key", "page", "text", "length"]).where("key", "in", [itemKey(0, documentId), itemKey(1, articleId)])
      .orderBy("key").orderBy("page").execute();

  beforeAll(async () => {
    t = await createTestServer();
    member = await createMember(t.ctx);
    documentId = (await insertDocument(t.ctx, { userId: member.id, title: "写法手册", pages: 3, pageTexts })).id;
    await indexItems(t.ctx, 0, [documentId], 0);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const posted = await postArticle(t, member.token, { title: "茶经读后", content: "从唐代的**茶经**说起，绿茶 & 红茶。" });
    expect(posted.status, posted.raw).toBe(200);
    articleId = posted.body.id;
    await drainIndex(t.ctx);
  });
  afterAll(() => t.close());

  it("stores a document page's length but not its text, and an article's text", async () => {
    const rows = await pageRows();
    expect(rows.map((r) => [Number(r.key) % 2, r.page, r.text, r.length])).toEqual([
      [0, 1, "", Array.from(pageTexts[0]).length],
      [0, 2, "", Array.from(pageTexts[1]).length],
      [1, 1, articleText, Array.from(articleText).length],
    ]);
  });

  it("shows a document hit's page and snippet from the document's own page text", async () => {
    const res = await t.request("GET", "/api/v1/search", { query: { wd: "生僻字" } });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.document[0]).toMatchObject({ id: documentId, page: 2 });
    expect(res.body.document[0].description).toContain("&lt; b &amp;&amp; c &gt; &quot;d&quot;");
    expect(res.body.document[0].description).toContain("<em>生僻字</em>𠮷");
    const article = await t.request("GET", "/api/v1/search", { query: { wd: "绿茶", type: 1 } });
    expect(article.body.article ?? article.body.document).toEqual([expect.objectContaining({ id: articleId, description: expect.stringContaining("<em>绿茶</em>") })]);
  });

  it("migrates an index that kept documents' texts: drops them, keeps articles', records every page's length", async () => {
    const db = t.ctx.db.kysely;
    const pg = t.ctx.db.dialect === "postgres";
    await sql`drop table search_page`.execute(db);
    await sql`create table search_page (key ${pg ? sql`bigint` : sql`integer`} not null, page integer not null, segment integer not null,
      text text not null, plain integer not null default 0, constraint search_page_pk primary key (key, page))`.execute(db);
    const old = [
      { key: itemKey(0, documentId), page: 1, segment: 0, text: pageTexts[0], plain: 1 },
      { key: itemKey(0, documentId), page: 2, segment: 0, text: pageTexts[1], plain: 1 },
      { key: itemKey(1, articleId), page: 1, segment: 0, text: articleText, plain: 1 },
    ];
    await sql`insert into search_page (key, page, segment, text, plain) values ${sql.join(old.map((r) => sql`(${r.key}, ${r.page}, ${r.segment}, ${r.text}, ${r.plain})`))}`.execute(db);
    await pageTextsMigration.up(db as never);
    expect((await pageRows()).map((r) => [Number(r.key) % 2, r.page, r.text, r.length])).toEqual([
      [0, 1, "", Array.from(pageTexts[0]).length],
      [0, 2, "", Array.from(pageTexts[1]).length],
      [1, 1, articleText, Array.from(articleText).length],
    ]);
    const res = await t.request("GET", "/api/v1/search", { query: { wd: "生僻字" } });
    expect(res.body.document[0]).toMatchObject({ id: documentId, page: 2, description: expect.stringContaining("<em>生僻字</em>") });
  });
});
