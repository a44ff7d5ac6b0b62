import { Redis } from "ioredis";
import type { Logger } from "../context.js";

/** After a command fails while the connection looks open (e.g. a hung server), Redis is left alone this long. */
const SUSPEND_MS = 5_000;

/**
 * A connection to Redis that never makes a request wait for it: while Redis is down, `up()` is false and commands
 * fail at once (no offline queue), so callers count in this process instead. The connection comes back by itself
 * (ioredis reconnects every second at most).
 */
export interface RedisLink {
  readonly client: Redis;
  /** Whether commands can go to Redis now. */
  up(): boolean;
  /** A command failed: Redis is suspended for a moment; the first failure since it was last up logs one warning. */
  failed(error: unknown): void;
  /** A command was answered: after a failure, Redis is up again. */
  answered(): void;
  /** Runs `handler` each time the connection is ready again after it was lost. */
  onRecovered(handler: () => void): void;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  log: Logger;
  /** What the warning says this process does while Redis is down; no warning when absent (a second connection). */
  whileDown?: string;
  /** Queue commands sent while disconnected until the connection is back (for the subscriber: SUBSCRIBE). */
  queueWhileDown?: boolean;
}

export function connectRedis(url: string, options: RedisLinkOptions): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: options.queueWhileDown ?? false,
    maxRetriesPerRequest: options.queueWhileDown ? null : 0,
    commandTimeout: options.queueWhileDown ? undefined : 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 1_000),
  });
  let down = false;
  let everReady = false;
  let suspendedUntil = 0;
  let closing = false;
  const recovered: Array<() => void> = [];

  const markDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    if (options.whileDown) options.log.warn(`Redis unreachable (${reason}): ${options.whileDown}`, { url: safeUrl(url) });
  };

  client.on("error", (error: Error) => markDown(error.message));
  client.on("close", () => {
    if (everReady) markDown("connection closed");
  });
  const markUp = () => {
    if (down && options.whileDown) options.log.info("Redis reachable again: shared state is back", { url: safeUrl(url) });
    down = false;
  };
  client.on("ready", () => {
    // Lost after being up, or down since start: either way, messages may have been missed meanwhile.
    const wasLost = everReady || down;
    everReady = true;
    suspendedUntil = 0;
    markUp();
    if (wasLost) for (const handler of recovered) handler();
  });

  return {
    client,
    up: () => client.status === "ready" && (suspendedUntil === 0 || Date.now() >= suspendedUntil),
    failed(error) {
      suspendedUntil = Date.now() + SUSPEND_MS;
      markDown(error instanceof Error ? error.message : String(error));
    },
    answered() {
      if (down) markUp();
    },
    onRecovered: (handler) => void recovered.push(handler),
    async close() {
      closing = true;
      recovered.length = 0;
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** The URL without its password, for logs. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable WENKU_REDIS_URL)";
  }
}
