/**
 * Payment settlement throughput through the real callback path (npm run bench:orders).
 *
 * Starts the server in this process on a temporary SQLite data folder (and, with WENKU_BENCH_PG=1, on a throw-away
 * PostgreSQL too), seeds WENKU_BENCH_USERS (1,000) members and WENKU_BENCH_ORDERS (20,000) pending recharge orders
 * through the order service, and plays 虎皮椒 (xunhupay): every order's payment notification, form-encoded and hashed
 * with the site's appsecret, is POSTed to /callback/xunhupay 3 times at once (a gateway retrying while the first
 * delivery is still being handled), WENKU_BENCH_IN_FLIGHT (16) notifications at a time.
 *
 * Baseline, measured first in the same run with the same number of signed requests at the same concurrency: the
 * same notifications with status WP (awaiting payment), which the callback verifies (hash, appid) and records
 * without settling. The ratio is what settling — the conditional pending → paid update, the ledger row, the balance
 * and the notification record in one transaction, or for a replay the refused update — costs on top of receiving
 * and verifying a notification.
 *
 * Prints per back end the settled payments per second, the replays and the ledger check; the last lines are the ratios.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer, silentLogger } from "../apps/server/src/bootstrap.js";
import { postConcurrently } from "./orders-support/drive.js";
import { checkLedger } from "./orders-support/ledger-check.js";
import { seedRechargeOrders, seedUsers } from "./orders-support/seed.js";
import { xunhupayNotification, type XunhupayAccount } from "./orders-support/xunhupay-notifications.js";
import { startPostgres } from "./pg-support/throwaway-postgres.js";

const USERS = Number(process.env.WENKU_BENCH_USERS ?? 1_000);
const ORDERS = Number(process.env.WENKU_BENCH_ORDERS ?? 20_000);
const IN_FLIGHT = Number(process.env.WENKU_BENCH_IN_FLIGHT ?? 16);
const COPIES = 3;

interface BackendResult {
  name: string;
  ratio: number;
  ok: boolean;
}

const perSecond = (n: number, seconds: number) => Math.round(n / seconds).toLocaleString("en-US");
const answersText = (answers: Map<string, number>) => [...answers].map(([answer, n]) => `${n} × "${answer}"`).join(", ");

async function runBackend(name: string, databaseUrl?: string): Promise<BackendResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-orders-"));
  const server = await createServer({ dataDir, databaseUrl, adminPassword: "bench-admin-pass-1", workers: "none" }, { log: silentLogger, web: false, startWorkers: false });
  try {
    const account: XunhupayAccount = { appid: "201906100001", appsecret: crypto.randomBytes(16).toString("hex") };
    await server.ctx.settings.save(
      [
        ["system", "credit_exchange", "10"], ["pay", "enable_recharge", "true"], ["pay", "recharge_discount", "100:0.95\n1000:0.9"],
        ["pay", "enable_xunhupay", "true"], ["pay", "xunhupay_appid", account.appid], ["pay", "xunhupay_appsecret", account.appsecret],
      ].map(([category, key, value]) => ({ category: category, name: key, value: value })),
    );
    const siteUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const callback = `${siteUrl}/callback/xunhupay`;

    let seeding = performance.now();
    const users = await seedUsers(server.ctx, USERS);
    const orders = await seedRechargeOrders(server.ctx, users, ORDERS);
    seeding = (performance.now() - seeding) / 1000;
    console.log(`${name}: ${users.length.toLocaleString("en-US")} members, ${orders.length.toLocaleString("en-US")} pending recharge orders created in ${seeding.toFixed(1)} s`);

    await postConcurrently(callback, orders.slice(0, 200).map((o) => xunhupayNotification(account, o, "WP")), COPIES, IN_FLIGHT);
    const baseline = await postConcurrently(callback, orders.map((o) => xunhupayNotification(account, o, "WP")), COPIES, IN_FLIGHT);
    console.log(
      `  verify only (status WP, recorded, nothing settled): ${baseline.requests.toLocaleString("en-US")} requests in ${baseline.seconds.toFixed(1)} s = ` +
        `${perSecond(baseline.requests, baseline.seconds)} requests/s (${answersText(baseline.answers)})`,
    );
    const settle = await postConcurrently(callback, orders.map((o) => xunhupayNotification(account, o, "OD")), COPIES, IN_FLIGHT);
    console.log(
      `  settle (status OD, each ${COPIES}× at once): ${settle.requests.toLocaleString("en-US")} requests in ${settle.seconds.toFixed(1)} s = ` +
        `${perSecond(settle.requests, settle.seconds)} requests/s (${answersText(settle.answers)})`,
    );
    console.log(`  settled payments: ${perSecond(orders.length, settle.seconds)} per second`);

    const check = await checkLedger(server.ctx, orders, COPIES);
    console.log(
      `  replays: ${(orders.length * (COPIES - 1)).toLocaleString("en-US")} sent, ${(check.outcomes.duplicate ?? 0).toLocaleString("en-US")} answered as duplicates, ` +
        `${(check.outcomes.settled ?? 0) - orders.length} settled twice`,
    );
    const allAcknowledged = settle.answers.get("200 success") === settle.requests && baseline.answers.get("200 success") === baseline.requests;
    if (!allAcknowledged) check.problems.push("not every notification was acknowledged");
    const ok = check.ok && allAcknowledged;
    console.log(
      ok
        ? `  ledger check: ok (${check.users.toLocaleString("en-US")} users, ${check.orders.toLocaleString("en-US")} orders)`
        : `  ledger check: FAILED — ${check.problems.join("; ")}`,
    );
    return { name, ratio: settle.requests / settle.seconds / (baseline.requests / baseline.seconds), ok };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: BackendResult[] = [await runBackend("sqlite")];
if (process.env.WENKU_BENCH_PG) {
  const postgres = await startPostgres("wenku_bench_orders");
  try {
    results.push(await runBackend("postgres", postgres.url));
  } finally {
    postgres.stop();
  }
}
for (const r of results) {
  console.log(
    `key figure (${r.name}): the settlement callback path runs at ${r.ratio.toFixed(2)}× the requests/s of the verify-only callback path ` +
      `(same ${(ORDERS * COPIES).toLocaleString("en-US")} signed notifications, same concurrency; the difference is the exactly-once settlement)`,
  );
}
if (results.some((r) => !r.ok)) process.exitCode = 1;
