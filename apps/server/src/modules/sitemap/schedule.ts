import type { AppContext } from "../../context.js";
import { startPollingWorker } from "../../workers/polling-worker.js";
import { configuredSiteOrigin } from "../settings/site-origin.js";
import { runSitemap } from "./run-sitemap.js";
import { readSitemapState } from "./sitemap-lease.js";

/** The sitemap is generated again once it is this old. */
export const SITEMAP_MAX_AGE_MS = 24 * 60 * 60_000;
/** How often the worker looks whether one is due. */
export const SITEMAP_CHECK_MS = 10 * 60_000;

/**
 * Whether a generation is due: none yet, the served one a day old, one requested while another process was
 * generating, or the site's domain changed. Read from the database, so restarts keep the daily rhythm.
 */
export async function sitemapDue(ctx: AppContext, now = Date.now()): Promise<boolean> {
  const state = await readSitemapState(ctx);
  if (!state.generated_at) return true;
  if (now - Date.parse(state.generated_at) >= SITEMAP_MAX_AGE_MS) return true;
  if (state.requested_at && state.requested_at > state.generated_at) return true;
  return state.domain !== (await configuredSiteOrigin(ctx));
}

/** The background worker (modules/index.ts workers): generates whenever one is due, until the server shuts down. */
export function sitemapWorker(ctx: AppContext): () => Promise<void> {
  return () => {
    const worker = startPollingWorker(ctx, {
      name: "sitemap generation",
      idleMs: SITEMAP_CHECK_MS,
      wakeOn: [],
      async step() {
        if (await sitemapDue(ctx)) await runSitemap(ctx);
        return false;
      },
    });
    ctx.hooks.onShutdown.push(() => worker.stop());
    return worker.done;
  };
}
