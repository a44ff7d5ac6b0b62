import { ChatMessageStatus, isFinishedChatStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { connectRedis, type RedisLink } from "../../shared-state/redis-link.js";
import type { SharedState } from "../../shared-state/shared-state.js";
import { markInterruptedRuns } from "./recover-interrupted.js";
import { runsOf } from "./run-registry.js";
import "./tables.js";

/** Each message is the id of an answer to stop; the process running it stops it. */
const CHANNEL = "wenku:chat:cancel";
/** How long a cancel waits for the runner to store the answer's end, asking again each second meanwhile. */
const WAIT_MS = 10_000;
const REPEAT_MS = 1_000;
const POLL_MS = 50;

/** Stops this process's runs that a cancel on another process asks for (a subscription of its own). */
export function listenForCancels(ctx: AppContext, url: string): void {
  const subscriber = connectRedis(url, { log: ctx.log, queueWhileDown: true });
  subscriber.client.on("message", (channel: string, text: string) => {
    if (channel === CHANNEL) runsOf(ctx).get(Number(text))?.stop("cancel");
  });
  subscriber.client.subscribe(CHANNEL).catch((error: unknown) => ctx.log.warn("Redis subscribe failed", { channel: CHANNEL, err: error }));
  ctx.hooks.onShutdown.push(() => subscriber.close());
}

async function askToCancel(redis: RedisLink, messageId: number): Promise<void> {
  if (!redis.up()) return;
  try {
    await redis.client.publish(CHANNEL, String(messageId));
    redis.answered();
  } catch (error) {
    redis.failed(error);
  }
}

/**
 * Asks the process running this answer to stop it, and waits (up to WAIT_MS) until its end is stored. An answer
 * whose runner stopped long ago (STALE_MS without a write) is marked interrupted instead.
 */
export async function cancelElsewhere(ctx: AppContext, shared: SharedState, messageId: number): Promise<void> {
  if ((await markInterruptedRuns(ctx, Date.now(), messageId)) > 0) return;
  const deadline = Date.now() + WAIT_MS;
  let askedAt = 0;
  while (Date.now() < deadline) {
    if (Date.now() - askedAt >= REPEAT_MS) {
      askedAt = Date.now();
      await askToCancel(shared.redis, messageId);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const row = await ctx.db.kysely.selectFrom("chat_message").select("status").where("id", "=", messageId).executeTakeFirst();
    if (!row || isFinishedChatStatus(Number(row.status))) return;
  }
}

/** Asks other processes to stop those of these answers they are generating (deleted with their topic), without waiting. */
export async function stopElsewhere(ctx: AppContext, messageIds: number[]): Promise<void> {
  const { shared } = ctx;
  const runs = runsOf(ctx);
  const notHere = messageIds.filter((id) => !runs.get(id));
  if (!shared || notHere.length === 0) return;
  const unfinished = await ctx.db.kysely
    .selectFrom("chat_message")
    .select("id")
    .where("id", "in", notHere)
    .where("status", "in", [ChatMessageStatus.pending, ChatMessageStatus.generating])
    .execute();
  await Promise.all(unfinished.map((row) => askToCancel(shared.redis, Number(row.id))));
}
