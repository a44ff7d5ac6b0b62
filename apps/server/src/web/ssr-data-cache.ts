import type { AppContext } from "../context.js";

const contentEvents = ["document.changed", "document.deleted", "article.changed", "article.deleted"] as const;

/** How long a list's total is kept while nothing changes (the invalidation below drops it at once otherwise). */
const TOTAL_MS = 10 * 60 * 1000;
/** Totals kept at most; the oldest goes first. */
const TOTALS_KEPT = 5_000;

/** Public data that many server renders share, loaded once for all the renders of a moment. */
export interface SsrDataCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * A list's total for its filters (`key`), kept across the renders of all its pages and sorts until a change:
   * counting a category of a large library reads every one of its documents (9 ms at 100,000 documents).
   */
  total(key: string, count: () => Promise<number>): Promise<number>;
}

/**
 * Keeps the anonymous site data (categories, navigation, friendly links, banners, document and article lists) as
 * the settings store keeps what it derives (`ctx.settings.memo`: its 2 s, dropped when a setting is saved here or,
 * with Redis, anywhere), and drops it at once on any API write or document or article change in this process and,
 * with Redis, on the `pages` and `content` topics of the other processes. Without Redis another process's change
 * shows within those 2 s, as with the page cache. A load that started before a drop is never served after it.
 * Lists' totals are kept longer when every change reaches this process (Redis, or the workers run here).
 */
export function createSsrDataCache(ctx: AppContext): SsrDataCache {
  let generation = 0;
  const drop = () => {
    generation++;
  };
  ctx.hooks.afterMutation.push(drop);
  for (const event of contentEvents) ctx.events.on(event, drop);
  for (const topic of ["pages", "content"] as const) ctx.shared?.bus.subscribe(topic, drop);
  const get = <T>(key: string, load: () => Promise<T>) => ctx.settings.memo(`ssr-data:${generation}:${key}`, load);
  const seesEveryChange = ctx.shared !== undefined || ctx.env.workers === "inline";
  const totals = new Map<string, { generation: number; until: number; value: Promise<number> }>();
  return {
    get,
    total(key, count) {
      if (!seesEveryChange) return get(`total:${key}`, count);
      const kept = totals.get(key);
      if (kept && kept.generation === generation && kept.until > Date.now()) return kept.value;
      const value = count();
      totals.delete(key);
      totals.set(key, { generation, until: Date.now() + TOTAL_MS, value });
      if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value!);
      // A failed count is not kept: the next render counts again.
      value.catch(() => totals.get(key)?.value === value && totals.delete(key));
      return value;
    },
  };
}
