/**
 * Generates the sitemap of a data folder (first argument) in a process of its own, with runSitemap — the function
 * PUT /api/v1/sitemap calls — and measures it: wall time, and memory as (a) the OS's peak resident set of this
 * process (process.resourceUsage().maxRSS, startup included) and (b) the highest RSS and V8 heap seen by a 5 ms
 * sampler during the run, over their values just before it (after a full GC). Then checks the result against the
 * database: the URL count equals the public documents, articles and categories, and the documents' files list
 * exactly the public documents' uuids. Prints the figures as JSON on its last line. Run with --expose-gc.
 */
import { createContext, silentLogger } from "../../apps/server/dist/bootstrap.js";
import type { AppContext } from "../../apps/server/dist/context.js";
import { runSitemap } from "../../apps/server/dist/modules/sitemap/run-sitemap.js";
import { generationPrefix } from "../../apps/server/dist/modules/sitemap/sitemap-storage.js";
import { storageFor } from "../../apps/server/dist/modules/storage/storage-for.js";
import "../../apps/server/dist/modules/articles/tables.js";

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Highest RSS and heap seen while `work` runs, sampled every 5 ms (and once at the end). */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; peakRss: number; peakHeap: number }> {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, peakRss, peakHeap };
  } finally {
    clearInterval(timer);
  }
}

/** The public items counted in the database, independently of the generator. */
async function publicCounts(ctx: AppContext) {
  const db = ctx.db.kysely;
  const count = (rows: { n: unknown } | undefined) => Number(rows?.n ?? 0);
  const documents = await db.selectFrom("document").select((eb) => eb.fn.countAll().as("n")).where("status", "=", 2).where("deleted_at", "is", null).executeTakeFirst();
  const articles = await db.selectFrom("article").select((eb) => eb.fn.countAll().as("n")).where("status", "=", 1).where("deleted_at", "is", null).executeTakeFirst();
  const categories = await db.selectFrom("category").select((eb) => eb.fn.countAll().as("n")).where("enable", "=", 1).where("type", "in", [0, 1]).executeTakeFirst();
  return { documents: count(documents), articles: count(articles), categories: count(categories) };
}

/** Whether the documents' files list each public document's uuid once and nothing else. */
async function documentFilesMatch(ctx: AppContext, generation: string, files: string[]): Promise<boolean> {
  const listed: string[] = [];
  for (const file of files.filter((f) => f.startsWith("documents-"))) {
    const stream = await storageFor(ctx).read(`${generationPrefix(generation)}${file}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    for (const match of body.matchAll(/<loc>[^<]*\/document\/([0-9a-f]{16})<\/loc>/g)) listed.push(match[1]);
  }
  const rows = await ctx.db.kysely.selectFrom("document").select("uuid").where("status", "=", 2).where("deleted_at", "is", null).execute();
  const expected = new Set(rows.map((r) => r.uuid));
  return listed.length === expected.size && new Set(listed).size === listed.length && listed.every((uuid) => expected.has(uuid));
}

async function generate(dataDir: string) {
  const ctx = await createContext({ dataDir, databaseUrl: undefined }, silentLogger);
  try {
    globalThis.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const { result: run, peakRss, peakHeap } = await sampled(() => runSitemap(ctx));
    const seconds = (performance.now() - started) / 1000;
    const maxRss = process.resourceUsage().maxRSS * 1024;
    if (run.status !== "generated" || !run.sitemap.published) throw new Error(`the sitemap was not generated (${run.status})`);
    const { sitemap } = run;
    const expected = await publicCounts(ctx);
    const files = sitemap.files.map((f) => f.file);
    return {
      seconds,
      urls: sitemap.urlCount,
      files: files.length,
      firstDocumentsFile: files.find((f) => f.startsWith("documents-")) ?? "",
      largestFileUrls: Math.max(...sitemap.files.map((f) => f.urls)),
      expected,
      countsMatch: sitemap.urlCount === expected.documents + expected.articles + expected.categories,
      documentsMatch: await documentFilesMatch(ctx, sitemap.generation, files),
      memory: {
        maxRssMb: mb(maxRss),
        rssBeforeMb: mb(before.rss),
        peakRssDeltaMb: mb(peakRss - before.rss),
        heapBeforeMb: mb(before.heapUsed),
        peakHeapDeltaMb: mb(peakHeap - before.heapUsed),
      },
    };
  } finally {
    await ctx.db.close();
  }
}

console.log(JSON.stringify(await generate(process.argv[2])));
process.exit(0);
