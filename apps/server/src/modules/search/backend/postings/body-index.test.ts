import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../../../test/harness.js";
import { indexItems } from "../../indexing/index-items.js";
import { removeItems } from "../../indexing/remove-items.js";
import { itemKey } from "../../keys.js";
import { createFixtureTables, deleteFixtureDocument, saveFixtureDocuments, useFixtureSource, type FixtureDocument } from "../../test/fixture-source.js";
import { allHits } from "../../test/search-client.js";
import { sql } from "kysely";
import Database from "better-sqlite3";
import { parseQuery } from "../../text/parse-query.js";
import { searchBackend } from "../select-backend.js";
import { BodyReader } from "./body-reader.js";
import { pgBodyStore } from "./pg-store.js";
import { sqliteBodyStore } from "./sqlite-store.js";
import { decodeAscending } from "./varint.js";

const WORDS = ["向日葵", "郁金香", "玫瑰花", "蒲公英", "薰衣草"];
/** Document i holds the words whose bit is set in i (so each word is in half of them), and "kernel" when i is even. */
const body = (id: number, shift = 0) =>
  [...WORDS.filter((_, w) => ((id + shift) >> w) & 1), id % 2 === 0 ? "kernel" : "内核"].join("，");
const doc = (id: number, shift = 0): FixtureDocument => ({ id, title: `文档${id}`, pages: [body(id, shift), `第二页${"填充".repeat(3998)}`] });
const expected = (ids: number[], word: string, shift = 0) => ids.filter((id) => body(id, shift).includes(word));
const found = async (t: TestServer, wd: string) => (await allHits(t, wd)).hits.map((h) => h.id).sort((a, b) => a - b);

