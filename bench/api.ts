/**
 * API and SSR throughput against a bare Fastify serving the same bytes (npm run bench:api).
 *
 * Seeds a temporary data folder (SQLite) with one real document, uploaded, converted and indexed by the real
 * workers, and one real article with math, code and a table posted through the API, then starts the server as
 * production runs it (`node apps/server/dist/main.js` of `npm run build`, with the built web app) in its own
 * process. It records the exact bytes and content type of GET /api/v1/settings, the home page, the document page,
 * the article page and a search page; a bare Fastify in another process serves those bytes, and autocannon in this
 * process loads each. Server renders are anonymous, so the server reuses a page for WENKU_PAGE_CACHE_MS (2 s):
 * pages are measured with that micro-cache (what visitors get; the document and article pages still count every
 * view and the search page logs every search) and the home page also on a server started with every request
 * rendered.
 *
 * A second data folder holds WENKU_BENCH_SITEMAP_DOCS (100,000) public documents among hidden ones, written with
 * bulk inserts (api-support/sitemap-scale.ts); its sitemap is generated in a process of its own (time and peak
 * memory printed, the URLs checked against the database), and a second production server on that folder, with
 * every page rendered for its request (the sitemap's files do not go through the page cache), serves /sitemap.xml
 * and a file of 10,000 URLs, measured against the bare server too.
 *
 * The long tail (issue 49): servers with every request rendered (that second one, and one on the seeded folder,
 * which then measures the home page rendered on every request) measure the server's CPU per page of
 * WENKU_BENCH_UNCACHED_PAGES (1,000) distinct document pages of that library, its home page as many times, and as
 * many search pages of the seeded document's words (api-support/uncached-pages.ts).
 *
 * Each ratio is the median of alternating rounds; the last lines are the ratios. WENKU_BENCH_SECONDS (5) sets the
 * length of a measurement, WENKU_BENCH_ROUNDS (3) the rounds and WENKU_BENCH_WARMUP_SECONDS (2; 0 for none) the
 * warm-up of each handler, WENKU_BENCH_SAMPLE_MS (1,000) how often autocannon samples the rate; the test suite's
 * smoke run (scripts/bench-smoke/) sets them and the sitemap's documents tiny. WENKU_BENCH_KEEP=1 keeps both data
 * folders (their paths printed) to profile a server on them.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { processCpuSeconds } from "./api-support/process-cpu.js";
import { startServerProcess, type ServerProcess } from "./api-support/server-process.js";
import { runNodeScript } from "./api-support/run-script.js";
import type { WrittenSitemapLibrary } from "./api-support/sitemap-library.js";
import { prepareSitemapScale } from "./api-support/sitemap-scale.js";
import { documentPaths, measureUncachedPages } from "./api-support/uncached-pages.js";

const root = path.resolve(import.meta.dirname, "..");
/** The built web app the servers render with: WENKU_WEB_BUILD (a snapshot of it, as the smoke run gives) or apps/web/build. */
const webServerEntry = path.join(process.env.WENKU_WEB_BUILD ?? path.join(root, "apps/web/build"), "server/index.js");
const serverEntry = path.join(root, "apps/server/dist/main.js");
const bareServerEntry = path.join(root, "bench/api-support/bare-server.ts");
const seedScript = path.join(root, "bench/api-support/seed-document.ts");
const durationSeconds = Number(process.env.WENKU_BENCH_SECONDS ?? 5);
const rounds = Number(process.env.WENKU_BENCH_ROUNDS ?? 3);
const warmupSeconds = Number(process.env.WENKU_BENCH_WARMUP_SECONDS ?? 2);
/** autocannon's sample interval in ms (1,000): the smoke run measures for a fraction of a second, sampled as often. */
const sampleMs = Number(process.env.WENKU_BENCH_SAMPLE_MS ?? 1000);
const connections = 50;
const pipelining = 1;
const sitemapDocuments = Number(process.env.WENKU_BENCH_SITEMAP_DOCS ?? 100_000);
/** Pages of each kind rendered for their request (issue 49: 1,000 distinct documents, so no cache helps). */
const uncachedPages = Number(process.env.WENKU_BENCH_UNCACHED_PAGES ?? 1000);
/** Words of the seeded document (seed-document.ts) the uncached search pages look for. */
/** What a browser sends: the page cache's gzipped responses (apps/server/src/web/page-gzip.ts) are measured with it. */
const gzipAsked = { "accept-encoding": "gzip, deflate, br" };
const searchWords = ["throughput", "page", "library", "readers", "benchmark", "吞吐量", "基准文档"];

interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

