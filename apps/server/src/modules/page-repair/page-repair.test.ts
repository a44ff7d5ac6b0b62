import type { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { apiRoutes, DocumentStatus } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { renderPagesTheOldWay, storePagesTheOldWay } from "../../test/old-page-svgs.js";
import { strictXmlError } from "../../test/strict-xml.js";
import { waitFor } from "../../test/upload-helpers.js";
import { syncPendingDocuments } from "../conversion/queue/sync-pending.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { pageKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { claimPass } from "./claim-pass.js";
import { runPageRepair } from "./run-page-repair.js";
import { FIRST_REPAIR_MS, pageRepairWorker } from "./schedule.js";
import { setProcessEnv } from "../../test/process-env.js";

const BROKEN_OF_SEVEN = [2, 5, 6, 7];

async function readStored(t: TestServer, hash: string, page: number, format: "svgz" | "svg"): Promise<Buffer> {
  const stream = (await storageFor(t.ctx).read(pageKey(hash, page, format))) as Readable;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return format === "svgz" ? gunzipSync(bytes) : bytes;
}

describe(`page image repair (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  let oldPages: Buffer[];
  const db = () => t.ctx.db.kysely;
  const progress = async () => (await t.call(apiRoutes.pageRepair.progress, { token: admin.token })).body;
  const versions = async (hash: string) =>
    (await db().selectFrom("document_page").select(["page", "version"]).where("hash", "=", hash).orderBy("page").execute()).map((row) => row.version);
  const statusOf = async (id: number) => (await db().selectFrom("document").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    [t, oldPages] = await Promise.all([createTestServer(), renderPagesTheOldWay()]);
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db().deleteFrom("page_repair").execute();
    await db().deleteFrom("document_page").execute();
    await db().deleteFrom("conversion_job").execute();
  });

  it("stores again, without data-text, every page the earlier engine broke, under a new version, and reports it", async () => {
    const gzipped = await insertDocument(t.ctx, { userId: owner.id, pages: 7 });
    const plain = await insertDocument(t.ctx, { userId: owner.id, pages: 2 });
    await storePagesTheOldWay(t.ctx, gzipped.hash, oldPages);
    await storePagesTheOldWay(t.ctx, plain.hash, [oldPages[0], oldPages[1]], "svg");
    const brokenBefore = await Promise.all(oldPages.map((_, index) => readStored(t, gzipped.hash, index + 1, "svgz")));
    expect(brokenBefore.map((svg, index) => (strictXmlError(svg) ? index + 1 : 0)).filter(Boolean)).toEqual(BROKEN_OF_SEVEN);
    expect(await progress()).toEqual({ checked: 0, repaired: 0, requeued: 0, total: 9, done: false });

    expect(await runPageRepair(t.ctx, { owner: "test", batchSize: 4, pauseMs: 0 })).toBe(true);

    for (let page = 1; page <= 7; page++) {
      const svg = await readStored(t, gzipped.hash, page, "svgz");
      expect(strictXmlError(svg), `page ${page}`).toBeUndefined();
      if (!BROKEN_OF_SEVEN.includes(page)) expect(svg.equals(oldPages[page - 1]), `sound page ${page} left as it was`).toBe(true);
    }
    expect(strictXmlError(await readStored(t, plain.hash, 2, "svg"))).toBeUndefined();
    expect((await readStored(t, plain.hash, 1, "svg")).equals(oldPages[0])).toBe(true);
    const changed = (await versions(gzipped.hash)).map((version, index) => (version === "old" ? 0 : index + 1)).filter(Boolean);
    expect(changed).toEqual(BROKEN_OF_SEVEN);
    const [soundVersion, repairedVersion] = await versions(plain.hash);
    expect([soundVersion, repairedVersion === "old"]).toEqual(["old", false]);
    expect(await progress()).toEqual({ checked: 9, repaired: 5, requeued: 0, total: 9, done: true });
    expect([await statusOf(gzipped.id), await statusOf(plain.id)]).toEqual([DocumentStatus.converted, DocumentStatus.converted]);
    expect(await runPageRepair(t.ctx, { owner: "later", pauseMs: 0 })).toBe(true);
    expect((await progress()).checked).toBe(9);
  });

  it("sends a file whose page cannot be repaired back to conversion, once, and counts it", async () => {
    const damaged = await insertDocument(t.ctx, { userId: owner.id, pages: 3 });
    const truncated = oldPages[0].subarray(0, oldPages[0].length >> 1);
    await storePagesTheOldWay(t.ctx, damaged.hash, [oldPages[0], truncated, oldPages[1].subarray(0, 1000)]);
    const unused = await insertDocument(t.ctx, { userId: owner.id, pages: 1, status: DocumentStatus.disabled });
    await storePagesTheOldWay(t.ctx, unused.hash, [truncated]);

    expect(await runPageRepair(t.ctx, { owner: "test", batchSize: 2, pauseMs: 0 })).toBe(true);

    expect(await progress()).toEqual({ checked: 4, repaired: 0, requeued: 1, total: 4, done: true });
    expect(await statusOf(damaged.id)).toBe(DocumentStatus.reconvert);
    expect(await statusOf(unused.id)).toBe(DocumentStatus.disabled);
    await syncPendingDocuments(t.ctx);
    const job = await db().selectFrom("conversion_job").select(["state", "force"]).where("hash", "=", damaged.hash).executeTakeFirstOrThrow();
    expect(job).toEqual({ state: "queued", force: 1 });
  });

  it("leaves the pages of a file being converted to that conversion", async () => {
    const converting = await insertDocument(t.ctx, { userId: owner.id, pages: 2 });
    await storePagesTheOldWay(t.ctx, converting.hash, [oldPages[1], oldPages[0].subarray(0, 500)]);
    const now = nowIso();
    await db()
      .insertInto("conversion_job")
      .values({ hash: converting.hash, source_key: "k", ext: ".pdf", state: "running", run_after: now, created_at: now, updated_at: now })
      .execute();

    expect(await runPageRepair(t.ctx, { owner: "test", pauseMs: 0 })).toBe(true);

    expect(await progress()).toEqual({ checked: 2, repaired: 0, requeued: 0, total: 2, done: true });
    expect(await versions(converting.hash)).toEqual(["old", "old"]);
    expect(await statusOf(converting.id)).toBe(DocumentStatus.converted);
  });

  it("resumes from where a stopped run left off, counting each page once; one process runs the pass at a time", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, pages: 7 });
    await storePagesTheOldWay(t.ctx, doc.hash, oldPages);
    let batches = 0;
    expect(await runPageRepair(t.ctx, { owner: "first", batchSize: 3, pauseMs: 0, stopping: () => batches++ > 0 })).toBe(false);
    expect(await progress()).toEqual({ checked: 3, repaired: 1, requeued: 0, total: 7, done: false });

    expect(await claimPass(t.ctx, "elsewhere")).toEqual({ hash: doc.hash, page: 3 });
    expect(await runPageRepair(t.ctx, { owner: "second", pauseMs: 0 })).toBe(false);
    expect((await progress()).checked).toBe(3);

    await db().updateTable("page_repair").set({ lease_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await runPageRepair(t.ctx, { owner: "second", batchSize: 3, pauseMs: 0 })).toBe(true);
    expect(await progress()).toEqual({ checked: 7, repaired: 4, requeued: 0, total: 7, done: true });
  });

  it("shows its progress to administrators only", async () => {
    expect((await t.call(apiRoutes.pageRepair.progress)).status).toBe(401);
    expect((await t.call(apiRoutes.pageRepair.progress, { token: owner.token })).status).toBe(403);
    expect(await progress()).toEqual({ checked: 0, repaired: 0, requeued: 0, total: 0, done: false });
  });

  // Last: shutting the worker down ends it for this server.
  it("the background worker runs the pass after start and stops at shutdown", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id, pages: 2 });
    await storePagesTheOldWay(t.ctx, doc.hash, [oldPages[1], oldPages[4]]);
    const hooksBefore = t.ctx.hooks.onShutdown.length;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let stopped: Promise<void>;
    try {
      stopped = pageRepairWorker(t.ctx)();
      vi.advanceTimersByTime(FIRST_REPAIR_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(async () => (await progress()).done);
    expect(await progress()).toEqual({ checked: 2, repaired: 2, requeued: 0, total: 2, done: true });
    const shutdown = t.ctx.hooks.onShutdown.slice(hooksBefore);
    expect(shutdown).toHaveLength(1);
    await shutdown[0]();
    await expect(stopped).resolves.toBeUndefined();
  });
});

describe("page image repair on S3-compatible storage", () => {
  it("repairs a broken page in the bucket", async () => {
    const { startTestS3 } = await import("../../test/s3-server.js");
    const s3 = await startTestS3();
    const restoreEnv = setProcessEnv(s3.env);
    let t: TestServer | undefined;
    try {
      t = await createTestServer();
      const owner = await createMember(t.ctx);
      const doc = await insertDocument(t.ctx, { userId: owner.id, pages: 1 });
      const [, broken] = await renderPagesTheOldWay();
      await storageFor(t.ctx).putBuffer(pageKey(doc.hash, 1, "svgz"), gzipSync(broken, { level: 1 }));
      await t.ctx.db.kysely.insertInto("document_page").values({ hash: doc.hash, page: 1, format: "svgz", version: "old" }).execute();
      expect(strictXmlError(await readStored(t, doc.hash, 1, "svgz"))).toBeDefined();

      expect(await runPageRepair(t.ctx, { owner: "s3", pauseMs: 0 })).toBe(true);

      expect(strictXmlError(await readStored(t, doc.hash, 1, "svgz"))).toBeUndefined();
      expect(storageFor(t.ctx).kind).toBe("s3");
    } finally {
      await t?.close();
      restoreEnv();
      await s3.close();
    }
  });
});
