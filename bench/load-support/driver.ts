/**
 * A closed loop of virtual users: each keeps one connection (from an address of its own) and sends the mix's
 * operations one after the other, with no pause, until the step's time is up. Only requests that end within the
 * step are counted; a request is an error when it answers 400 or more, or fails on the socket.
 */
import { BoundClient, type CallOptions, type Reply } from "./http.js";
import { drawOperation, type MixContext, type Operation } from "./mix.js";
import type { Seeded } from "./seed.js";

export interface TypeStats {
  latencies: number[];
  errors: number;
}

export interface StepRecord {
  connections: number;
  seconds: number;
  /** Latencies in ms of every counted request, and per request type. */
  latencies: number[];
  errors: number;
  byType: Map<string, TypeStats>;
  /** "<type> <status or error code>" → how many, for the errors. */
  errorKinds: Map<string, number>;
  /** Documents created by uploads during the step: id and when the upload started (performance.now()). */
  uploads: Array<{ id: number; startedAt: number }>;
}

export interface StepOptions {
  origin: string;
  seeded: Seeded;
  connections: number;
  seconds: number;
  /** At most one upload per this many ms; undefined: no uploads. */
  uploadEveryMs?: number;
  /** Draws the next operation (default: the mix of mix.ts). */
  draw?: (random: number, uploadAllowed: boolean) => Operation;
  /**
   * The step goes on past `seconds` until this many requests have been answered (default: one per connection), at
   * most MAX_STRETCH times as long: on a loaded machine a short step could otherwise end before any uncached page
   * did, and measure nothing. The record's `seconds` is the time the step really measured.
   */
  minRequests?: number;
}

const MAX_STRETCH = 30;

/** A small, seeded generator, so every target gets the same sequence of draws. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runStep(options: StepOptions): Promise<StepRecord> {
  const record: StepRecord = { connections: options.connections, seconds: options.seconds, latencies: [], errors: 0, byType: new Map(), errorKinds: new Map(), uploads: [] };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const latest = started + options.seconds * 1000 * MAX_STRETCH;
  const minRequests = options.minRequests ?? options.connections;
  let endedAt: number | undefined;
  /** When the step had answered minRequests requests. */
  let enoughAt = minRequests === 0 ? started : undefined;
  /** Whether the step is over; decided once, so no request answered after its end is counted. */
  const over = () => {
    if (endedAt !== undefined) return true;
    const now = performance.now();
    if (now < deadline || (enoughAt === undefined && now < latest)) return false;
    endedAt = enoughAt === undefined ? now : Math.max(deadline, enoughAt);
    return true;
  };
  let lastUpload = -Infinity;

  const count = (type: string, ms: number, failure: string | undefined) => {
    if (over()) return;
    let stats = record.byType.get(type);
    if (!stats) record.byType.set(type, (stats = { latencies: [], errors: 0 }));
    record.latencies.push(ms);
    stats.latencies.push(ms);
    if (record.latencies.length === minRequests) enoughAt = performance.now();
    if (failure === undefined) return;
    record.errors++;
    stats.errors++;
    const kind = `${type} ${failure}`;
    record.errorKinds.set(kind, (record.errorKinds.get(kind) ?? 0) + 1);
  };
  const timed = async (client: BoundClient, type: string, path: string, callOptions?: CallOptions): Promise<Reply | undefined> => {
    const begun = performance.now();
    try {
      const reply = await client.call(path, callOptions);
      count(type, performance.now() - begun, reply.status >= 400 ? String(reply.status) : undefined);
      return reply;
    } catch (error) {
      count(type, performance.now() - begun, (error as { code?: string }).code ?? "socket error");
      return undefined;
    }
  };

  const virtualUser = async (index: number) => {
    const client = new BoundClient(options.origin);
    const random = randomFrom(index * 7919 + options.connections);
    const ctx: MixContext = {
      seeded: options.seeded,
      member: options.seeded.members[index % options.seeded.members.length],
      random,
      send: (type, path, callOptions) => timed(client, type, path, callOptions),
      sendFresh: async (type, path, callOptions) => {
        const fresh = new BoundClient(options.origin);
        try {
          return await timed(fresh, type, path, callOptions);
        } finally {
          await fresh.close();
        }
      },
      uploaded: (id, startedAt) => record.uploads.push({ id, startedAt }),
    };
    try {
      while (!over()) {
        const uploadAllowed = options.uploadEveryMs !== undefined && performance.now() - lastUpload >= options.uploadEveryMs;
        const operation = (options.draw ?? drawOperation)(random(), uploadAllowed);
        if (operation.name === "upload") lastUpload = performance.now();
        await operation.run(ctx);
      }
    } finally {
      await client.close().catch((error: unknown) => console.error("[bench:load] client close:", error));
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => virtualUser(i)));
  record.seconds = ((endedAt ?? performance.now()) - started) / 1000;
  return record;
}

/** The value at quantile q (0–1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
