/**
 * bench:api's long tail: pages rendered for their request (WENKU_PAGE_CACHE_MS=0), the server's CPU time per page
 * for each kind, against the goals of issue 49. Document pages are `count` distinct documents of the sitemap's
 * library (each asked once), the home page is that library's (a bucket per category), and search pages search the
 * seeded, indexed document's words.
 */
import { processCpuSeconds } from "./process-cpu.js";
import type { ServerProcess } from "./server-process.js";

/** A few requests at a time: the server's one event loop stays busy while the load generator waits for answers. */
const concurrency = 4;

export interface UncachedKind {
  kind: "home" | "document" | "search";
  goalMs: number;
  server: ServerProcess;
  /** Measured, each once. */
  urls: string[];
  /** Asked first, not measured: other URLs of the kind, so that no measured page was rendered before. */
  warmup: string[];
}

async function get(url: string) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
}

/** Every URL once, `concurrency` at a time; the server's CPU seconds spent meanwhile. */
async function cpuSecondsFor(server: ServerProcess, urls: string[]): Promise<number | undefined> {
  const before = processCpuSeconds(server.pid);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) await get(`${server.base}${urls[next++]}`);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const after = processCpuSeconds(server.pid);
  return before === undefined || after === undefined ? undefined : after - before;
}

/** The document pages a sitemap file lists, as paths. */
export function documentPaths(sitemapFile: string): string[] {
  return [...sitemapFile.matchAll(/<loc>[^<]*?(\/document\/[0-9a-f]+)<\/loc>/g)].map((match) => match[1]);
}

/** Measures each kind after its warm-up and prints its CPU per page and goal. */
export async function measureUncachedPages(kinds: UncachedKind[]): Promise<string[]> {
  const lines: string[] = [];
  for (const { kind, goalMs, server, urls, warmup } of kinds) {
    await cpuSecondsFor(server, warmup);
    const seconds = await cpuSecondsFor(server, urls);
    const perPage = seconds === undefined ? "-" : ((seconds * 1000) / urls.length).toFixed(1);
    const line = `uncached ${kind} page: ${perPage} ms CPU a page over ${urls.length} pages (goal <= ${goalMs} ms)`;
    console.log(line);
    lines.push(line);
  }
  return lines;
}
