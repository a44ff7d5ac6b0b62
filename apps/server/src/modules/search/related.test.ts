import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { indexItems } from "./indexing/index-items.js";
import { createFixtureTables, saveFixtureDocuments, useFixtureSource, type FixtureDocument } from "./test/fixture-source.js";

const page = "这里是正文。";
const docs: FixtureDocument[] = [
  { id: 1, title: "太阳能电池原理", keywords: "太阳能,光伏,电池", category_ids: [5], pages: [page] },
  { id: 2, title: "光伏电池板设计", keywords: "光伏,电池,太阳能", category_ids: [5], pages: [page] },
  { id: 3, title: "太阳能热水器", keywords: "太阳能,热水器", category_ids: [5, 6], pages: [page] },
  { id: 4, title: "锂电池回收", keywords: "电池,回收", category_ids: [5], pages: [page] },
  { id: 5, title: "光伏产业报告", keywords: "光伏,产业", category_ids: [7], pages: [page] },
  { id: 6, title: "围棋入门", keywords: "围棋", category_ids: [5], pages: [page] },
  { id: 7, title: "储能技术", keywords: "储能", category_ids: [5], pages: [`讨论太阳能和光伏的储能。${page}`] },
  ...Array.from({ length: 12 }, (_, i): FixtureDocument => ({ id: 10 + i, title: `光伏组件第${i}篇`, keywords: "光伏", category_ids: [5], pages: [page] })),
];

describe(`related documents (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;

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

  it("lists at most ten documents of the same category sharing keywords, best overlap first", async () => {
    const res = await t.request("GET", "/api/v1/document/related", { query: { id: 1 } });
    expect(res.status).toBe(200);
    const ids: number[] = res.body.document.map((d: { id: number }) => d.id);
    expect(ids).toHaveLength(10);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(5);
    expect(ids).not.toContain(6);
    expect(ids[0]).toBe(2);
    expect(ids).toEqual(expect.arrayContaining([3, 4]));
    expect(res.body.document[0]).toMatchObject({ uuid: expect.stringMatching(/^fixture/), username: "admin", attachment: { hash: expect.any(String) } });
  });

  it("falls back to body overlap and answers unknown documents with an empty list", async () => {
    const few = await t.request("GET", "/api/v1/document/related", { query: { id: 6 } });
    expect(few.body.document).toEqual([]);
    const unknown = await t.request("GET", "/api/v1/document/related", { query: { id: 999 } });
    expect(unknown.body).toEqual({ document: [] });
    const storage = await t.request("GET", "/api/v1/document/related", { query: { id: 3 } });
    expect(storage.body.document.map((d: { id: number }) => d.id)).toContain(7);
  });
});
