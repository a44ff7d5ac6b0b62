import { apiRoutes } from "@wenku/contract";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { startConversionPool } from "../conversion/worker-pool.js";
import { storageFor } from "../storage/storage-for.js";
import { runLayoutBackfill } from "./run-layout-backfill.js";

describe(`the layout backfill of pages converted before positions were stored (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let docs: Array<{ id: number; hash: string }>;
  let converted: Map<string, string | null>;
  const db = () => t.ctx.db.kysely;
  const progress = async () => (await t.call(apiRoutes.pageRepair.layoutProgress, { token: admin })).body;
  const layouts = async () =>
    new Map((await db().selectFrom("document_page").select(["hash", "page", "layout"]).orderBy("hash").orderBy("page").execute()).map((r) => [`${r.hash}/${r.page}`, r.layout]));
  const forgetLayouts = () => db().updateTable("document_page").set({ layout: null }).execute();

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    const files = [
      { filename: "spec.pdf", content: fs.readFileSync(realFixturePath(realFixtures.mimeSpecPdf)) },
      { filename: "index.docx", content: fs.readFileSync(realFixturePath(realFixtures.indexDocx)) },
      { filename: "short.pdf", content: makeTextPdf(["Backfilled page one", "Backfilled page two"]) },
    ];
    docs = [];
    for (const file of files) docs.push(await uploadDocument(t, admin, file));
    const pool = startConversionPool(t.ctx, { pollMs: 20 });
    try {
      const ids = docs.map((doc) => doc.id);
      await waitFor(async () => (await db().selectFrom("document").select("status").where("id", "in", ids).execute()).every((row) => row.status === 2), 240_000);
    } finally {
      await pool.stop();
    }
    converted = await layouts();
  });
  afterAll(() => t.close());

  it("fills the pages of every file from its original, resumes after an interruption and reports its progress", async () => {
    expect([...converted.values()].every((layout) => layout && layout.startsWith('{"v":1'))).toBe(true);
    await forgetLayouts();
    expect(await progress()).toEqual({ checked: 0, filled: 0, failed: 0, total: 3, done: false });

    let batches = 0;
    expect(await runLayoutBackfill(t.ctx, { owner: "first", batchSize: 1, pauseMs: 0, stopping: () => batches++ >= 1 })).toBe(false);
    const halfway = await progress();
    expect(halfway).toMatchObject({ checked: 1, failed: 0, total: 3, done: false });
    const afterFirst = await layouts();
    const filledFiles = new Set([...afterFirst].filter(([, layout]) => layout !== null).map(([key]) => key.split("/")[0]));
    expect(filledFiles.size).toBe(1);
    expect(halfway.filled).toBe([...afterFirst.values()].filter((layout) => layout).length);

    expect(await runLayoutBackfill(t.ctx, { owner: "second", batchSize: 1, pauseMs: 0 })).toBe(true);
    expect(await layouts()).toEqual(converted);
    const pageCount = converted.size;
    expect(await progress()).toEqual({ checked: 3, filled: pageCount, failed: 0, total: 3, done: true });
    const layer = await t.call(apiRoutes.page.text, { token: admin, query: { id: docs[0].id, page: 2 } });
    expect(layer.body.lines.length).toBeGreaterThan(5);
  });

  it("gives the pages of a file whose original is gone an empty layout and counts the file as failed", async () => {
    await db().deleteFrom("page_repair").execute();
    const short = docs[2];
    await db().updateTable("document_page").set({ layout: null }).where("hash", "=", short.hash).execute();
    const job = await db().selectFrom("conversion_job").select("source_key").where("hash", "=", short.hash).executeTakeFirstOrThrow();
    await storageFor(t.ctx).delete(job.source_key);
    expect(await runLayoutBackfill(t.ctx, { owner: "third", pauseMs: 0 })).toBe(true);
    expect(await progress()).toEqual({ checked: 1, filled: 0, failed: 1, total: 1, done: true });
    const rows = await db().selectFrom("document_page").select("layout").where("hash", "=", short.hash).execute();
    expect(rows.map((row) => row.layout)).toEqual(["", ""]);
    const layer = await t.call(apiRoutes.page.text, { token: admin, query: { id: short.id, page: 1 } });
    expect([layer.status, layer.body.text, layer.body.lines]).toEqual([200, "Backfilled page one", []]);
  });
});
