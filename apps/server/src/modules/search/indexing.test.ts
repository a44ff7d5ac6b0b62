import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { drainSearchQueue } from "./indexing/drain-queue.js";
import { startSearchIndexer } from "./indexing/indexer-worker.js";
import { indexItems } from "./indexing/index-items.js";
import { rebuildStep } from "./indexing/rebuild.js";
import { registerSearchSource } from "./sources.js";
import {
  createFixtureTables, deleteFixtureDocument, listFixtureIds, loadFixtureDocument, loadFixtureDocuments, saveFixtureDocuments, useFixtureSource,
  type FixtureDocument,
} from "./test/fixture-source.js";
import { allHits } from "./test/search-client.js";
import { adminToken, memberToken } from "./test/tokens.js";

const doc = (id: number, title: string, body = "正文内容"): FixtureDocument => ({ id, title, pages: [body] });
const titles = async (t: TestServer, wd: string) => (await allHits(t, wd)).hits.map((h) => h.id).sort((a, b) => a - b);

describe(`search index upkeep: events, queue, rebuild (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    restore = useFixtureSource();
    await createFixtureTables(t.ctx);
    admin = await adminToken(t.ctx);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it("indexes changed documents from the queue, and drops deleted or hidden ones", async () => {
    await saveFixtureDocuments(t.ctx, [doc(1, "向日葵栽培"), doc(2, "向日葵油"), doc(3, "玫瑰花园")]);
    for (const id of [1, 2, 3]) await t.ctx.events.emit("document.changed", { documentId: id });
    expect(await titles(t, "向日葵")).toEqual([]);
    expect(await drainSearchQueue(t.ctx)).toBe(3);
    expect(await titles(t, "向日葵")).toEqual([1, 2]);

    await saveFixtureDocuments(t.ctx, [doc(1, "郁金香栽培")]);
    await t.ctx.events.emit("document.changed", { documentId: 1 });
    await deleteFixtureDocument(t.ctx, 2);
    await t.ctx.events.emit("document.deleted", { documentId: 2 });
    await saveFixtureDocuments(t.ctx, [{ ...doc(3, "玫瑰花园"), visible: false }]);
    await t.ctx.events.emit("document.changed", { documentId: 3 });
    expect(await drainSearchQueue(t.ctx)).toBe(3);
    expect(await titles(t, "向日葵")).toEqual([]);
    expect(await titles(t, "郁金香")).toEqual([1]);
    expect(await titles(t, "玫瑰")).toEqual([]);
    expect(await drainSearchQueue(t.ctx)).toBe(0);
  });

  it("keeps a failing item queued with its error and retries it later", async () => {
    const broken = registerSearchSource("document", { load: () => Promise.reject(new Error("source unavailable")), listIds: () => Promise.resolve([]) });
    await t.ctx.events.emit("document.changed", { documentId: 1 });
    expect(await drainSearchQueue(t.ctx)).toBe(1);
    broken();
    const row = await t.ctx.db.kysely.selectFrom("search_queue").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ item_id: 1, attempts: 1, error: "source unavailable" });
    expect(row.locked_until > new Date().toISOString()).toBe(true);
    expect(await drainSearchQueue(t.ctx)).toBe(0);
    await t.ctx.db.kysely.updateTable("search_queue").set({ locked_until: "" }).execute();
    expect(await drainSearchQueue(t.ctx)).toBe(1);
    expect(await t.ctx.db.kysely.selectFrom("search_queue").selectAll().execute()).toEqual([]);
  });

  it("reads items together, and one by one when that fails, so that only the failing item stays out", async () => {
    await saveFixtureDocuments(t.ctx, [doc(50, "紫藤长廊"), doc(51, "凌霄花架"), doc(52, "蔷薇篱笆")]);
    const loadMany = vi.fn(loadFixtureDocuments);
    const together = registerSearchSource("document", { load: loadFixtureDocument, loadMany, listIds: listFixtureIds });
    expect(await indexItems(t.ctx, 0, [50, 51, 99], 0)).toEqual({ indexed: 2, removed: 1, failed: [] });
    expect(loadMany).toHaveBeenCalledTimes(1);
    together();
    const partly = registerSearchSource("document", {
      load: (ctx, id) => (id === 51 ? Promise.reject(new Error("page 3 unreadable")) : loadFixtureDocument(ctx, id)),
      loadMany: () => Promise.reject(new Error("batch failed")),
      listIds: listFixtureIds,
    });
    expect(await indexItems(t.ctx, 0, [50, 51, 52], 0)).toEqual({ indexed: 2, removed: 0, failed: [{ id: 51, error: "page 3 unreadable" }] });
    partly();
    expect(await titles(t, "紫藤")).toEqual([50]);
    expect(await titles(t, "凌霄")).toEqual([51]);
    expect(await titles(t, "蔷薇")).toEqual([52]);
    await Promise.all([50, 51, 52].map((id) => deleteFixtureDocument(t.ctx, id)));
    await indexItems(t.ctx, 0, [50, 51, 52], 0);
    expect(await titles(t, "紫藤")).toEqual([]);
  });

  it("rebuilds in the background with progress shown to admins, removing what the source no longer has", async () => {
    // the source now holds 25 new documents and the hidden document 3; document 1 is gone from it but still indexed
    await saveFixtureDocuments(t.ctx, Array.from({ length: 25 }, (_, i) => doc(100 + i, `牡丹图谱第${i}卷`)));
    await deleteFixtureDocument(t.ctx, 1);
    expect(await titles(t, "郁金香")).toEqual([1]);

    const start = await t.request("PUT", "/api/v1/renew/document/index", { token: admin });
    expect(start.status).toBe(200);
    let stats = await t.request("GET", "/api/v1/search/index/stats", { token: admin });
    expect(stats.body.rebuild).toEqual([expect.objectContaining({ doc_type: 0, status: "running", total: 26, done: 0 })]);

    expect(await rebuildStep(t.ctx, 10)).toBe(true);
    stats = await t.request("GET", "/api/v1/search/index/stats", { token: admin });
    expect(stats.body.rebuild[0]).toMatchObject({ status: "running", done: 10, total: 26 });
    expect(await titles(t, "郁金香")).toEqual([1]);
    while (await rebuildStep(t.ctx, 10));

    stats = await t.request("GET", "/api/v1/search/index/stats", { token: admin });
    expect(stats.body).toMatchObject({ document_count: 25, article_count: 0, page_count: 25, queue: 0 });
    expect(stats.body.rebuild[0]).toMatchObject({ status: "done", done: 26, total: 26 });
    expect(stats.body.size).toBeGreaterThan(0);
    expect(await titles(t, "郁金香")).toEqual([]);
    expect((await titles(t, "牡丹")).length).toBe(25);
    // The compaction's write-ahead log is given back to the disk.
    if (testDialect === "sqlite") expect(fs.statSync(path.join(t.dataDir, "wenku.db-wal")).size).toBeLessThan(64 * 1024);
  });

  it("runs the same rebuild for the established client's PUT /api/v1/document/index", async () => {
    const before = await t.ctx.db.kysely.selectFrom("search_job").select("generation").where("doc_type", "=", 0).executeTakeFirstOrThrow();
    expect((await t.request("PUT", "/api/v1/document/index", { token: admin })).status).toBe(200);
    const stats = await t.request("GET", "/api/v1/search/index/stats", { token: admin });
    expect(stats.body.rebuild[0]).toMatchObject({ doc_type: 0, status: "running", done: 0, total: 26 });
    const after = await t.ctx.db.kysely.selectFrom("search_job").select("generation").where("doc_type", "=", 0).executeTakeFirstOrThrow();
    expect(after.generation).toBe(before.generation + 1);
    while (await rebuildStep(t.ctx, 10));
    expect((await titles(t, "牡丹")).length).toBe(25);
  });

  it("keeps every document findable while a rebuild replaces its entries", async () => {
    await saveFixtureDocuments(t.ctx, Array.from({ length: 25 }, (_, i) => doc(100 + i, `芍药图谱第${i}卷`)));
    expect((await t.request("PUT", "/api/v1/renew/document/index", { token: admin })).status).toBe(200);
    let steps = 0;
    while (await rebuildStep(t.ctx, 10)) {
      steps++;
      const [before, after] = [await titles(t, "牡丹"), await titles(t, "芍药")];
      expect([...before, ...after].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => 100 + i));
    }
    expect(steps).toBeGreaterThan(2);
    expect(await titles(t, "牡丹")).toEqual([]);
  });

  it("indexes a changed document as soon as its event is raised, not at the worker's next idle look", async () => {
    // An hour between idle looks: the document can only be found because the event woke the worker.
    const indexer = startSearchIndexer(t.ctx, 3_600_000);
    await saveFixtureDocuments(t.ctx, [doc(7, "银杏标本")]);
    await t.ctx.events.emit("document.changed", { documentId: 7 });
    let found: number[] = [];
    while (found.length === 0) {
      await new Promise((r) => setTimeout(r, 20));
      found = await titles(t, "银杏");
    }
    await indexer.stop();
    expect(found).toEqual([7]);
    expect(await t.ctx.db.kysely.selectFrom("search_queue").selectAll().execute()).toEqual([]);
  });

  it("keeps index administration to administrators", async () => {
    const member = await memberToken(t.ctx);
    expect((await t.request("PUT", "/api/v1/renew/document/index", {})).status).toBe(401);
    expect((await t.request("PUT", "/api/v1/renew/document/index", { token: member.token })).status).toBe(403);
    expect((await t.request("PUT", "/api/v1/document/index", { token: member.token })).status).toBe(403);
    expect((await t.request("GET", "/api/v1/search/index/stats", { token: member.token })).status).toBe(403);
    expect((await t.request("PUT", "/api/v1/renew/article/index", { token: member.token })).status).toBe(403);
    expect((await t.request("PUT", "/api/v1/renew/article/index", { token: admin })).status).toBe(200);
  });
});
