/**
 * API and SSR throughput against a bare Fastify serving the same bytes (npm run bench:api).
 *
 * Seeds a temporary data folder (SQLite) with one real document, uploaded, converted and indexed by the real
 * workers, then starts the server as production runs it (`node apps/server/dist/main.js` of `npm run build`,
 * with the built web app) in its own process. It records the exact bytes and content type of
 * GET /api/v1/settings, the home page, the document page and a search page; a bare Fastify in another process
 * serves those bytes, and autocannon in this process loads each. Server renders are anonymous, so the server
 * reuses a page for WENKU_PAGE_CACHE_MS (2 s): pages are measured with that micro-cache (what visitors get;
 * the document page still counts every view and the search page logs every search) and the home page also
 * on a server started with every request rendered. Each ratio is the median of alternating rounds; the last
 * lines are the ratios.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServerProcess, type ServerProcess } from "./api-support/server-process.js";

const root = path.resolve(import.meta.dirname, "..");
const webServerEntry = path.join(root, "apps/web/build/server/index.js");
const serverEntry = path.join(root, "apps/server/dist/main.js");
const bareServerEntry = path.join(root, "bench/api-support/bare-server.ts");
const seedScript = path.join(root, "bench/api-support/seed-document.ts");
const durationSeconds = 5;
const rounds = 3;
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

function load(url: string, seconds: number): Promise<LoadResult> {
  // The servers run in their own processes, so the load generator has this one to itself.
  return autocannon({ url, connections, pipelining, duration: seconds, timeout: 30 }) as Promise<LoadResult>;
}

/**
 * Waits (at most a minute) until a single request to the bare server answers quickly again: requests the last
 * run left queued must not slow down the next measurement.
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
  const result = await load(url, durationSeconds);
  const perSecond = result.requests.average;
  const problems = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
      (problems ? `   (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ""),
  );
  return perSecond;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Wenku's rate over the bare server's, as the median of alternating rounds: the load generator and both servers
 * share two cores, so one round alone swings by a fifth.
 */
async function compare(label: string, bareUrl: string, wenkuUrl: string, probeUrl: string): Promise<number> {
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const bare = await measure(`bare  ${label} (round ${round})`, bareUrl, probeUrl);
    const wenku = await measure(`wenku ${label} (round ${round})`, wenkuUrl, probeUrl);
    ratios.push(wenku / bare);
  }
  return median(ratios);
}

/** Seeds the data folder in a child process, so nothing of it stays in the load generator's process. */
function seedDocument(dataDir: string): { uuid: string; word: string } {
  const output = execFileSync(process.execPath, ["--import", "tsx", seedScript, dataDir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return JSON.parse(output.trim().split("\n").pop()!) as { uuid: string; word: string };
}

async function main() {
  for (const entry of [webServerEntry, serverEntry]) {
    if (fs.existsSync(entry)) continue;
    console.error(`Not built (${path.relative(root, entry)} is missing). Run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-api-"));
  const seeded = seedDocument(dataDir);
  const serverEnv = { WENKU_DATA_DIR: dataDir, WENKU_WORKERS: "none" };
  const started: ServerProcess[] = [];
  const start = async (args: string[], env: Record<string, string>, readyPath: string) => {
    const server = await startServerProcess(args, env, readyPath);
    started.push(server);
    return server;
  };
  try {
    const wenku = await start([serverEntry], serverEnv, "/api/v1/settings");
    const documentPath = `/document/${seeded.uuid}`;
    const searchPath = `/search?wd=${encodeURIComponent(seeded.word)}`;
    const targets: Record<string, Captured> = {};
    for (const url of ["/api/v1/settings", "/", documentPath, searchPath]) {
      const captured = await capture(`${wenku.base}${url}`);
      if (captured.status !== 200) throw new Error(`GET ${url} answered ${captured.status}: ${captured.body.toString().slice(0, 300)}`);
      console.log(`GET ${url}: ${captured.body.length} bytes, ${captured.contentType}`);
      targets[url] = captured;
    }
    const capturesFile = path.join(dataDir, "bench-captures.json");
    const stored = Object.fromEntries(Object.entries(targets).map(([url, c]) => [url, { contentType: c.contentType, base64: c.body.toString("base64") }]));
    fs.writeFileSync(capturesFile, JSON.stringify(stored));
    const bare = await start(["--import", "tsx", bareServerEntry, capturesFile], {}, "/__idle");
    console.log(`autocannon: ${connections} connections, pipelining ${pipelining}, ${durationSeconds} s per run, median of ${rounds} alternating rounds\n`);

    const probe = `${bare.base}/__idle`;
    // Every handler runs for a while before any is measured, so no measurement pays for the JIT's first passes.
    for (const url of Object.keys(targets)) for (const server of [bare, wenku]) await load(`${server.base}${url}`, warmupSeconds);
    const settings = await compare("/api/v1/settings", `${bare.base}/api/v1/settings`, `${wenku.base}/api/v1/settings`, probe);
    const home = await compare("/ (SSR home)", `${bare.base}/`, `${wenku.base}/`, probe);
    const document = await compare("document page", `${bare.base}${documentPath}`, `${wenku.base}${documentPath}`, probe);
    const search = await compare("search page", `${bare.base}${searchPath}`, `${wenku.base}${searchPath}`, probe);
    const bareHome = await measure("bare  / (for the rendering server)", `${bare.base}/`, probe);
    await wenku.stop();
    const rendering = await start([serverEntry], { ...serverEnv, WENKU_PAGE_CACHE_MS: "0" }, "/api/v1/settings");
    await load(`${rendering.base}/`, warmupSeconds);
    const rendered = await measure("wenku / (rendered each request)", `${rendering.base}/`, probe);

    console.log("");
    console.log(`ssr home rendered on every request: ${(rendered / bareHome).toFixed(2)} of bare Fastify`);
    console.log(`ssr home: ${home.toFixed(2)} of bare Fastify`);
    console.log(`document page: ${document.toFixed(2)} of bare Fastify (goal >= 0.5)`);
    console.log(`search page: ${search.toFixed(2)} of bare Fastify (goal >= 0.5)`);
    console.log(`settings: ${settings.toFixed(2)} of bare Fastify (goal >= 0.8)`);
  } finally {
    for (const server of started) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
