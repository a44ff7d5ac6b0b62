/**
 * A realistic mix at rising concurrency against the single-process default and the cluster (npm run bench:load).
 *
 * Starts both in the same run: the production server (`node apps/server/dist/main.js`, SQLite in a temporary data
 * folder, workers inline) and `npm run cluster` (scripts/cluster.sh in a temporary folder on free loopback ports:
 * nginx, two web and two worker processes, PostgreSQL, the S3 API, Redis). Each is seeded the same way through its
 * API (load-support/seed.ts). Then, at each step of WENKU_BENCH_LOAD_STEPS connections (4, 16, 48), each target in
 * turn gets WENKU_BENCH_LOAD_SECONDS (10) of the mix of load-support/mix.ts from closed-loop virtual users
 * (load-support/driver.ts); the uploads' documents are waited for after each step (time to converted). Then the
 * crawler mix on the single process (load-support/crawler.ts): WENKU_BENCH_LOAD_CRAWLER_DOCS (10,000; 0 leaves it out)
 * public documents written beside its data, then at each step every request the page of a document not asked for
 * before, so no cache answers (issue 49's long tail: server CPU a page, and pages/s at the p95 of before). Last, the
 * simulation: web-1 and web-2 of the cluster pinned to cores 0 and 1 (taskset), then web-2 stopped, at the busiest
 * step. Both targets are stopped at the end, also on failure. Prints the side-by-side table, the request types,
 * the conversions, then the ratios last.
 *
 * Knobs besides those above: WENKU_BENCH_LOAD_UPLOAD_EVERY_MS (5000) paces the uploads; WENKU_BENCH_LOAD_P95_MS
 * fixes the p95 bound of the last line; WENKU_BENCH_LOAD_ORDERS (600) pending orders are seeded per target for the
 * payment notifications; WENKU_BENCH_LOAD_CLUSTER=0 leaves the cluster (and the simulation) out, the last line then
 * being the single process's throughput; WENKU_BENCH_LOAD_BUILD=0 skips the build (what is built is run). The test
 * suite's smoke run (scripts/bench-smoke/) runs the single process only, tiny.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { processCpuSeconds } from "./api-support/process-cpu.js";
import { waitForConversions } from "./load-support/conversions.js";
import { crawlerLines, crawlerOperation, publicDocumentUuids, writeCrawlerLibrary } from "./load-support/crawler.js";
import { runStep, type StepOptions } from "./load-support/driver.js";
import { machineBusySeconds } from "./load-support/machine-cpu.js";
import { pin, stopProcess } from "./load-support/pinning.js";
import { byType, conversionLine, sideBySide, simulationLines, summarize, throughputAtP95, type StepSummary } from "./load-support/report.js";
import { paidOrders, seedTarget, type Seeded } from "./load-support/seed.js";
import { startCluster, startSingleProcess, type Target } from "./load-support/targets.js";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.WENKU_BENCH_LOAD_SECONDS ?? 10);
const steps = (process.env.WENKU_BENCH_LOAD_STEPS ?? "4,16,48").split(",").map(Number);
const uploadEveryMs = Number(process.env.WENKU_BENCH_LOAD_UPLOAD_EVERY_MS ?? 5000);
const p95BoundSetting = process.env.WENKU_BENCH_LOAD_P95_MS ? Number(process.env.WENKU_BENCH_LOAD_P95_MS) : undefined;
const orderCount = Number(process.env.WENKU_BENCH_LOAD_ORDERS ?? 600);
const withCluster = process.env.WENKU_BENCH_LOAD_CLUSTER !== "0";
const build = process.env.WENKU_BENCH_LOAD_BUILD !== "0";
const crawlerDocuments = Number(process.env.WENKU_BENCH_LOAD_CRAWLER_DOCS ?? 10_000);

/** The CPU seconds of the processes still running (a stopped web process counts no more); undefined without /proc. */
function cpuOf(pids: number[]): number | undefined {
  const times = pids.map((pid) => processCpuSeconds(pid)).filter((cpu) => cpu !== undefined);
  return times.length ? times.reduce((sum, cpu) => sum + cpu, 0) : undefined;
}

