import type { RenderTrace } from "./render-trace.js";

/**
 * A micro-cache of server-rendered pages. Server renders show only the anonymous view, so one URL renders the
 * same HTML for every visitor; caching it for a moment turns a burst of visitors into one render. Concurrent
 * misses of one URL share a single render. Entries live `ttlMs` (0 turns the cache off), at most `maxEntries`.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** What the render did that counts for every request of the page (see render-trace.ts). */
  trace?: RenderTrace;
}

export interface PageCache {
  /** The page of `key`, rendered when it is missing or older than `ttlMs` (the cache's own lifetime unless given). */
  get(key: string, render: () => Promise<CachedPage>, ttlMs?: number): Promise<CachedPage>;
  clear(): void;
}

export function createPageCache(defaultTtlMs: number, maxEntries = 500): PageCache {
  const entries = new Map<string, { at: number; page: CachedPage }>();
  const pending = new Map<string, Promise<CachedPage>>();
  return {
    async get(key, render, ttlMs = defaultTtlMs) {
      if (ttlMs <= 0) return render();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.page;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const rendering = render()
        .then((page) => {
          if (page.status === 200) {
            entries.delete(key);
            entries.set(key, { at: Date.now(), page });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, rendering);
      return rendering;
    },
    clear() {
      entries.clear();
    },
  };
}
