import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wenkuCliArgs } from "./test/cli-command.js";
import { createTestServer, testDialect, type TestServer } from "./test/harness.js";
import { makeTextPdf } from "./test/pdf-fixture.js";
import { uploadDocument, waitFor } from "./test/upload-helpers.js";
import { allHits } from "./modules/search/test/search-client.js";
import { freePort } from "./test/free-ports.js";

const root = path.resolve(import.meta.dirname, "../../..");

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(!socket.destroy()));
    socket.once("error", () => resolve(true));
  });

/**
 * `wenku worker` as its own process, on the test server's database and data folder: the web side (this test's
 * server, WENKU_WORKERS=none) only queues; the worker process converts and indexes, serves no HTTP, and gives its
 * running conversion back to the queue when told to stop.
 */
describe(`the worker role: npm run wenku -- worker (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let worker: ChildProcess;
  let port: number;
  let output = "";
  const exited = () => new Promise<number | null>((resolve) => (worker.exitCode !== null ? resolve(worker.exitCode) : worker.once("exit", resolve)));
  const documentOf = (id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const jobOf = (hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    port = await freePort();
    worker = spawn(process.execPath, [...wenkuCliArgs(), "worker"], {
      cwd: root,
      env: { ...process.env, WENKU_DATA_DIR: t.dataDir, DATABASE_URL: t.ctx.env.databaseUrl ?? "", PORT: String(port), WENKU_WORKERS: "inline" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(async () => {
    if (worker.exitCode === null) {
      worker.kill("SIGKILL");
      await exited();
    }
    await t.close();
  });

  it("converts and indexes what the web process queued, with no HTTP listener", async () => {
    const pdf = makeTextPdf(["The worker process converts this xylophone page", "and indexes its second page"]);
    const doc = await uploadDocument(t, admin, { filename: "worker-role.pdf", content: pdf });
    await waitFor(async () => (await documentOf(doc.id)).status === 2, 120_000);
    expect(output).toContain("worker running");
    await waitFor(async () => (await allHits(t, "xylophone")).hits.some((hit) => hit.id === doc.id), 30_000);
    expect(await refusesConnections(port)).toBe(true);
  });

  it("stops on SIGTERM, giving its running conversion back to the queue", async () => {
    const pages = Array.from({ length: 400 }, (_, i) => `Long document page ${i + 1} converted while the worker is told to stop`);
    const doc = await uploadDocument(t, admin, { filename: "long.pdf", content: makeTextPdf(pages) });
    await waitFor(async () => (await jobOf(doc.hash))?.state === "running", 60_000, 20);
    worker.kill("SIGTERM");
    expect(await exited()).toBe(0);
    expect(await jobOf(doc.hash)).toMatchObject({ state: "queued", attempts: 0, lease_owner: "", lease_until: null });
    expect((await documentOf(doc.id)).status).toBe(0);
  });
});
