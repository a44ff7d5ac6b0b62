/**
 * Full-text search benchmark: builds a synthetic library (Chinese and English with Zipf-like word frequencies,
 * bodies of 2,000–5,000 characters) on SQLite and on a throw-away PostgreSQL, through the real rebuild path of the
 * search module, then times a fixed query mix through the search service.
 *
 *   npm run bench:search                         100,000 documents on both back ends
 *   WENKU_BENCH_DOCS=10000 npm run bench:search   a quicker run
 *   WENKU_BENCH_BACKENDS=sqlite npm run bench:search
 *   WENKU_BENCH_PG_DIR=/var/tmp/wenku-bench-pg …  keeps PostgreSQL's library there; a second run only measures queries
 *   WENKU_BENCH_SQLITE_DIR=/var/tmp/wenku-bench-sqlite …  the same for SQLite
 *
 * Prints the index build rate (docs/s), index size, p50/p95 per back end; the last lines compare p95 with the
 * goals (SQLite ≤ 50 ms, PostgreSQL ≤ 100 ms).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createContext, silentLogger } from "../apps/server/src/bootstrap.js";
import type { AppContext } from "../apps/server/src/context.js";
import { textGenerator } from "./library-support/synthetic-text.js";
import { searchIndexStats } from "../apps/server/src/modules/search/index-stats.js";
import { rebuildStep, startRebuild } from "../apps/server/src/modules/search/indexing/rebuild.js";
import { searchItems } from "../apps/server/src/modules/search/query/search-items.js";
import { searchRequest } from "../apps/server/src/modules/search/query/search-request.js";
import { searchQuerySchema } from "@wenku/contract";
import {
  createFixtureTables, saveFixtureDocuments, useFixtureSource, type FixtureDocument,
} from "../apps/server/src/modules/search/test/fixture-source.js";

const DOCS = Number(process.env.WENKU_BENCH_DOCS ?? 100_000);
const BACKENDS = (process.env.WENKU_BENCH_BACKENDS ?? "sqlite,postgres").split(",").map((b) => b.trim());
const ROUNDS = Number(process.env.WENKU_BENCH_ROUNDS ?? 5);
const GOAL_MS: Record<string, number> = { sqlite: 50, postgres: 100 };
const ROOT = path.resolve(import.meta.dirname, "..");

// ---------------------------------------------------------------------------------------------------------------
// Synthetic library

function libraryGenerator(seed = 20240613) {
  const { rnd, chinese, english, sentence } = textGenerator(seed);
  const exts = [".pdf", ".docx", ".pptx", ".xlsx", ".txt", ".epub"];
  const languages = ["zh-CN", "zh-CN", "zh-CN", "en", "ja"];
  return (id: number): FixtureDocument => {
    const length = 2000 + Math.floor(rnd() * 3000);
    let body = "";
    while (body.length < length) body += sentence();
    const pageCount = 2 + Math.floor(rnd() * 3);
    const pageLength = Math.ceil(body.length / pageCount);
    const pages = Array.from({ length: pageCount }, (_, i) => body.slice(i * pageLength, (i + 1) * pageLength));
    const title = Array.from({ length: 2 + Math.floor(rnd() * 4) }, chinese).join("") + (rnd() < 0.3 ? ` ${english()} ${english()}` : "");
    return {
      id, title, pages, keywords: [chinese(), chinese(), chinese()].join(","), description: sentence() + sentence(),
      ext: exts[Math.floor(rnd() * exts.length)], language: languages[Math.floor(rnd() * languages.length)],
      category_ids: [1 + Math.floor(rnd() * 20)], user_id: 1 + Math.floor(rnd() * 500), view_count: Math.floor(rnd() ** 3 * 100_000),
      download_count: Math.floor(rnd() ** 3 * 10_000), score: 100 + Math.floor(rnd() * 401), price: rnd() < 0.2 ? 1 + Math.floor(rnd() * 20) : 0,
      created_at: new Date(Date.UTC(2020, 0, 1) + id * 600_000).toISOString(),
    };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Back ends

interface Target {
  name: string;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * A throw-away SQLite library, or with WENKU_BENCH_SQLITE_DIR a kept one: its data folder is that folder and survives
 * the run, and a later run with the same folder measures the queries again without rebuilding the library.
 */
