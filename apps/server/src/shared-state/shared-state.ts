import type { Logger } from "../context.js";
import { redisInvalidationBus, type InvalidationBus } from "./invalidation-bus.js";
import { connectRedis, type RedisLink } from "./redis-link.js";

/**
 * State several processes share through Redis (WENKU_REDIS_URL): the counts of rate limits and the bus that tells
 * every process to drop what it keeps in memory. Absent without Redis: everything stays in the one process.
 */
export interface SharedState {
  redis: RedisLink;
  bus: InvalidationBus;
  close(): Promise<void>;
}

/** How long start-up waits for Redis: a process starts without it (and counts alone) rather than not at all. */
const FIRST_CONNECT_MS = 3_000;

export async function openSharedState(url: string, log: Logger): Promise<SharedState> {
  const redis = connectRedis(url, { log, whileDown: "rate limits count per process, other processes' caches miss changes" });
  const subscriber = connectRedis(url, { log, queueWhileDown: true });
  const { subscribed, ...bus } = redisInvalidationBus(redis, subscriber, log);
  const ready = new Promise<void>((resolve) => (redis.client.status === "ready" ? resolve() : redis.client.once("ready", () => resolve())));
  await withinFirstConnect(Promise.all([ready, subscribed]));
  return {
    redis,
    bus,
    async close() {
      await Promise.all([redis.close(), subscriber.close()]);
    },
  };
}

function withinFirstConnect(promise: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_CONNECT_MS)));
  return Promise.race([promise.then(() => undefined), late]).finally(() => clearTimeout(timer));
}
