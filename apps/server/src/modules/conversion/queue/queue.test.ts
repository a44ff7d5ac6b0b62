import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../../test/harness.js";
import { makeTextPdf } from "../../../test/pdf-fixture.js";
import { uploadDocument, waitFor } from "../../../test/upload-helpers.js";
import { startConversionPool } from "../worker-pool.js";
import { claimJob } from "./claim-job.js";
import { syncPendingDocuments } from "./sync-pending.js";

const documentOf = (t: TestServer, id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const findJob = (t: TestServer, hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirst();
const jobOf = (t: TestServer, hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirstOrThrow();
const longText = (label: string) =>
  Buffer.from(Array.from({ length: 1500 }, (_, i) => `${label} line ${i + 1}: the quick brown fox jumps over the lazy dog`).join("\n"));

describe(`conversion queue (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("takes over a job whose worker died once its lease expires", async () => {
    const doc = await uploadDocument(t, admin, { filename: "lease.pdf", content: makeTextPdf(["A page whose first worker crashed midway"]) });
    await syncPendingDocuments(t.ctx);
    const dead = await claimJob(t.ctx, "crashed-worker", 300);
    expect(dead).toMatchObject({ hash: doc.hash, state: "running", attempts: 1, lease_owner: "crashed-worker" });
    expect((await documentOf(t, doc.id)).status).toBe(1);
    const pool = startConversionPool(t.ctx, { pollMs: 50 });
    try {
      await waitFor(async () => (await documentOf(t, doc.id)).status === 2, 60_000);
      const job = await jobOf(t, doc.hash);
      expect(job).toMatchObject({ state: "done", attempts: 2 });
      expect(job.run_id).not.toBe(dead!.run_id);
    } finally {
      await pool.stop();
    }
  });

  it("gives a running job back to the queue when the workers stop, and finishes it after a restart", async () => {
    const doc = await uploadDocument(t, admin, { filename: "shutdown.txt", content: longText("shutdown") });
    const first = startConversionPool(t.ctx, { pollMs: 20 });
    await waitFor(async () => (await documentOf(t, doc.id)).status === 1, 30_000, 10);
    await first.stop();
    expect(await jobOf(t, doc.hash)).toMatchObject({ state: "queued", attempts: 0, lease_until: null });
    expect((await documentOf(t, doc.id)).status).toBe(0);
    const second = startConversionPool(t.ctx, { pollMs: 50 });
    try {
      const converted = await waitFor(async () => {
        const d = await documentOf(t, doc.id);
        return d.status === 2 ? d : undefined;
      }, 120_000);
      expect(converted.pages).toBeGreaterThan(1);
      expect(await jobOf(t, doc.hash)).toMatchObject({ state: "done", attempts: 1 });
    } finally {
      await second.stop();
    }
  });

  it("retries a failing step with backoff, then fails with the error kept; reconvert sends failed documents back", async () => {
    await t.setSettings([
      ["converter", "timeout", "0.0005"],
      ["converter", "max_attempts", "2"],
    ]);
    const doc = await uploadDocument(t, admin, { filename: "slow.txt", content: longText("timeout") });
    const pool = startConversionPool(t.ctx, { pollMs: 50, retryBaseMs: 1500 });
    try {
      const retrying = await waitFor(async () => {
        const job = await findJob(t, doc.hash);
        return job?.state === "queued" && job.attempts === 1 ? job : undefined;
      }, 60_000, 20);
      expect(Date.parse(retrying.run_after)).toBeGreaterThan(Date.now());
      expect(retrying.last_error).not.toBe("");
      const waiting = await documentOf(t, doc.id);
      expect(waiting.status).toBe(0);
      expect(waiting.convert_error).toContain("第 1 次转换失败");
      const failed = await waitFor(async () => {
        const d = await documentOf(t, doc.id);
        return d.status === 3 ? d : undefined;
      }, 60_000);
      const job = await jobOf(t, doc.hash);
      expect(job).toMatchObject({ state: "failed", attempts: 2 });
      expect(failed.convert_error).toBe(job.last_error);

      await t.setSettings([["converter", "timeout", "30"]]);
      const member = await t.registerMember();
      expect((await t.request("PUT", "/api/v1/document/reconvert", { token: member.token })).status).toBe(403);
      const res = await t.request("PUT", "/api/v1/document/reconvert", { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThanOrEqual(1);
      await waitFor(async () => (await documentOf(t, doc.id)).status === 2, 120_000);
      expect((await documentOf(t, doc.id)).convert_error).toBe("");
    } finally {
      await pool.stop();
    }
  });

  it("lets the owner retry a failed document, but not force a converted one again", async () => {
    const member = await t.registerMember();
    await t.ctx.db.kysely.updateTable("groups").set({ enable_document_review: 0 }).where("id", "=", 2).execute();
    const doc = await uploadDocument(t, member.token, { filename: "own.pdf", content: Buffer.from("not a pdf at all") });
    await t.ctx.db.kysely.updateTable("groups").set({ enable_document_review: 1 }).where("id", "=", 2).execute();
    const pool = startConversionPool(t.ctx, { pollMs: 50 });
    try {
      await waitFor(async () => (await documentOf(t, doc.id)).status === 3, 60_000);
      const retry = await t.request("PUT", "/api/v1/document/reconvert/one", { token: member.token, body: { id: doc.id } });
      expect(retry.status).toBe(200);
      await waitFor(async () => {
        const job = await jobOf(t, doc.hash);
        return job.state === "failed" && job.attempts === 1 && (await documentOf(t, doc.id)).status === 3;
      }, 60_000);
    } finally {
      await pool.stop();
    }
    const converted = await uploadDocument(t, admin, { filename: "done.pdf", content: makeTextPdf(["Already converted document page text"]) });
    await t.ctx.db.kysely.updateTable("document").set({ status: 2, user_id: member.id }).where("id", "=", converted.id).execute();
    const refused = await t.request("PUT", "/api/v1/document/reconvert/one", { token: member.token, body: { id: converted.id } });
    expect(refused.status).toBe(403);
  });
});