/** One step against one target: the load, the web processes' CPU, then the uploads' conversions. */
async function measure(target: Target, seeded: Seeded, connections: number, label = target.name, draw?: StepOptions["draw"]): Promise<StepSummary> {
  const pids = [...target.webPids().values()];
  const cpuBefore = cpuOf(pids);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const wallBefore = performance.now();
  const record = await runStep({ origin: target.origin, seeded, connections, seconds, uploadEveryMs: draw ? undefined : uploadEveryMs, draw });
  const cpuAfter = cpuOf(pids);
  const generator = process.cpuUsage(generatorBefore);
  const machineAfter = machineBusySeconds();
  const wall = (performance.now() - wallBefore) / 1000;
  const webCores = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / wall : undefined;
  const generatorCores = (generator.user + generator.system) / 1e6 / wall;
  const machineCores = machineBefore !== undefined && machineAfter !== undefined ? (machineAfter - machineBefore) / wall : undefined;
  const conversions = await waitForConversions(target.origin, seeded.adminToken, record.uploads);
  const summary = summarize(record, { webCores, generatorCores, machineCores }, conversions);
  console.log(
    `${label.padEnd(22)} ${String(connections).padStart(3)} connections: ${summary.perSecond.toFixed(0).padStart(6)} req/s, ` +
      `p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, errors ${(summary.errorRate * 100).toFixed(2)}%, ` +
      `CPU: web ${summary.webCores?.toFixed(2) ?? "-"} cores, load generator ${generatorCores.toFixed(2)}, machine ${machineCores?.toFixed(2) ?? "-"} of ${os.availableParallelism()}`,
  );
  return summary;
}

/** web-1 and web-2 each on a core of its own, then web-1 alone on its core: the same load through nginx. */
async function simulateTwoCores(cluster: Target, seeded: Seeded, connections: number): Promise<{ two: StepSummary; one: StepSummary }> {
  const pids = cluster.webPids();
  const [web1, web2] = [pids.get("web-1"), pids.get("web-2")];
  if (web1 === undefined || web2 === undefined) throw new Error("the cluster's web processes have no pid files");
  await pin(web1, "0");
  await pin(web2, "1");
  const two = await measure(cluster, seeded, connections, "2 web (cores 0, 1)");
  await stopProcess(web2);
  // nginx learns that web-2 is gone (its passive check) before the measurement.
  await runStep({ origin: cluster.origin, seeded, connections, seconds: Math.min(3, seconds) });
  const one = await measure(cluster, seeded, connections, "1 web (core 0)");
  return { two, one };
}

/** The crawler mix on the single process: a library written beside its data, then a new document page each request. */
async function crawl(single: Target, seeded: Seeded): Promise<StepSummary[]> {
  if (!single.dataDir) throw new Error("the single process has no data folder");
  const writtenIn = await writeCrawlerLibrary(single.dataDir, crawlerDocuments);
  const uuids = await publicDocumentUuids(single.origin, seeded.adminToken);
  console.log(`\n[bench:load] crawler: ${crawlerDocuments} documents written in ${writtenIn.toFixed(1)} s; each request a document page not asked for before`);
  const draw = crawlerOperation(uuids);
  const summaries: StepSummary[] = [];
  for (const connections of steps) summaries.push(await measure(single, seeded, connections, "crawler (single)", () => draw));
  return summaries;
}

function printErrors(name: string, summaries: StepSummary[]) {
  for (const s of summaries) {
    if (s.record.errors === 0) continue;
    const kinds = [...s.record.errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([kind, n]) => `${n} × ${kind}`);
    console.log(`errors, ${name} at ${s.connections} connections: ${kinds.join(", ")}`);
  }
}

