import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { indexItems } from "./indexing/index-items.js";
import { createFixtureTables, saveFixtureDocuments, useFixtureSource, type FixtureDocument } from "./test/fixture-source.js";
import { allHits } from "./test/search-client.js";

const filler = "这是一段没有关键词的普通文字，用来填充页面内容。";
const day = (n: number) => new Date(Date.UTC(2024, 0, n)).toISOString();

/** Twelve documents about containers, with known fields for facets, filters and sorting. */
const docs: FixtureDocument[] = [
  {
    id: 1, title: "Docker <容器> & 编排", keywords: "docker,容器", description: "容器化部署 <b>指南</b>",
    pages: [filler, `第二页讲 Docker 的原理。${filler}`, filler], ext: ".pdf", language: "zh-CN", category_ids: [1], user_id: 1,
    view_count: 10, download_count: 50, score: 400, price: 0, created_at: day(1),
  },
  ...Array.from({ length: 10 }, (_, i): FixtureDocument => ({
    id: i + 2, title: `运维手册第${i + 2}册`, keywords: "运维", description: "日常运维",
    pages: [filler, `${filler}本手册介绍 docker 命令。`], ext: [".pdf", ".docx", ".pptx", ".txt", ".xlsx"][i % 5],
    language: i % 3 === 0 ? "en" : "zh-CN", category_ids: i % 2 === 0 ? [1] : [2, 3], user_id: 1 + (i % 2),
    view_count: 100 + i * 7, download_count: 90 - i * 3, score: 100 + i * 30, price: i % 4 === 0 ? 5 : 0, created_at: day(i + 2),
  })),
  { id: 12, title: "无关文档", pages: [filler], ext: ".pdf", created_at: day(20) },
  { id: 20, title: "琉璃工艺", pages: [filler], created_at: day(3) },
  { id: 21, title: "陶艺入门", keywords: "琉璃,陶瓷", pages: [filler], created_at: day(4) },
  { id: 22, title: "烧制技术", description: "介绍琉璃的烧制", pages: [filler], created_at: day(5) },
  { id: 23, title: "工艺史", pages: [`琉璃琉璃琉璃，琉璃的历史。琉璃瓦与琉璃盏。${filler}`], created_at: day(6) },
  { id: 24, title: "建筑史", pages: [`${filler}屋顶偶尔用琉璃。${filler}${filler}${filler}`], created_at: day(7) },
  { id: 30, title: "游记", pages: ["在中国遇到的美国人"], created_at: day(8) },
  { id: 31, title: "随笔", pages: ["我是中国人"], created_at: day(9) },
];

