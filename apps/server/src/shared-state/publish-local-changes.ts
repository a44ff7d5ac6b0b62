import type { AppContext } from "../context.js";
import type { InvalidationBus } from "./invalidation-bus.js";

const contentEvents = ["document.changed", "document.deleted", "article.changed", "article.deleted"] as const;

/**
 * Tells the other processes what this one changed, as it drops its own copies: an API write (the pages kept for a
 * moment) and a document or article changed or gone (also the spiders' pages kept for days), wherever it happened:
 * a web process or a worker's conversion. The settings store publishes its own changes (settings/store.ts).
 */
export function publishLocalChanges(ctx: AppContext, bus: InvalidationBus): void {
  ctx.hooks.afterMutation.push(() => void bus.publish("pages"));
  for (const event of contentEvents) ctx.events.on(event, () => bus.publish("content"));
}