async function openSqlite(): Promise<Target & { reused: boolean }> {
  const keptDir = process.env.WENKU_BENCH_SQLITE_DIR;
  const reused = Boolean(keptDir && fs.existsSync(path.join(keptDir, "wenku.db")));
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-search-"));
  const ctx = await createContext({ dataDir, workers: "none" }, silentLogger);
  return {
    name: "sqlite",
    ctx,
    reused,
    async close() {
      await ctx.db.close();
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throw-away PostgreSQL, or with WENKU_BENCH_PG_DIR a kept one: its cluster lives in that folder and survives the
 * run, and a later run with the same folder measures the queries again without rebuilding the library.
 */
async function openPostgres(): Promise<Target & { reused: boolean }> {
  const script = path.join(ROOT, "scripts/pg-test-server.sh");
  const keptDir = process.env.WENKU_BENCH_PG_DIR;
  const reused = Boolean(keptDir && fs.existsSync(path.join(keptDir, "data", "PG_VERSION")));
  const [dir, url] = execFileSync("bash", [script, reused ? "resume" : "start", ...(keptDir ? [keptDir] : [])], { encoding: "utf8" }).trim().split(" ");
  if (!reused) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("create database wenku_bench");
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = "/wenku_bench";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-search-"));
  const ctx = await createContext({ dataDir, databaseUrl: dbUrl.toString(), workers: "none" }, silentLogger);
  return {
    name: "postgres",
    ctx,
    reused,
    async close() {
      await ctx.db.close();
      execFileSync("bash", [script, keptDir ? "pause" : "stop", dir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Build and measure

async function loadLibrary(ctx: AppContext): Promise<number> {
  const started = performance.now();
  await createFixtureTables(ctx);
  const next = libraryGenerator();
  const batch: FixtureDocument[] = [];
  for (let id = 1; id <= DOCS; id++) {
    batch.push(next(id));
    if (batch.length === 500 || id === DOCS) {
      await saveFixtureDocuments(ctx, batch.splice(0));
      if (id % 20_000 === 0) process.stdout.write(`  library ${id}/${DOCS}\n`);
    }
  }
  return (performance.now() - started) / 1000;
}

async function buildIndex(ctx: AppContext): Promise<number> {
  const started = performance.now();
  await startRebuild(ctx, 0);
  let last = 0;
  while (await rebuildStep(ctx, 250)) {
    const job = await ctx.db.kysely.selectFrom("search_job").select(["done", "status"]).executeTakeFirstOrThrow();
    if (job.done - last >= 20_000 || job.status !== "running") {
      last = job.done;
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`  indexed ${job.done}/${DOCS} (${(job.done / seconds).toFixed(0)} docs/s)${job.status === "done" ? " — compacted" : ""}\n`);
    }
  }
  const job = await ctx.db.kysely.selectFrom("search_job").select(["status", "error"]).executeTakeFirstOrThrow();
  if (job.status !== "done") throw new Error(`rebuild ${job.status}: ${job.error}`);
  return (performance.now() - started) / 1000;
}

/** The query mix: common words with tens of thousands of hits, rarer words, substrings, English, mixed, phrases, sorts, filters. */
const queryMix: Array<Record<string, string>> = [
  { wd: "发展" }, { wd: "中国" }, { wd: "我们" }, { wd: "工作" }, { wd: "经济" }, { wd: "国家" }, { wd: "问题" },
  { wd: "的" }, { wd: "龙" }, { wd: "鑫" },
  { wd: "社会主义" }, { wd: "人民群众" }, { wd: "研究所" }, { wd: "计算机" }, { wd: "中国人" }, { wd: "国人民" },
  { wd: "量子" }, { wd: "琵琶" }, { wd: "蜻蜓" }, { wd: "高速公路" }, { wd: "人工智能" },
  { wd: "the" }, { wd: "data" }, { wd: "kernel" }, { wd: "Python" }, { wd: "python 发展" }, { wd: "learning 中国" },
  { wd: '"machine learning"' }, { wd: '"open source"' }, { wd: "经济 发展 中国" }, { wd: "在经济发展中的作用" },
  { wd: "发展", sort: "latest" }, { wd: "中国", sort: "views" }, { wd: "经济", ext: "pdf" }, { wd: "发展", language: "en" },
  { wd: "研究", category_id: "3" }, { wd: "国家", page: "5" }, { wd: "计算", sort: "downloads", fee_type: "free" },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeQueries(ctx: AppContext): Promise<{ p50: number; p95: number; max: number; slowest: string }> {
  const times: number[] = [];
  const perQuery = new Map<string, number>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const q of queryMix) {
      const request = searchRequest(searchQuerySchema.parse(q));
      const started = performance.now();
      const result = await searchItems(ctx, request);
      const ms = performance.now() - started;
      if (round === 0) {
        if (!result) throw new Error(`no result for ${JSON.stringify(q)}`);
        process.stdout.write(`  ${JSON.stringify(q).padEnd(44)} ${String(result.hits).padStart(7)} hits  ${ms.toFixed(1)} ms (cold)\n`);
        continue;
      }
      times.push(ms);
      const label = JSON.stringify(q);
      perQuery.set(label, Math.max(perQuery.get(label) ?? 0, ms));
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...perQuery].sort((a, b) => b[1] - a[1])[0];
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], slowest: `${slowest[0]} ${slowest[1].toFixed(1)} ms` };
}

interface Outcome {
  name: string;
  build: number;
  rate: number;
  bytes: number;
  p50: number;
  p95: number;
}

async function runBackend(name: string): Promise<Outcome> {
  console.log(`\n== ${name}: ${DOCS.toLocaleString("en")} documents`);
  const target = name === "postgres" ? await openPostgres() : await openSqlite();
  try {
    let build = Number.NaN;
    if (target.reused) {
      console.log("  library and index kept from an earlier run (WENKU_BENCH_SQLITE_DIR / WENKU_BENCH_PG_DIR)");
    } else {
      const libSeconds = await loadLibrary(target.ctx);
      console.log(`  library written in ${libSeconds.toFixed(0)} s`);
      build = await buildIndex(target.ctx);
    }
    // The build leaves gigabytes of dirty pages; the kernel writes them back for a minute or more, competing
    // with the timed queries, so they are flushed first.
    execFileSync("sync");
    const stats = await searchIndexStats(target.ctx);
    const rate = DOCS / build;
    const built = target.reused ? "index kept" : `index built in ${build.toFixed(0)} s: ${rate.toFixed(0)} docs/s`;
    console.log(`  ${built}, ${stats.document_count} documents, ${stats.page_count} pages, ${(stats.size / 1e6).toFixed(0)} MB`);
    const timing = await timeQueries(target.ctx);
    console.log(`  ${queryMix.length} queries × ${ROUNDS} rounds: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, max ${timing.max.toFixed(1)} ms`);
    console.log(`  slowest: ${timing.slowest}`);
    return { name, build, rate, bytes: stats.size, p50: timing.p50, p95: timing.p95 };
  } finally {
    await target.close();
  }
}

const restore = useFixtureSource();
const outcomes: Outcome[] = [];
for (const name of BACKENDS) outcomes.push(await runBackend(name));
restore();

console.log(`\nsearch benchmark, ${DOCS.toLocaleString("en")} documents, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
for (const o of outcomes) {
  const build = Number.isNaN(o.build) ? "build kept" : `build ${o.rate.toFixed(0)} docs/s (${o.build.toFixed(0)} s)`;
  console.log(`${o.name.padEnd(9)} ${build}, index ${(o.bytes / 1e6).toFixed(0)} MB, p50 ${o.p50.toFixed(1)} ms`);
}
for (const o of outcomes) {
  const goal = GOAL_MS[o.name];
  console.log(`${o.name} p95 ${o.p95.toFixed(1)} ms / goal ${goal} ms = ${(o.p95 / goal).toFixed(2)} ${o.p95 <= goal ? "(met)" : "(MISSED)"}`);
}
