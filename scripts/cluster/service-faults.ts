/**
 * The shared services of the cluster failing (issue 35, faults), run by faults.test.ts on its cluster: serving
 * through nginx, then the object store stopped, the data folder's disk full, PostgreSQL restarted under load. Each
 * leaves every process up. What each proves is in docs/cluster.md, "Faults".
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { unavailableMessages } from "../../apps/server/src/http/framework-errors.js";
import { makeTextPdf } from "../../apps/server/src/test/pdf-fixture.js";
import { api, createDocument, portOpen, uploadAttachment, waitFor, type SignedInCluster, type StartOptions, type TestCluster } from "./test-cluster.js";

/** The data folder (WENKU_DATA_DIR: temporary files of uploads and conversions) on a file system this small. */
const DATA_DISK = "32m";

/** Mounting needs root and a kernel that lets this container mount a tmpfs: tried once on a scratch folder. */
function canMountTmpfs(): boolean {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

const mountable = Boolean(process.env.WENKU_TEST_PG) && canMountTmpfs();

/** What the cluster's start needs for these tests: its data folder on a DATA_DISK tmpfs, when one can be mounted. */
export const smallDataDisk: Pick<StartOptions, "prepare" | "cleanup"> = {
  prepare: (dir) => {
    if (!mountable) return;
    fs.mkdirSync(path.join(dir, "app"));
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${DATA_DISK}`, "tmpfs", path.join(dir, "app")]);
  },
  cleanup: (dir) => {
    if (mountable) execFileSync("umount", [path.join(dir, "app")]);
  },
};

const pdfOf = (label: string, pages = 3) => makeTextPdf(Array.from({ length: pages }, (_, i) => `${label} page ${i + 1} ${crypto.randomUUID()}`));
const unavailable = (message: string) => ({ error: message, code: 14, message });
const uploadUnavailable = (message: string) => ({ error: message, code: 503, message });

/** The tests, on the cluster `session` gives once it started (every process up, the administrator signed in). */
export function serviceFaults(session: () => SignedInCluster): void {
  describe("shared services failing: the object store, the disk, the database", () => {
    let c: TestCluster;
    let token = "";
    let document = { id: 0, hash: "" };
    const count = async (table: string) => Number((await c.sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);
    const uploadLeftovers = () => {
      const folder = path.join(c.dir, "app/tmp/uploads");
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    };

    beforeAll(async () => {
      ({ c, token } = session());
      document = await createDocument(c.base, token, "cached.pdf", pdfOf("cached"));
      await waitFor("the document converted", async () => (await api<{ status: number }>(c.base, "GET", `/api/v1/document/pages?id=${document.id}&size=1`)).body.status === 2);
    });

    it("starts every process and serves pages and the API through nginx", async () => {
      expect(c.startOutput).toContain(`serving on ${c.base}`);
      const home = await fetch(`${c.base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toContain("text/html");
      expect(await home.text()).toContain("<html");
      const settings = await fetch(`${c.base}/api/v1/settings`);
      expect(settings.status).toBe(200);
      expect(await settings.json()).toHaveProperty("system");
      const up = (await c.cluster(["status"])).stdout;
      for (const name of ["postgres", "s3", "redis", "web-1", "web-2", "worker-1", "worker-2", "nginx"]) expect(up).toMatch(new RegExp(`^${name} +up`, "m"));
      expect(up).toContain("(healthy)");
    });

    it("object store stopped: uploads fail with a clear 503 and store nothing; cached pages and the database keep serving", { timeout: 60_000 }, async () => {
      const pages = await api<{ page: Array<{ url: string }> }>(c.base, "GET", `/api/v1/document/pages?id=${document.id}&size=2`);
      const pageUrl = c.base + pages.body.page[0].url;
      const neverRead = c.base + pages.body.page[1].url;
      const image = await fetch(pageUrl);
      expect(image.status).toBe(200);
      await image.arrayBuffer();
      const etag = image.headers.get("etag")!;
      // Each web process reads page 1 once, so each holds it in memory (WENKU_IMAGE_CACHE_MB).
      for (const base of c.webBases) {
        const held = await fetch(base + pages.body.page[0].url);
        expect(held.status).toBe(200);
        await held.arrayBuffer();
      }
      const info = await api<{ uuid: string }>(c.base, "GET", `/api/v1/document?id=${document.id}`);
      const before = { attachments: await count("attachment"), documents: await count("document") };

      process.kill(c.pidOf("s3"), "SIGTERM");
      await waitFor("the S3 API stopped", async () => !(await portOpen(c.ports.s3)));

      const refused = await uploadAttachment(c.base, token, "while-s3-down.pdf", pdfOf("refused"));
      expect(refused).toEqual({ status: 503, body: uploadUnavailable(unavailableMessages.storage) });
      expect({ attachments: await count("attachment"), documents: await count("document") }).toEqual(before);
      expect(uploadLeftovers()).toEqual([]);
      // A document row always names a file the store holds: none was made from the failed upload.
      const orphans = await c.sql("select d.id from document d left join attachment a on a.id = d.attachment_id where a.id is null");
      expect(orphans).toEqual([]);

      // What a reader already has keeps working: the page image revalidates (304 without the store), the document's
      // page and its data come from the database. A page image a web process holds in memory keeps serving; one never
      // read cannot be: a clear 503.
      const revalidated = await fetch(pageUrl, { headers: { "if-none-match": etag } });
      expect(revalidated.status).toBe(304);
      const html = await fetch(`${c.base}/document/${info.body.uuid}`);
      expect(html.status).toBe(200);
      expect(await html.text()).toContain("cached");
      expect((await api(c.base, "GET", `/api/v1/document?id=${document.id}`)).status).toBe(200);
      const held = await fetch(pageUrl);
      expect(held.status).toBe(200);
      expect((await held.arrayBuffer()).byteLength).toBeGreaterThan(0);
      const uncached = await fetch(neverRead);
      expect(uncached.status).toBe(503);

      await c.startS3();
      const accepted = await uploadAttachment(c.base, token, "after-s3-back.pdf", pdfOf("accepted"));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect((await fetch(neverRead)).status).toBe(200);
    });

    it.runIf(mountable)("the data folder's disk full: uploads fail with a clear 503, nothing half-stored, all works again once there is room", { timeout: 60_000 }, async () => {
      const appDir = path.join(c.dir, "app");
      const filler = path.join(appDir, "filler");
      const room = () => {
        const stats = fs.statfsSync(appDir);
        return stats.bavail * stats.bsize;
      };
      const big = pdfOf("too big for the disk", 1000);
      const before = { attachments: await count("attachment"), documents: await count("document") };
      fs.writeFileSync(filler, Buffer.alloc(Math.max(0, room() - 128 * 1024)));
      try {
        expect(big.length).toBeGreaterThan(room());
        const refused = await uploadAttachment(c.base, token, "disk-full.pdf", big);
        expect(refused).toEqual({ status: 503, body: uploadUnavailable(unavailableMessages.diskFull) });
        expect({ attachments: await count("attachment"), documents: await count("document") }).toEqual(before);
        expect(uploadLeftovers()).toEqual([]);
        expect((await api(c.base, "GET", `/api/v1/document/pages?id=${document.id}&size=1`)).body).toMatchObject({ status: 2, pages: 3 });
      } finally {
        fs.rmSync(filler, { force: true });
      }
      const accepted = await uploadAttachment(c.base, token, "disk-has-room.pdf", big);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    });

    it("PostgreSQL restarted under load: clear 503s while it is down, recovery without a restart, no partial writes", { timeout: 90_000 }, async () => {
      // Writes in flight during the restart: each creates two documents in one transaction.
      const pairs: number[][] = [];
      for (let i = 0; i < 12; i++) {
        const ids = [];
        for (const side of ["a", "b"]) {
          const uploaded = await uploadAttachment(c.base, token, `pair-${i}-${side}.pdf`, pdfOf(`pair ${i} ${side}`, 1));
          ids.push(uploaded.body.data!.id);
        }
        pairs.push(ids);
      }
      const reads: Array<{ status: number; body: unknown }> = [];
      const writes: Array<{ status: number; attachments: number[] }> = [];
      let loading = true;
      const reader = async () => {
        while (loading) reads.push(await api(c.base, "GET", `/api/v1/document?id=${document.id}`).catch(() => ({ status: 0, body: null })));
      };
      const writer = async () => {
        for (const [i, attachments] of pairs.entries()) {
          const body = { category_id: [], document: attachments.map((id, side) => ({ title: `pair ${i} ${side}`, attachment_id: id, price: 0 })) };
          const created = await api(c.base, "POST", "/api/v1/document", { token, body }).catch(() => ({ status: 0, body: null }));
          writes.push({ status: created.status, attachments });
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      };
      const load = Promise.all([reader(), reader(), writer()]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await c.postgres("stop");
      const whileDown = await api(c.base, "GET", `/api/v1/document?id=${document.id}`);
      const healthDown = await api(c.base, "GET", "/healthz");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await c.postgres("start");
      await waitFor("reads answered again", async () => (await api(c.base, "GET", `/api/v1/document?id=${document.id}`)).status === 200, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      loading = false;
      await load;

      expect(whileDown).toEqual({ status: 503, body: unavailable(unavailableMessages.database) });
      expect(healthDown).toEqual({ status: 503, body: { status: "unavailable" } });
      const failedReads = reads.filter((read) => read.status !== 200);
      expect(failedReads.length).toBeGreaterThan(0);
      for (const read of failedReads) expect(read).toEqual({ status: 503, body: unavailable(unavailableMessages.database) });
      expect(reads.at(-1)?.status).toBe(200);

      // Every batch committed whole or not at all; every one answered 200 is there.
      expect(writes).toHaveLength(pairs.length);
      for (const write of writes) {
        const made = await c.sql<{ id: string }>("select id from document where attachment_id = any($1)", [write.attachments]);
        expect([0, 2]).toContain(made.length);
        if (write.status === 200) expect(made).toHaveLength(2);
        else expect(write.status).toBe(503);
      }
      const status = (await c.cluster(["status"])).stdout;
      for (const name of ["web-1", "web-2", "worker-1", "worker-2"]) expect(status).toMatch(new RegExp(`^${name} +up`, "m"));
    });
  });
}
