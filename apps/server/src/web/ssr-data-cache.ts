import type { AppContext } from "../context.js";

const contentEvents = ["document.changed", "document.deleted", "article.changed", "article.deleted"] as const;

/** Public data that many server renders share, loaded once for all the renders of a moment. */
export interface SsrDataCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Keeps the anonymous site data (categories, navigation, friendly links, banners, document and article lists) as
 * the settings store keeps what it derives (`ctx.settings.memo`: its 2 s, dropped when a setting is saved here or,
 * with Redis, anywhere), and drops it at once on any API write or document or article change in this process and,
 * with Redis, on the `pages` and `content` topics of the other processes. Without Redis another process's change
 * shows within those 2 s, as with the page cache. A load that started before a drop is never served after it.
 */
export function createSsrDataCache(ctx: AppContext): SsrDataCache {
  let generation = 0;
  const drop = () => {
    generation++;
  };
  ctx.hooks.afterMutation.push(drop);
  for (const event of contentEvents) ctx.events.on(event, drop);
  for (const topic of ["pages", "content"] as const) ctx.shared?.bus.subscribe(topic, drop);
  return { get: (key, load) => ctx.settings.memo(`ssr-data:${generation}:${key}`, load) };
}
