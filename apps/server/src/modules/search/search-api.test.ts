import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { indexItems } from "./indexing/index-items.js";
import { normalizeText } from "./text/normalize.js";
import { buildCorpus, literal } from "./test/cjk-corpus.js";
import { createFixtureTables, saveFixtureDocuments, useFixtureSource } from "./test/fixture-source.js";
import { allHits, contains, documentText } from "./test/search-client.js";

describe(`search: recall and ranking on a generated CJK library (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;
  const { docs, queries } = buildCorpus();

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

  it("holds a well-formed test set: 240 documents, 54 queries, each target the only title, keyword or description match", () => {
    expect(docs.length).toBeGreaterThanOrEqual(200);
    expect(queries.length).toBeGreaterThanOrEqual(50);
    expect(queries.filter((q) => q.kind === "cjk" && [...literal(q)].length <= 4).length).toBeGreaterThanOrEqual(30);
    for (const q of queries) {
      const inMeta = docs.filter((d) => normalizeText(`${d.title}\n${d.keywords}\n${d.description}`).includes(normalizeText(literal(q))));
      expect(inMeta.map((d) => d.id), q.wd).toEqual([q.target]);
    }
  });

  it("returns every document that contains the query (recall 1.0) and the target first for at least 90% of queries", async () => {
    let expected = 0;
    let found = 0;
    let topHits = 0;
    const misses: string[] = [];
    for (const q of queries) {
      const { hits } = await allHits(t, q.wd);
      const returned = new Set(hits.map((h) => h.id));
      const should = docs.filter((d) => contains(d, q));
      expected += should.length;
      for (const d of should) if (returned.has(d.id)) found++;
      else misses.push(`${q.wd} → ${d.id}`);
      if (hits[0]?.id === q.target) topHits++;
    }
    console.log(`[search ${testDialect}] recall ${found}/${expected} = ${(found / expected).toFixed(3)}, top hit ${topHits}/${queries.length}`);
    expect(misses).toEqual([]);
    expect(topHits / queries.length).toBeGreaterThanOrEqual(0.9);
  });

  it("finds every place of random 1–4 character strings cut from the bodies", async () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const misses: string[] = [];
    for (let n = 0; n < 40; n++) {
      const source = docs[Math.floor(next() * docs.length)];
      const runs = source.pages.join("").match(/[\u4e00-\u9fff]{4,}/g) ?? [];
      const run = runs[Math.floor(next() * runs.length)];
      const length = 1 + (n % 4);
      const start = Math.floor(next() * (run.length - length + 1));
      const wd = run.slice(start, start + length);
      const { hits } = await allHits(t, wd);
      const returned = new Set(hits.map((h) => h.id));
      for (const d of docs) if (documentText(d).includes(wd) && !returned.has(d.id)) misses.push(`${wd} → ${d.id}`);
    }
    expect(misses).toEqual([]);
  });

  it("gives the first page holding a body match, 0 when only the title matches", async () => {
    for (const wd of ["敦煌", "Kubernetes", "鲲"]) {
      const { hits } = await allHits(t, wd);
      for (const hit of hits) {
        const doc = docs.find((d) => d.id === hit.id)!;
        const first = doc.pages.findIndex((p) => contains({ ...doc, title: "", keywords: "", description: "", pages: [p] }, { wd, kind: wd === "Kubernetes" ? "word" : "cjk" }));
        expect(hit.page, `${wd} in ${doc.id}`).toBe(first + 1);
      }
    }
  });
});
