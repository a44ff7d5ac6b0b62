import crypto from "node:crypto";
import os from "node:os";
import type { AppContext } from "../../context.js";
import { generateSitemap, type GeneratedSitemap, type GenerateOptions } from "./generate-sitemap.js";
import { claimSitemapLease, releaseSitemapLease, requestSitemap } from "./sitemap-lease.js";

/** This process's name on the lease. */
export const processOwner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;

export type SitemapRun = { status: "generated"; sitemap: GeneratedSitemap } | { status: "taken" };

const runs = new WeakMap<AppContext, Promise<unknown>>();

/**
 * Generates the sitemap now, one run at a time in this process and across processes (the lease). When another
 * process is generating, the request is recorded for it (or the next worker round) and "taken" is returned.
 */
export function runSitemap(ctx: AppContext, options: Omit<GenerateOptions, "owner"> = {}): Promise<SitemapRun> {
  const previous = runs.get(ctx) ?? Promise.resolve();
  // The previous run's failure went to its own caller; this one starts all the same.
  const run = previous.catch(() => undefined).then(() => runOnce(ctx, options));
  runs.set(ctx, run);
  // Only tidies the map: a failed run reaches the caller through the `run` returned.
  void run.finally(() => {
    if (runs.get(ctx) === run) runs.delete(ctx);
  }).catch(() => undefined);
  return run;
}

/** Whether this process is generating now. */
export const sitemapRunning = (ctx: AppContext) => runs.has(ctx);

async function runOnce(ctx: AppContext, options: Omit<GenerateOptions, "owner">): Promise<SitemapRun> {
  if (!(await claimSitemapLease(ctx, processOwner))) {
    await requestSitemap(ctx);
    return { status: "taken" };
  }
  try {
    const sitemap = await generateSitemap(ctx, { ...options, owner: processOwner });
    if (sitemap.published) ctx.log.info("sitemap generated", { urls: sitemap.urlCount, files: sitemap.files.length });
    return { status: "generated", sitemap };
  } finally {
    await releaseSitemapLease(ctx, processOwner);
  }
}
