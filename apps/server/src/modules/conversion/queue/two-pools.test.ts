import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../../test/harness.js";
import { makeTextPdf } from "../../../test/pdf-fixture.js";
import { secondProcess, type SecondProcess } from "../../../test/second-process.js";
import { uploadDocument, waitFor } from "../../../test/upload-helpers.js";
import { startConversionPool } from "../worker-pool.js";

const JOBS = 8;

describe(`two conversion pools on one database (${testDialect})`, () => {
  let t: TestServer;
  let other: SecondProcess;

  beforeAll(async () => {
    t = await createTestServer();
    other = await secondProcess(t);
    await t.setSettings([["converter", "workers", "3"]]);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("convert each of N queued documents exactly once, the jobs shared between them", async () => {
    const admin = await t.adminToken();
    const docs = [];
    for (let i = 0; i < JOBS; i++) {
      const pdf = makeTextPdf([`Cluster document ${i} page one`, `Cluster document ${i} page two`]);
      docs.push(await uploadDocument(t, admin, { filename: `cluster-${i}.pdf`, content: pdf }));
    }
    const ids = docs.map((doc) => doc.id);
    const pools = [startConversionPool(t.ctx, { pollMs: 20 }), startConversionPool(other.ctx, { pollMs: 20 })];
    try {
      await waitFor(async () => {
        const rows = await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "in", ids).execute();
        return rows.every((row) => row.status === 2);
      }, 120_000);
    } finally {
      await Promise.all(pools.map((pool) => pool.stop()));
    }
    const hashes = docs.map((doc) => doc.hash);
    const jobs = await t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "in", hashes).execute();
    expect(jobs).toHaveLength(JOBS);
    // Every claim counts an attempt and draws a new run id: one attempt each means no job was taken twice.
    expect(jobs.map((job) => [job.state, job.attempts, job.last_error])).toEqual(hashes.map(() => ["done", 1, ""]));
    const converted = await t.ctx.db.kysely.selectFrom("converted_file").select(["hash", "version", "pages"]).where("hash", "in", hashes).execute();
    expect(new Map(converted.map((row) => [row.hash, row.version]))).toEqual(new Map(jobs.map((job) => [job.hash, job.run_id])));
    expect(converted.every((row) => row.pages === 2)).toBe(true);
  });
});