describe(`search results: highlights, facets, filters, sorting, pages (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;
  const ids = (list: Array<{ id: number }>) => list.map((h) => h.id);

  beforeAll(async () => {
    t = await createTestServer();
    restore = useFixtureSource();
    await createFixtureTables(t.ctx);
    await saveFixtureDocuments(t.ctx, docs);
    await indexItems(t.ctx, 0, docs.map((d) => d.id), 0);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it("ranks title above keywords above description above body, and frequent body matches above rare ones", async () => {
    const { hits } = await allHits(t, "琉璃");
    expect(ids(hits)).toEqual([20, 21, 22, 23, 24]);
  });

  it("matches a longer Chinese string where all its bigrams occur, the item holding the string itself first", async () => {
    const found = (await allHits(t, "中国人")).hits.map((h) => h.id);
    expect(found).toEqual([31, 30]);
    expect((await allHits(t, "国人")).hits.map((h) => h.id).sort()).toEqual([30, 31]);
  });

  it("gives the plain title and highlights matches in escaped HTML copies, and links body matches to their page", async () => {
    const res = await t.request("GET", "/api/v1/search", { query: { wd: "docker" } });
    expect(res.status).toBe(200);
    const first = res.body.document[0];
    expect(first).toMatchObject({ id: 1, doc_type: 0, identifier: "fixture1", uuid: "fixture1", page: 2, ext: ".pdf" });
    expect(first.title).toBe("Docker <容器> & 编排");
    expect(first.title_highlight).toBe("<em>Docker</em> &lt;容器&gt; &amp; 编排");
    expect(first.description).toBe("第二页讲 <em>Docker</em> 的原理。这是一段没有关键词的普通文字，用来填充页面内容。");
    const desc = await t.request("GET", "/api/v1/search", { query: { wd: "容器化" } });
    expect(desc.body.document[0].description).toBe("<em>容器化</em>部署 &lt;b&gt;指南&lt;/b&gt;");
    for (const hit of res.body.document) expect(hit.title_highlight.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
  });

  it("counts facets over every match, each under the other filters", async () => {
    const res = await t.request("GET", "/api/v1/search", { query: { wd: "docker", language: "zh-CN" } });
    const matches = docs.filter((d) => d.id <= 11);
    const zh = matches.filter((d) => d.language === "zh-CN");
    expect(res.body.hits).toBe(zh.length);
    expect(res.body.total).toBe(zh.length);
    const group = (ext: string) => ({ ".pdf": "pdf", ".docx": "doc", ".pptx": "ppt", ".txt": "txt", ".xlsx": "xls" })[ext]!;
    const count = <K>(list: FixtureDocument[], key: (d: FixtureDocument) => K[]) => {
      const map = new Map<K, number>();
      for (const d of list) for (const k of key(d)) map.set(k, (map.get(k) ?? 0) + 1);
      return map;
    };
    const asMap = <K>(list: Array<{ count: number }>, key: string) => new Map(list.map((e) => [(e as unknown as Record<string, K>)[key], e.count]));
    expect(asMap(res.body.agg_ext, "ext")).toEqual(count(zh, (d) => [group(d.ext!)]));
    expect(asMap(res.body.agg_category, "category_id")).toEqual(count(zh, (d) => d.category_ids!));
    expect(asMap(res.body.agg_language, "code")).toEqual(count(matches, (d) => [d.language!]));
  });

  it("filters by category, extension group, language, user, date and fee", async () => {
    const run = async (query: Record<string, string | number | Array<string | number>>) =>
      ids((await allHits(t, "docker", query)).hits).sort((a, b) => a - b);
    const matches = docs.filter((d) => d.id <= 11);
    const expectIds = (pred: (d: FixtureDocument) => boolean) => matches.filter(pred).map((d) => d.id);
    expect(await run({ category_id: 2 })).toEqual(expectIds((d) => d.category_ids!.includes(2)));
    expect(await run({ category_id: [1, 3] })).toEqual(expectIds((d) => d.category_ids!.some((c) => c === 1 || c === 3)));
    expect(await run({ ext: "doc" })).toEqual(expectIds((d) => d.ext === ".docx"));
    expect(await run({ ext: ".pptx" })).toEqual(expectIds((d) => d.ext === ".pptx"));
    expect(await run({ ext: "all", language: "en" })).toEqual(expectIds((d) => d.language === "en"));
    expect(await run({ user_id: 2 })).toEqual(expectIds((d) => d.user_id === 2));
    expect(await run({ created_at: ["2024-01-03", "2024-01-05"] })).toEqual(expectIds((d) => d.created_at! >= day(3) && d.created_at! < day(6)));
    expect(await run({ fee_type: "charge" })).toEqual(expectIds((d) => (d.price ?? 0) > 0));
    expect(await run({ fee_type: "free", category_id: 1, language: "zh-CN" })).toEqual(
      expectIds((d) => d.price === 0 && d.category_ids!.includes(1) && d.language === "zh-CN"),
    );
  });

  it("sorts by latest, views, downloads and rating", async () => {
    const matches = docs.filter((d) => d.id <= 11);
    const by = (field: keyof FixtureDocument) => [...matches].sort((a, b) => Number(b[field]) - Number(a[field]) || b.id - a.id).map((d) => d.id);
    expect(ids((await allHits(t, "docker", { sort: "latest" })).hits)).toEqual([...matches].sort((a, b) => b.created_at!.localeCompare(a.created_at!)).map((d) => d.id));
    expect(ids((await allHits(t, "docker", { sort: "views" })).hits)).toEqual(by("view_count"));
    expect(ids((await allHits(t, "docker", { sort: "download_count" })).hits)).toEqual(by("download_count"));
    expect(ids((await allHits(t, "docker", { sort: "rating" })).hits)).toEqual(by("score"));
  });

  it("caps pagination at display.max_search_pages and reports the time spent", async () => {
    await t.setSettings([["display", "max_search_pages", "2"]]);
    const first = await t.request("GET", "/api/v1/document/search", { query: { wd: "docker", size: 5 } });
    expect(first.body).toMatchObject({ total: 10, hits: 11, page: 1, size: 5 });
    expect(first.body.document).toHaveLength(5);
    expect(first.body.spend).toMatch(/^\d+\.\d{3}$/);
    const second = await t.request("GET", "/api/v1/document/search", { query: { wd: "docker", size: 5, page: 2 } });
    expect(second.body.document).toHaveLength(5);
    expect(new Set([...ids(first.body.document), ...ids(second.body.document)]).size).toBe(10);
    const third = await t.request("GET", "/api/v1/document/search", { query: { wd: "docker", size: 5, page: 3 } });
    expect(third.body.document).toEqual([]);
    await t.setSettings([["display", "max_search_pages", "100"]]);
  });

  it("answers an empty or unsearchable wd with {} and keeps types apart", async () => {
    for (const wd of ["", "   ", "，。！"]) expect((await t.request("GET", "/api/v1/search", { query: { wd } })).body).toEqual({});
    expect((await t.request("GET", "/api/v1/search", {})).body).toEqual({});
    const articles = await t.request("GET", "/api/v1/article/search", { query: { wd: "docker" } });
    expect(articles.body).toMatchObject({ total: 0, article: [] });
    const typed = await t.request("GET", "/api/v1/search", { query: { wd: "docker", type: 1 } });
    expect(typed.body.document).toEqual([]);
    const bad = await t.request("GET", "/api/v1/search", { query: { wd: "docker", sort: "nonsense" } });
    expect(bad.status).toBe(400);
  });
});
