import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { waitFor } from "../../test/upload-helpers.js";
import { startSpiderWorker } from "./spider-worker.js";

describe(`the spider worker (${testDialect})`, () => {
  let t: TestServer;
  let site: http.Server;
  let origin: string;
  const open = new Set<http.ServerResponse>();

  beforeAll(async () => {
    // No workers of its own: the test starts and stops the spider worker itself.
    t = await createTestServer();
    site = http.createServer((_req, res) => {
      // A download that never ends: the worker holds it until it stops.
      res.writeHead(200, { "content-type": "application/pdf" }).write("%PDF-1.4\n");
      open.add(res);
    });
    await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
    await t.close();
  });

  it("runs at most `concurrency` downloads at once, and gives its rows back to the queue when it stops", async () => {
    const now = nowIso();
    await t.ctx.db.kysely
      .insertInto("spider_document")
      .values([1, 2, 3].map((n) => ({ url: `${origin}/slow-${n}.pdf`, ext: ".pdf", status: 1, created_at: now, updated_at: now })))
      .execute();
    const worker = startSpiderWorker(t.ctx, { concurrency: 2, idleMs: 100 });
    const statuses = async () => (await t.ctx.db.kysely.selectFrom("spider_document").select("status").orderBy("id").execute()).map((r) => r.status);
    await waitFor(() => open.size === 2);
    expect(await statuses()).toEqual([2, 2, 1]);
    await worker.stop();
    const rows = await t.ctx.db.kysely.selectFrom("spider_document").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.status, r.lease_until, r.error])).toEqual([[1, "", ""], [1, "", ""], [1, "", ""]]);
    expect(open.size).toBe(2);
  });
});
