/**
 * API and SSR throughput against a bare Fastify serving the same bytes (npm run bench:api).
 *
 * Starts the real server in-process (temporary data folder, SQLite, the built web app) on a loopback port,
 * records the exact bytes and content type of GET /api/v1/settings and GET /, serves those bytes from a bare
 * Fastify on another port, and loads each with autocannon. Server renders are anonymous, so the server reuses a
 * page for WENKU_PAGE_CACHE_MS (2 s): the home page is measured with that micro-cache (what visitors get) and,
 * on a second instance, with every request rendered. The last two lines are the ratios.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { createServer, silentLogger } from "../apps/server/src/bootstrap.js";

const root = path.resolve(import.meta.dirname, "..");
const webServerEntry = path.join(root, "apps/web/build/server/index.js");
const durationSeconds = 8;
const warmupSeconds = 2;
const connections = 50;
const pipelining = 1;

interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One GET with no Accept-Encoding, so the bytes are what autocannon (which sends none) receives. */
function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"] ?? ""), body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

async function startBareFastify(targets: Record<string, Captured>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get("/__idle", (_request, reply) => reply.send("ok"));
  for (const [url, captured] of Object.entries(targets)) {
    app.get(url, (_request, reply) => reply.type(captured.contentType).send(captured.body));
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

function load(url: string, seconds: number): Promise<LoadResult> {
  // A worker thread fires the requests, so the load generator does not share the servers' event loop.
  return autocannon({ url, connections, pipelining, duration: seconds, workers: 1, timeout: 30 }) as Promise<LoadResult>;
}

/**
 * Waits (at most a minute) until a single request to the bare server answers quickly again: requests the last
 * run left queued in this process must not slow down the next measurement.
 */
async function waitUntilIdle(probeUrl: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await capture(probeUrl);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(label: string, url: string, probeUrl: string): Promise<number> {
  await waitUntilIdle(probeUrl);
  await load(url, warmupSeconds);
  await waitUntilIdle(probeUrl);
  const result = await load(url, durationSeconds);
  const perSecond = result.requests.average;
  const problems = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label.padEnd(26)} ${perSecond.toFixed(0).padStart(8)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
      (problems ? `   (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ""),
  );
  return perSecond;
}

async function main() {
  if (!fs.existsSync(webServerEntry)) {
    console.error(`The web app is not built (${path.relative(root, webServerEntry)} is missing). Run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-api-"));
  const wenku = await createServer(
    { dataDir, databaseUrl: undefined, workers: "none", adminPassword: crypto.randomBytes(12).toString("base64url") },
    { log: silentLogger, web: true, startWorkers: false },
  );
  const rendering = await createServer(
    { dataDir, databaseUrl: undefined, workers: "none", pageCacheMs: 0 },
    { log: silentLogger, web: true, startWorkers: false },
  );
  let bare: FastifyInstance | undefined;
  try {
    await wenku.app.listen({ port: 0, host: "127.0.0.1" });
    const wenkuBase = `http://127.0.0.1:${portOf(wenku.app)}`;
    const targets: Record<string, Captured> = {
      "/api/v1/settings": await capture(`${wenkuBase}/api/v1/settings`),
      "/": await capture(`${wenkuBase}/`),
    };
    for (const [url, captured] of Object.entries(targets)) {
      if (captured.status !== 200) throw new Error(`GET ${url} answered ${captured.status}: ${captured.body.toString().slice(0, 300)}`);
      console.log(`GET ${url}: ${captured.body.length} bytes, ${captured.contentType}`);
    }
    bare = await startBareFastify(targets);
    const bareBase = `http://127.0.0.1:${portOf(bare)}`;
    console.log(`autocannon: ${connections} connections, pipelining ${pipelining}, ${durationSeconds} s each after ${warmupSeconds} s warm-up\n`);

    const probe = `${bareBase}/__idle`;
    const bareSettings = await measure("bare  /api/v1/settings", `${bareBase}/api/v1/settings`, probe);
    const settings = await measure("wenku /api/v1/settings", `${wenkuBase}/api/v1/settings`, probe);
    const bareHome = await measure("bare  / (same bytes)", `${bareBase}/`, probe);
    const home = await measure("wenku / (SSR home)", `${wenkuBase}/`, probe);
    await rendering.app.listen({ port: 0, host: "127.0.0.1" });
    const rendered = await measure("wenku / (rendered each request)", `http://127.0.0.1:${portOf(rendering.app)}/`, probe);

    console.log("");
    console.log(`ssr home rendered on every request: ${(rendered / bareHome).toFixed(2)} of bare Fastify`);
    console.log(`settings: ${(settings / bareSettings).toFixed(2)} of bare Fastify`);
    console.log(`ssr home: ${(home / bareHome).toFixed(2)} of bare Fastify`);
  } finally {
    await bare?.close();
    await wenku.close();
    await rendering.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