interface LoadResult {
  requests: { average: number; total: number };
  "2xx": number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * One GET with no Accept-Encoding, so the bytes are what autocannon (which sends none) receives; with `headers`,
 * e.g. gzip asked for, the bytes as they came (not unpacked).
 */
function capture(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
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

function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  // The servers run in their own processes, so the load generator has this one to itself.
  return autocannon({ url, headers, connections, pipelining, duration: seconds, timeout: 30, sampleInt: sampleMs });
}

/**
 * A handler's warm-up before it is measured, so that no measurement pays for the JIT's first passes: one request
 * (a fresh server's first answer can take longer than a short measurement), then load for warmupSeconds.
 */
async function warmUp(url: string, headers: Record<string, string> = {}) {
  await capture(url, headers);
  if (warmupSeconds > 0) await load(url, warmupSeconds, headers);
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

interface Measured {
  perSecond: number;
  answered: number;
  /** The server's CPU time per answered request, in microseconds (undefined without /proc). */
  cpuMicros: number | undefined;
}

/** Requests per second, how many were answered 2xx, and the server's CPU time per request. */
async function measure(label: string, url: string, probeUrl: string, server?: ServerProcess, headers: Record<string, string> = {}): Promise<Measured> {
  await waitUntilIdle(probeUrl);
  const cpuBefore = processCpuSeconds(server?.pid);
  const result = await load(url, durationSeconds, headers);
  const cpuAfter = processCpuSeconds(server?.pid);
  const perSecond = (result.requests.average * 1000) / sampleMs;
  const cpuMicros = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? ((cpuAfter - cpuBefore) / result.requests.total) * 1e6 : undefined;
  const problems = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
      (cpuMicros !== undefined ? `   ${cpuMicros.toFixed(1)} µs CPU/request` : "") +
      (problems ? `   (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ""),
  );
  return { perSecond, answered: result["2xx"], cpuMicros };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

interface Compared {
  ratio: number;
  /** The lowest round's ratio. */
  lowest: number;
  /** The bare server's CPU per request over Wenku's (1 = no added cost), median of the rounds. */
  cpuRatio: number | undefined;
  wenkuAnswered: number;
}

/**
 * Wenku's rate over the bare server's, as the median of alternating rounds: the load generator and both servers
 * share two cores, so one round alone swings by a fifth. The CPU each server spends per request is compared too.
 */
async function compare(
  label: string,
  bare: { url: string; server: ServerProcess },
  wenku: { url: string; server: ServerProcess },
  probeUrl: string,
  headers: Record<string, string> = {},
): Promise<Compared> {
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let wenkuAnswered = 0;
  for (let round = 1; round <= rounds; round++) {
    const bareRound = await measure(`bare  ${label} (round ${round})`, bare.url, probeUrl, bare.server, headers);
    const wenkuRound = await measure(`wenku ${label} (round ${round})`, wenku.url, probeUrl, wenku.server, headers);
    ratios.push(wenkuRound.perSecond / bareRound.perSecond);
    if (bareRound.cpuMicros !== undefined && wenkuRound.cpuMicros) cpuRatios.push(bareRound.cpuMicros / wenkuRound.cpuMicros);
    wenkuAnswered += wenkuRound.answered;
  }
  return { ratio: median(ratios), lowest: Math.min(...ratios), cpuRatio: cpuRatios.length === rounds ? median(cpuRatios) : undefined, wenkuAnswered };
}

/** The article's view count as the API reports it (written from memory once a second). */
async function articleViews(base: string, id: number): Promise<number> {
  const article = (await fetch(`${base}/api/v1/article?id=${id}`).then((r) => r.json())) as { view_count: number };
  return article.view_count;
}

/**
 * Seeds the data folder, then writes the sitemap's library of `sitemapDocuments` into its own, in a child process,
 * so nothing of either stays in the load generator's process.
 */
function seedDocument(dataDir: string, sitemapDir: string): Promise<{ uuid: string; word: string; articleId: number; library: WrittenSitemapLibrary }> {
  return runNodeScript(["--import", "tsx", seedScript, dataDir, sitemapDir, String(sitemapDocuments)]);
}

/** Records what `server` answers at each URL (200 only) into `targets`. */
async function captureAll(server: ServerProcess, urls: string[], targets: Map<string, { captured: Captured; server: ServerProcess }>) {
  for (const url of urls) {
    const captured = await capture(`${server.base}${url}`);
    if (captured.status !== 200) throw new Error(`GET ${url} answered ${captured.status}: ${captured.body.toString().slice(0, 300)}`);
    console.log(`GET ${url}: ${captured.body.length} bytes, ${captured.contentType}`);
    targets.set(url, { captured, server });
  }
}

/** The values of settled promises, or the first one's reason if any was rejected. */
function settled<T extends unknown[]>(outcomes: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  const rejected = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as T;
}

async function main() {
  for (const entry of [webServerEntry, serverEntry]) {
    if (fs.existsSync(entry)) continue;
    console.error(`Not built (${path.relative(root, entry)} is missing). Run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-api-"));
  const sitemapDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-sitemap-"));
  const started: ServerProcess[] = [];
  const start = async (args: string[], env: Record<string, string>, readyPath: string) => {
    const server = await startServerProcess(args, env, readyPath);
    started.push(server);
    return server;
  };
  try {
    // One after the other (the seed's process writes the library once its seed is done): the seed's article render
    // runs at a low priority with a cap on its wall time (markdown/render-pool.ts), which writing the sitemap's
    // library beside it could exceed.
    const seeded = await seedDocument(dataDir, sitemapDir);
    const sitemap = await prepareSitemapScale(sitemapDir, seeded.library);
    const serverEnv = { WENKU_DATA_DIR: dataDir, WENKU_WORKERS: "none" };
    // Both start at once; allSettled, so that neither is still starting (and then left running) when one fails. The
    // sitemap's server renders every page for its request: its sitemap files do not go through the page cache, and
    // it then measures the uncached pages of its library.
    const [wenku, wenkuSitemap] = settled(
      await Promise.allSettled([
        start([serverEntry], serverEnv, "/api/v1/settings"),
        start([serverEntry], { WENKU_DATA_DIR: sitemapDir, WENKU_WORKERS: "none", WENKU_PAGE_CACHE_MS: "0" }, "/api/v1/settings"),
      ]),
    );
    const documentPath = `/document/${seeded.uuid}`;
    const articlePath = `/article/${seeded.articleId}`;
    const searchPath = `/search?wd=${encodeURIComponent(seeded.word)}`;
    const sitemapFilePath = `/sitemap/${sitemap.documentsFile}`;
    const targets = new Map<string, { captured: Captured; server: ServerProcess }>();
    await captureAll(wenku, ["/api/v1/settings", "/", documentPath, articlePath, searchPath], targets);
    await captureAll(wenkuSitemap, ["/sitemap.xml", sitemapFilePath], targets);
    const listedFiles = targets.get("/sitemap.xml")!.captured.body.toString().match(/<sitemap>/g)?.length ?? 0;
    if (listedFiles !== sitemap.files) throw new Error(`/sitemap.xml lists ${listedFiles} files, the generation wrote ${sitemap.files}`);
    if (!targets.get(articlePath)!.captured.body.toString().includes('class="katex')) throw new Error(`${articlePath} has no KaTeX markup`);
    const capturesFile = path.join(dataDir, "bench-captures.json");
    // The home page as a browser asks for it too: the bare server sends the gzip bytes Wenku sent (a static server with
    // precompressed files), Wenku must not compress it again for each request.
    const gzipHome = await capture(`${wenku.base}/`, gzipAsked);
    if (gzipHome.status !== 200 || zlib.gunzipSync(gzipHome.body).length === 0) throw new Error("/ did not answer gzip");
    const stored = Object.fromEntries(
      [...targets].map(([url, t]) => [
        url,
        { contentType: t.captured.contentType, base64: t.captured.body.toString("base64"), ...(url === "/" ? { gzipBase64: gzipHome.body.toString("base64") } : {}) },
      ]),
    );
    fs.writeFileSync(capturesFile, JSON.stringify(stored));
    const bare = await start(["--import", "tsx", bareServerEntry, capturesFile], {}, "/__idle");
    console.log(`autocannon: ${connections} connections, pipelining ${pipelining}, ${durationSeconds} s per run, median of ${rounds} alternating rounds\n`);

    const probe = `${bare.base}/__idle`;
    for (const [url, target] of targets) for (const server of [bare, target.server]) await warmUp(`${server.base}${url}`);
    for (const server of [bare, wenku]) await warmUp(`${server.base}/`, gzipAsked);
    const run = (label: string, url: string) => {
      const target = targets.get(url)!.server;
      return compare(label, { url: `${bare.base}${url}`, server: bare }, { url: `${target.base}${url}`, server: target }, probe);
    };
    const ratio = async (label: string, url: string) => (await run(label, url)).ratio;
    const settings = await run("/api/v1/settings", "/api/v1/settings");
    const home = await ratio("/ (SSR home)", "/");
    const homeGzip = (await compare("/ (SSR home, gzip)", { url: `${bare.base}/`, server: bare }, { url: `${wenku.base}/`, server: wenku }, probe, gzipAsked)).ratio;
    const document = await ratio("document page", documentPath);
    const viewsBefore = await articleViews(wenku.base, seeded.articleId);
    const { ratio: article, wenkuAnswered: articleRequests } = await run("article page", articlePath);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The API's GET counts a view of its own too.
    const articleViewsCounted = (await articleViews(wenku.base, seeded.articleId)) - viewsBefore - 1;
    console.log(`article views counted during its rounds: ${articleViewsCounted} of ${articleRequests} pages served`);
    if (articleViewsCounted < articleRequests) throw new Error("the article page did not count a view per request");
    const search = await ratio("search page", searchPath);
    const sitemapIndex = await ratio("/sitemap.xml", "/sitemap.xml");
    const sitemapFile = await ratio("sitemap file", sitemapFilePath);
    const uncachedSitemap = wenkuSitemap;
    const uncachedSeeded = await start([serverEntry], { ...serverEnv, WENKU_PAGE_CACHE_MS: "0" }, "/api/v1/settings");
    const documents = documentPaths(targets.get(sitemapFilePath)!.captured.body.toString());
    const warmupCount = Math.max(10, Math.floor(uncachedPages / 10));
    if (documents.length < uncachedPages + warmupCount) throw new Error(`${sitemapFilePath} lists ${documents.length} documents, fewer than ${uncachedPages + warmupCount}`);
    const searches = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `/search?wd=${encodeURIComponent(searchWords[(from + i) % searchWords.length])}`);
    const uncachedLines = await measureUncachedPages([
      { kind: "document", goalMs: 8, server: uncachedSitemap, urls: documents.slice(0, uncachedPages), warmup: documents.slice(uncachedPages, uncachedPages + warmupCount) },
      { kind: "home", goalMs: 10, server: uncachedSitemap, urls: Array.from({ length: uncachedPages }, () => "/"), warmup: Array.from({ length: warmupCount }, () => "/") },
      { kind: "search", goalMs: 10, server: uncachedSeeded, urls: searches(warmupCount, uncachedPages), warmup: searches(0, warmupCount) },
    ]);
    await uncachedSitemap.stop();
    const bareHome = (await measure("bare  / (for the rendering server)", `${bare.base}/`, probe, bare)).perSecond;
    await wenku.stop();
    // The seeded folder's server that renders every request (it rendered the uncached search pages) measures the home page.
    const rendering = uncachedSeeded;
    await warmUp(`${rendering.base}/`);
    const rendered = (await measure("wenku / (rendered each request)", `${rendering.base}/`, probe, rendering)).perSecond;

    const { memory } = sitemap;
    console.log("");
    console.log(
      `sitemap at ${sitemap.documents} documents: generated in ${sitemap.seconds.toFixed(2)} s, ${sitemap.urls} URLs in ${sitemap.files} files, ` +
        `peak RSS ${memory.maxRssMb} MB (process maxRSS; ${memory.rssBeforeMb} MB before generating, heap +${memory.peakHeapDeltaMb} MB sampled)`,
    );
    console.log(`ssr home rendered on every request: ${(rendered / bareHome).toFixed(2)} of bare Fastify`);
    for (const line of uncachedLines) console.log(line);
    console.log(`ssr home: ${home.toFixed(2)} of bare Fastify (goal >= 0.9)`);
    console.log(`ssr home, gzip asked for: ${homeGzip.toFixed(2)} of bare Fastify sending the same gzip bytes`);
    console.log(`document page: ${document.toFixed(2)} of bare Fastify (goal >= 0.9)`);
    console.log(`article page: ${article.toFixed(2)} of bare Fastify (goal >= 0.9)`);
    console.log(`search page: ${search.toFixed(2)} of bare Fastify (goal >= 0.9)`);
    console.log(`/sitemap.xml (${sitemap.files} files): ${sitemapIndex.toFixed(2)} of bare Fastify`);
    console.log(`sitemap file (${sitemap.documentsFile}, 10,000 URLs): ${sitemapFile.toFixed(2)} of bare Fastify`);
    const settingsCpu = settings.cpuRatio === undefined ? "" : `; CPU per request ${settings.cpuRatio.toFixed(2)} of bare Fastify's`;
    console.log(`settings: ${settings.ratio.toFixed(2)} of bare Fastify (goal >= 0.8); lowest round ${settings.lowest.toFixed(2)} (goal >= 0.8 in every round)${settingsCpu}`);
  } finally {
    for (const server of started) await server.stop();
    if (process.env.WENKU_BENCH_KEEP === "1") console.log(`kept: seeded folder ${dataDir}, sitemap library ${sitemapDir}`);
    else for (const dir of [dataDir, sitemapDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
