import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { countInRedis, LocalWindows, type WindowCount } from "./fixed-window.js";
import type { RedisLink } from "./redis-link.js";

type Done = (error: Error | null, result?: WindowCount) => void;

/** What @fastify/rate-limit hands `child` (its types say route options): the merged limit options with the route. */
type RouteLimit = Parameters<FastifyRateLimitStore["child"]>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The counts of one route's limit (per client address): in Redis, shared by every process, while Redis answers; in
 * this process while it does not (each process then allows the limit; the link logs one warning), and in Redis
 * again once it is back.
 */
class RouteCounts implements FastifyRateLimitStore {
  private readonly local = new LocalWindows();

  constructor(
    private readonly link: RedisLink,
    private readonly prefix: string,
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    countInRedis(this.link, this.prefix + key, timeWindow).then(
      (shared) => done(null, shared ?? this.local.count(key, timeWindow)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: RouteLimit): FastifyRateLimitStore {
    const method = [routeOptions.routeInfo?.method ?? ""].flat().join(",");
    return new RouteCounts(this.link, `${this.prefix}${method}${routeOptions.routeInfo?.url ?? ""}:`);
  }
}

/** The `store` for @fastify/rate-limit when Redis is configured (the plugin constructs it with its options). */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends RouteCounts {
    constructor() {
      super(link, "wenku:rate:");
    }
  };
}
