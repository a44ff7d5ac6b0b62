import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { benchTimeout, hasBuiltServer, runBench, snapshotsFolder, webBuildSnapshot } from "./run-bench.js";

const builtServer = hasBuiltServer();
const snapshots = snapshotsFolder();
const webBuild = () => webBuildSnapshot(snapshots);

/** Benchmarks at a tiny size (run-bench.ts): the production server. */
describe("benchmarks at a tiny size: the production server", () => {
  afterAll(() => fs.rmSync(snapshots, { recursive: true, force: true }));

  it.skipIf(!builtServer)("bench:api seeds, serves every measured URL from production servers and prints the ratios to bare Fastify", () => {
    // Quarter-second measurements sampled every quarter second: each of the 19 loads keeps both cores busy while it lasts.
    const env = {
      WENKU_BENCH_SECONDS: "0.25", WENKU_BENCH_SAMPLE_MS: "250", WENKU_BENCH_ROUNDS: "1", WENKU_BENCH_WARMUP_SECONDS: "0", WENKU_BENCH_SITEMAP_DOCS: "100",
      WENKU_BENCH_UNCACHED_PAGES: "10", WENKU_WEB_BUILD: webBuild(),
    };
    const run = runBench("api", env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("sitemap check: ");
    expect(run.stdout).toMatch(/^article views counted during its rounds: \d+ of \d+ pages served$/m);
    expect(run.stdout).toMatch(/^document page: \d+\.\d\d of bare Fastify/m);
    expect(run.stdout).toMatch(/^ssr home, gzip asked for: \d+\.\d\d of bare Fastify sending the same gzip bytes$/m);
    for (const kind of ["document", "home", "search"]) expect(run.stdout).toMatch(new RegExp(`^uncached ${kind} page: [\\d.]+ ms CPU a page over 10 pages \\(goal <= \\d+ ms\\)$`, "m"));
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^settings: \d+\.\d\d of bare Fastify \(goal >= 0\.8\)/);
  }, benchTimeout);

  it.skipIf(!builtServer)("bench:load seeds the single process, runs the mix and the crawler mix without errors and prints its throughput at the p95 (no cluster)", () => {
    const env = {
      WENKU_BENCH_LOAD_CLUSTER: "0", WENKU_BENCH_LOAD_BUILD: "0", WENKU_BENCH_LOAD_SECONDS: "1", WENKU_BENCH_LOAD_STEPS: "2", WENKU_BENCH_LOAD_ORDERS: "10",
      WENKU_BENCH_LOAD_CRAWLER_DOCS: "30", WENKU_WEB_BUILD: webBuild(),
    };
    const run = runBench("load", env);
    expect(run.status, run.stderr).toBe(0);
    // Every request type of the mix answered below 400 (a page answering 404 throughout once went unnoticed).
    expect(run.stdout).not.toMatch(/^errors, /m);
    expect(run.stdout).toMatch(/^single {5}2 connections: (no upload|\d+ uploads, upload to converted)/m);
    // The crawler mix: every request a document page of the written library, each answered.
    expect(run.stdout).toMatch(/^crawler \(single\) +2 connections: +\d+ req\/s/m);
    expect(run.stdout).toMatch(/^Crawler mix \(30 documents, a new document page each request\): server CPU a page [\d.]+ ms at 2 connections$/m);
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^single process throughput at p95 [\d.]+ ms \(.*\): [=≥<] \d+ req\/s \(the cluster left out\)$/);
  }, benchTimeout);
});