describe(`body index: parts, merges, current postings (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;
  const ids = Array.from({ length: 48 }, (_, i) => i + 1);

  const parts = () => t.ctx.db.kysely.selectFrom("search_body_part").selectAll().orderBy("first").execute();
  const checkAll = async (present: number[], shift = 0) => {
    for (const word of [...WORDS, "kernel", "内核"]) expect(await found(t, word), word).toEqual(expected(present, word, shift));
  };

  /** A store of its own on the test's database, for readers made by the test. */
  const openStore = async () => {
    if (testDialect !== "sqlite") return pgBodyStore(t.ctx.db.kysely);
    const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.ctx.db.kysely)).rows[0].file;
    return sqliteBodyStore(new Database(file, { readonly: true }));
  };

  beforeAll(async () => {
    t = await createTestServer();
    restore = useFixtureSource();
    await createFixtureTables(t.ctx);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it("writes a part per write and merges them as they accumulate, finding the same items throughout", async () => {
    await saveFixtureDocuments(t.ctx, ids.map((id) => doc(id)));
    for (const id of ids) {
      await indexItems(t.ctx, 0, [id], 0);
      if (id % 12 === 0) await checkAll(ids.slice(0, id));
    }
    await searchBackend(t.ctx).settled();
    const after = await parts();
    expect(after.length).toBeLessThanOrEqual(8);
    expect(after.reduce((n, p) => n + Number(p.segments), 0)).toBe(ids.length * 2);
    // Parts hold consecutive, disjoint ranges of writes.
    for (let i = 1; i < after.length; i++) expect(Number(after[i].first)).toBeGreaterThan(Number(after[i - 1].last));
  });

  it("counts only an item's current postings once it is written again, removed, or added back", async () => {
    await found(t, "kernel"); // the reader has copied every item's revision
    const rewritten = ids.filter((id) => id % 3 === 0);
    await saveFixtureDocuments(t.ctx, rewritten.map((id) => doc(id, 1)));
    await indexItems(t.ctx, 0, rewritten, 0);
    await removeItems(t.ctx, [itemKey(0, 5), itemKey(0, 7)]);
    const present = ids.filter((id) => id !== 5 && id !== 7);
    for (const word of WORDS) {
      const want = present.filter((id) => body(id, rewritten.includes(id) ? 1 : 0).includes(word));
      expect(await found(t, word), word).toEqual(want);
    }
    await deleteFixtureDocument(t.ctx, 7);
    await indexItems(t.ctx, 0, [5], 0);
    expect(await found(t, "kernel")).toEqual(expected(ids.filter((id) => id !== 7), "kernel"));
  });

  it("drops postings no longer current when parts merge, and keeps prefixes and characters", async () => {
    const present = ids.filter((id) => id !== 7);
    await saveFixtureDocuments(t.ctx, present.map((id) => doc(id)));
    // Enough single writes that every part takes part in a merge.
    for (let round = 0; round < 3; round++) for (const id of ids.filter((id) => id !== 7)) await indexItems(t.ctx, 0, [id], 0);
    await searchBackend(t.ctx).optimize();
    const after = await parts();
    const segKeys = after.flatMap((p) => [...decodeAscending(p.seg_keys)]);
    expect(segKeys.length).toBe(new Set(segKeys).size);
    expect(segKeys.length).toBe((ids.length - 1) * 2);
    await checkAll(ids.filter((id) => id !== 7));
    expect(await found(t, "葵")).toEqual(expected(ids.filter((id) => id !== 7), "葵"));
    expect(await found(t, '"第二 页"')).toEqual(present);
  });

  it("answers every set of one read even when keeping them evicts one another", async () => {
    const store = await openStore();
    const reader = new BodyReader(() => Promise.resolve(store), 1);
    const [a, b] = await reader.matchSets([{ op: "token", token: "kernel" }, { op: "token", token: "内核" }]);
    expect(a.keys.length).toBeGreaterThan(0);
    expect(b.keys.length).toBeGreaterThan(0);
    await store.close();
  });

  it("reads the same items and segments whether it keeps a set as segment keys or as bits", async () => {
    const store = await openStore();
    const asKeys = new BodyReader(() => Promise.resolve(store), undefined, "keys");
    const asBits = new BodyReader(() => Promise.resolve(store), undefined, "bits");
    const items = (await t.ctx.db.kysely.selectFrom("search_item").select(["key", "segments"]).orderBy("key").execute()).map((i) => ({ key: Number(i.key), segments: Number(i.segments) }));
    for (const wd of [...WORDS, "kernel", "内核", "葵", '"第二 页"', "向日葵 郁金香", "玫瑰花 -蒲公英", "不存在的词"]) {
      const node = parseQuery(wd)!.filter;
      const keys = await asKeys.matchSet(node);
      const bits = await asBits.matchSet(node);
      expect([...bits.keys], wd).toEqual([...keys.keys]);
      expect(await asBits.matchingSegments(node, items), wd).toEqual(await asKeys.matchingSegments(node, items));
    }
    const kernel = parseQuery("kernel")!.filter;
    expect((await asBits.matchSet(kernel)).keys.length).toBe(ids.length / 2);
    expect((await asBits.matchingSegments(kernel, items)).length).toBeGreaterThan(0);
    await store.close();
  });

  it.runIf(testDialect === "postgres")("keeps the bucket rows near their live size while parts merge: the merged parts' space is reused", async () => {
    // Texts of many distinct bigrams, so that each part's bucket rows are several KB (PostgreSQL keeps them in TOAST).
    let seed = 7;
    const randomChar = () => String.fromCharCode(0x4e00 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 3000));
    const bulky = Array.from({ length: 32 }, (_, i): FixtureDocument => ({ id: 1000 + i, title: `大文档${i}`, pages: [Array.from({ length: 3000 }, randomChar).join("")] }));
    await saveFixtureDocuments(t.ctx, bulky);
    for (const d of bulky) await indexItems(t.ctx, 0, [d.id], 0);
    await searchBackend(t.ctx).optimize();
    // The rows' heap and TOAST, without the indexes and the maps of free space and visibility.
    const sizes = await sql<{ live: string; table: string }>`select sum(pg_column_size(data)) as live,
      (select pg_relation_size(c.oid) + pg_relation_size(c.reltoastrelid) from pg_class c where c.relname = 'search_body_bucket') as table
      from search_body_bucket`.execute(t.ctx.db.kysely);
    const { live, table } = sizes.rows[0];
    // Every posting is rewritten at each of the merges' levels; without the space reused, the table held them all:
    // 11.5 × its live rows without the vacuum after each merge; with it 1.2 × on a quiet machine, 2.0–2.8 × with
    // three other processes busy on its two cores (a vacuum cannot take the rows of a merge that an indexing
    // transaction open meanwhile may still see, and the next merge grows the table instead).
    expect(Number(table) / Number(live)).toBeLessThan(5);
    expect(await found(t, "大文档")).toEqual(expect.arrayContaining(bulky.map((d) => d.id)));
    // Compressed with lz4 (migration 0840), not pglz.
    const compression = await sql<{ method: string }>`select attcompression as method from pg_attribute
      where attrelid = 'search_body_bucket'::regclass and attname = 'data'`.execute(t.ctx.db.kysely);
    expect(compression.rows[0].method).toBe("l");
  });
});
