import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { runSitemap } from "./run-sitemap.js";

/**
 * What every server process needs (modules/index.ts extraHandlers): a document or article published, changed or
 * removed in this process has the sitemap generated again `env.sitemapDelayMs` (30 s) after the first change, so a
 * burst of changes costs one generation and a steady stream of them cannot put it off. A change during a generation
 * asks for the next one. When another process holds the lease, the request is recorded for it (run-sitemap.ts).
 * Registers no HTTP handler.
 */
export function sitemapHandlers(ctx: AppContext): Array<(app: FastifyInstance) => void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const generate = () => {
    timer = undefined;
    running = runSitemap(ctx)
      .catch((error: unknown) => ctx.log.error("sitemap generation failed", { err: error }))
      .finally(() => (running = undefined));
  };
  const changed = () => {
    if (stopped || timer) return;
    timer = setTimeout(generate, Math.max(0, ctx.env.sitemapDelayMs));
    timer.unref();
  };

  ctx.events.on("document.changed", changed);
  ctx.events.on("document.deleted", changed);
  ctx.events.on("article.changed", changed);
  ctx.events.on("article.deleted", changed);
  ctx.hooks.onShutdown.push(async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  return [];
}