async function main() {
  if (build) {
    console.log("[bench:load] building what changed (scripts/build.sh --if-stale)");
    execFileSync("bash", [path.join(root, "scripts/build.sh"), "--if-stale"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const adminPassword = crypto.randomBytes(12).toString("base64url");
  const started: Target[] = [];
  const stopAll = async () => {
    for (const target of started.splice(0).reverse()) await target.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  try {
    console.log(`[bench:load] starting the single process${withCluster ? " and the cluster" : " (the cluster left out: WENKU_BENCH_LOAD_CLUSTER=0)"}`);
    const single = await startSingleProcess(adminPassword);
    started.push(single);
    const cluster = withCluster ? await startCluster(adminPassword) : undefined;
    if (cluster) started.push(cluster);
    const targets = cluster ? [single, cluster] : [single];
    const seeded = new Map<Target, Seeded>();
    for (const target of targets) {
      const begun = performance.now();
      seeded.set(target, await seedTarget(target, adminPassword, orderCount));
      console.log(`[bench:load] ${target.name} seeded through its API in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    }
    console.log(`[bench:load] the mix: ${steps.join(", ")} connections, ${seconds} s a step, at most one upload every ${uploadEveryMs / 1000} s per target\n`);
    for (const target of targets) {
      const warm = await runStep({ origin: target.origin, seeded: seeded.get(target)!, connections: steps[0], seconds: Math.min(3, seconds), uploadEveryMs });
      await waitForConversions(target.origin, seeded.get(target)!.adminToken, warm.uploads);
    }
    const results = new Map<Target, StepSummary[]>(targets.map((t) => [t, []]));
    // The targets take turns at each step, so that a change of the machine's load falls on both.
    for (const connections of steps) for (const target of targets) results.get(target)!.push(await measure(target, seeded.get(target)!, connections));
    const paid = await Promise.all(targets.map((t) => paidOrders(t.origin, seeded.get(t)!.adminToken)));
    const crawler = crawlerDocuments > 0 ? await crawl(single, seeded.get(single)!) : [];
    const simulation = cluster ? await simulateTwoCores(cluster, seeded.get(cluster)!, steps[steps.length - 1]) : undefined;
    await stopAll();

    const singleSteps = results.get(single)!;
    const clusterSteps = cluster ? results.get(cluster)! : [];
    console.log(`\nThe mix, ${seconds} s a step (req/s: requests answered per second; p50/p95/p99 in ms; err%: 4xx/5xx and socket errors; cpu: the web processes' CPU in cores)`);
    console.log(sideBySide(singleSteps, clusterSteps));
    console.log(`\nBy request type at ${steps[steps.length - 1]} connections:`);
    console.log(byType(singleSteps[singleSteps.length - 1], clusterSteps.at(-1)));
    console.log("\nUploads (a 17-page PDF each), from the start of the upload until the document is converted:");
    for (const [target, summaries] of results) for (const s of summaries) console.log(conversionLine(target.name, s));
    console.log(`\nPayment notifications: ${targets.map((t, i) => `${t.name} ${paid[i]}`).join(", ")} of ${orderCount} orders paid after the steps`);
    printErrors("single", singleSteps);
    printErrors("cluster", clusterSteps);
    if (simulation) printErrors("simulation", [simulation.two, simulation.one]);
    printErrors("crawler", crawler);
    if (crawler.length) console.log(`\n${crawlerLines(crawler, crawlerDocuments).join("\n")}`);

    const top = singleSteps[singleSteps.length - 1];
    const bound = p95BoundSetting ?? top.p95;
    const singleAt = throughputAtP95(singleSteps, bound);
    const where = p95BoundSetting === undefined ? `the single process's p95 at ${top.connections} connections` : "WENKU_BENCH_LOAD_P95_MS";
    console.log("");
    if (!simulation) {
      console.log(`single process throughput at p95 ${bound.toFixed(0)} ms (${where}): ${singleAt.qualifier} ${singleAt.perSecond.toFixed(0)} req/s (the cluster left out)`);
      return;
    }
    const clusterAt = throughputAtP95(clusterSteps, bound);
    console.log(simulationLines(simulation.two, simulation.one, os.availableParallelism()));
    console.log("");
    console.log(
      `cluster throughput at p95 ${bound.toFixed(0)} ms (${where}): ${clusterAt.qualifier} ${clusterAt.perSecond.toFixed(0)} req/s against ${singleAt.qualifier} ${singleAt.perSecond.toFixed(0)} req/s ` +
        `= ${(clusterAt.perSecond / singleAt.perSecond).toFixed(2)} of the single process (goal >= 0.8)`,
    );
    console.log(
      `2 web processes over 1, each pinned to a core of its own: ${(simulation.two.perSecond / simulation.one.perSecond).toFixed(2)}x the throughput (goal >= 1.6; ` +
        `with ${os.availableParallelism()} cores the second web process shares its core with everything else: docs/benchmarks.md)`,
    );
  } finally {
    await stopAll();
  }
}

await main();
