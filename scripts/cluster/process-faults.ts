/**
 * Processes of the cluster dying or racing (issue 35, faults), run by faults.test.ts on its cluster: a worker killed
 * mid-conversion, one payment notification delivered to both web processes at once, a web process stopped and one
 * killed under load. Each starts again what it killed. What each proves is in docs/cluster.md, "Faults".
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OrderStatus } from "@wenku/contract";
import { makeTextPdf } from "../../apps/server/src/test/pdf-fixture.js";
import { xunhupayHash } from "../../apps/server/src/modules/payments/xunhupay/xunhupay-hash.js";
import { api, createDocument, saveSettings, waitFor, type SignedInCluster, type TestCluster } from "./test-cluster.js";

/** Enough pages that the conversion is still storing them a moment after the first is stored. */
const PAGES = 600;
/** The conversion lease of this cluster: a dead worker's job is taken over this long after its last heartbeat. */
const LEASE_MS = 3_000;

/** What the cluster's processes need for these tests (StartOptions.env). */
export const shortConversionLease = { WENKU_CONVERSION_LEASE_MS: String(LEASE_MS) };

/** The tests, on the cluster `session` gives (started with shortConversionLease, every process up, signed in). */
export function processFaults(session: () => SignedInCluster): void {
  describe("processes killed, notifications raced", () => {
    let c: TestCluster;
    let token = "";
    let documentId = 0;

    beforeAll(() => {
      ({ c, token } = session());
    });

    it("kill -9 of the worker converting a document: the other worker takes the job over, the document converts once", { timeout: 150_000 }, async () => {
      // The conversions earlier tests asked for have ended: this one has the workers and the data folder (a 32 MB
      // disk, service-faults.ts) to itself, its killed run's leftovers included.
      const converting = "select count(*) as n from conversion_job where state = 'running' or (state = 'queued' and run_after <= $1)";
      await waitFor("earlier conversions ended", async () => Number((await c.sql<{ n: string }>(converting, [new Date().toISOString()]))[0].n) === 0);
      const pdf = makeTextPdf(Array.from({ length: PAGES }, (_, i) => `fault test page ${i + 1}`));
      const { id, hash } = await createDocument(c.base, token, "worker-kill.pdf", pdf);
      documentId = id;
      type Job = { state: string; lease_owner: string; attempts: number };
      const jobOf = async () => (await c.sql<Job>("select state, lease_owner, attempts from conversion_job where hash = $1", [hash]))[0];
      const storedPages = async () => Number((await c.sql<{ n: string }>("select count(*) as n from document_page where hash = $1 and format <> ''", [hash]))[0].n);
      const running = await waitFor("a worker storing pages", async () => {
        const job = await jobOf();
        return job?.state === "running" && (await storedPages()) > 0 && job;
      }, 60_000, 20);
      const workerPids = [c.pidOf("worker-1"), c.pidOf("worker-2")];
      const victim = Number(running.lease_owner.split(":")[1]);
      expect(workerPids).toContain(victim);
      // The worker's whole process group, its renderers too, as when its machine or container dies.
      process.kill(-victim, "SIGKILL");
      const atKill = { job: await jobOf(), pages: await storedPages() };
      expect(atKill.job.state).toBe("running");
      expect(atKill.pages).toBeLessThan(PAGES);

      const survivor = workerPids.find((pid) => pid !== victim)!;
      const owners = new Set<string>();
      await waitFor("the conversion finished", async () => {
        const job = await jobOf();
        if (job.lease_owner) owners.add(job.lease_owner.split(":")[1]);
        return job.state === "done";
      }, 120_000, 100);
      expect([...owners]).toContain(String(survivor));

      const jobs = await c.sql<Job>("select state, lease_owner, attempts from conversion_job where hash = $1", [hash]);
      expect(jobs).toEqual([{ state: "done", lease_owner: "", attempts: 2 }]);
      const converted = await c.sql<{ pages: number; version: string }>("select pages, version from converted_file where hash = $1", [hash]);
      expect(converted.map((row) => row.pages)).toEqual([PAGES]);
      // One row per page, every one written by the run that completed.
      const pages = await c.sql<{ page: number; version: string }>("select page, version from document_page where hash = $1 and format <> '' order by page", [hash]);
      expect(pages.map((row) => row.page)).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
      expect(new Set(pages.map((row) => row.version))).toEqual(new Set([converted[0].version]));
      const document = await api<{ status: number; pages: number }>(c.base, "GET", `/api/v1/document/pages?id=${id}&size=1`);
      expect(document.body).toMatchObject({ status: 2, pages: PAGES });
      await c.startWorker(workerPids.indexOf(victim) === 0 ? 1 : 2);
    });

    it("one payment notification delivered to both web processes at once: the order is paid and credited once", { timeout: 60_000 }, async () => {
      const appid = "201912345678";
      const appsecret = "FAULTTESTSECRET0123456789ABCDEF0";
      await saveSettings(c, token, [
        ["system", "credit_exchange", "10"],
        ["pay", "enable_recharge", "true"],
        ["pay", "enable_xunhupay", "true"],
        ["pay", "xunhupay_appid", appid],
        ["pay", "xunhupay_appsecret", appsecret],
      ]);
      for (const base of c.webBases) {
        await waitFor("recharge on at every web process", async () => (await api<{ enable: boolean }>(base, "GET", "/api/v1/settings/recharge")).body.enable);
      }
      const credit = async () => Number((await c.sql<{ credit_count: string }>("select credit_count from \"user\" where username = 'admin'"))[0].credit_count);
      const ledger = async () => (await c.sql<{ delta: string }>("select l.delta from credit_ledger l join \"user\" u on u.id = l.user_id where u.username = 'admin' order by l.id")).map((row) => Number(row.delta));
      const creditBefore = await credit();
      const ledgerBefore = await ledger();
      const order = await api<{ order_no: string; amount_fen: number }>(c.base, "POST", "/api/v1/order", { token, body: { order_type: 3, quantity: 50 } });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const { order_no: orderNo, amount_fen: amountFen } = order.body;

      const fields: Record<string, string> = {
        trade_order_id: orderNo,
        total_fee: String(Number((amountFen / 100).toFixed(2))),
        transaction_id: "42000000000000000001",
        open_order_id: "1000000001",
        order_title: "充值",
        status: "OD",
        plugins: "wenku",
        appid,
        time: String(Math.floor(Date.now() / 1000)),
        nonce_str: "0123456789abcdef",
      };
      fields.hash = xunhupayHash(fields, appsecret);
      const body = new URLSearchParams(fields).toString();
      const answers = await Promise.all(
        c.webBases.map((base) =>
          fetch(`${base}/callback/xunhupay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }).then(async (r) => [r.status, await r.text()]),
        ),
      );
      expect(answers).toEqual([[200, "success"], [200, "success"]]);

      const outcomes = await c.sql<{ outcome: string }>("select outcome from payment_notification where order_no = $1 order by outcome", [orderNo]);
      expect(outcomes.map((row) => row.outcome)).toEqual(["duplicate", "settled"]);
      const paid = await c.sql<{ status: number }>("select status from orders where order_no = $1", [orderNo]);
      expect(paid).toEqual([{ status: OrderStatus.paid }]);
      expect(await credit()).toBe(creditBefore + 50);
      expect(await ledger()).toEqual([...ledgerBefore, 50]);
    });

    it("SIGTERM of a web process under load (a rolling restart): no request fails, during the stop or after its restart", { timeout: 90_000 }, async () => {
      const victim = c.pidOf("web-2");
      const load = await underLoad(c.base, documentUrl(), () => process.kill(victim, "SIGTERM"));
      console.log(`[web SIGTERM] ${load.failed.length} of ${load.statuses.length} requests failed, ${load.inFlight} were in flight at the signal`);
      expect(load.statuses).toHaveLength(LOAD_REQUESTS);
      expect(load.failed).toEqual([]);

      // Started again, web-2 takes requests once nginx tries it again (fail_timeout); connections nginx kept to the
      // stopping process are answered too, not refused.
      await c.startWeb(2);
      await waitFor("nginx using web-2 again", async () => {
        await fetch(`${c.base}/healthz`).then((r) => r.arrayBuffer());
        return lastUpstream(c).endsWith(`:${c.ports.web[1]}`);
      }, 20_000, 100);
      const after = await underLoad(c.base, documentUrl());
      expect(after.failed).toEqual([]);
    });

    it("kill -9 of a web process under load: nginx passes its requests to the other, no 5xx beyond those in flight at the kill", { timeout: 60_000 }, async () => {
      const victim = c.pidOf("web-1");
      const load = await underLoad(c.base, documentUrl(), () => process.kill(victim, "SIGKILL"));
      console.log(`[web kill -9] ${load.failed.length} of ${load.statuses.length} requests failed, ${load.inFlight} were in flight at the kill`);
      expect(load.statuses).toHaveLength(LOAD_REQUESTS);
      expect(load.failed.length).toBeLessThanOrEqual(load.inFlight);
      // A request in flight at the kill gets nginx's 502, or is cut off if its answer had begun.
      expect(load.failed.every((status) => status === 502 || status === 0)).toBe(true);
      expect(await api(c.base, "GET", "/healthz")).toEqual({ status: 200, body: { status: "ok" } });
      await c.startWeb(1);
    });

    const documentUrl = () => `/api/v1/document?id=${documentId}`;
  });
}

/** The web process that answered nginx's last logged request (its access log's upstream=). */
function lastUpstream(c: TestCluster): string {
  const lines = fs.readFileSync(path.join(c.dir, "logs/nginx-access.log"), "utf8").trimEnd().split("\n");
  return /upstream=(\S+)/.exec(lines.at(-1) ?? "")?.[1] ?? "";
}

const LOAD_REQUESTS = 400;

/**
 * GETs `url` LOAD_REQUESTS times, 16 at a time, and runs `action` once the first 100 have answered; the statuses
 * (0 when no answer came or it was cut off), those that are not 200, and how many requests were under way when `action` ran.
 */
async function underLoad(base: string, url: string, action = () => {}): Promise<{ statuses: number[]; failed: number[]; inFlight: number }> {
  const statuses: number[] = [];
  let started = 0;
  let inFlight = -1;
  const client = async () => {
    while (started < LOAD_REQUESTS) {
      started++;
      // 0 when no answer came, or when it was cut off (nginx had sent the headers when its upstream died).
      statuses.push(await fetch(base + url).then(async (r) => (await r.arrayBuffer(), r.status)).catch(() => 0));
      if (statuses.length === 100) {
        inFlight = started - statuses.length;
        action();
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));
  return { statuses, failed: statuses.filter((status) => status !== 200), inFlight };
}
