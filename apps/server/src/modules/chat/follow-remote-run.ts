import { ChatMessageStatus, isFinishedChatStatus, type ChatStreamLine } from "@wenku/contract";
import type { Redis } from "ioredis";
import type { AppContext } from "../../context.js";
import type { SharedState } from "../../shared-state/shared-state.js";
import { AnswerSoFar } from "./answer-so-far.js";
import { markInterruptedRuns } from "./recover-interrupted.js";
import { readEntries, runStreamKey, type RunEntry } from "./run-channel.js";
import "./tables.js";

/** After this long without a line, the stored answer is looked at: ended, or left by a process that stopped. */
const SILENCE_MS = 5_000;
const silenceMsOf = (ctx: AppContext) => ctx.env.chatSilenceMs ?? SILENCE_MS;
/** A failed read from Redis is tried again after this pause (the stored answer is looked at meanwhile). */
const RETRY_MS = 1_000;
const BATCH = 500;

const following = new WeakMap<AppContext, Set<AbortController>>();

/** The followers of this process, all stopped at shutdown (their clients reconnect, to another process). */
function followersOf(ctx: AppContext): Set<AbortController> {
  let followers = following.get(ctx);
  if (!followers) {
    const created = new Set<AbortController>();
    ctx.hooks.onShutdown.push(() => created.forEach((follower) => follower.abort()));
    following.set(ctx, (followers = created));
  }
  return followers;
}

/**
 * Sends a client the answer another process is generating: what its Redis stream holds so far (one line per kind,
 * as a local run replays itself), then each new line until `end`. No line is missed or repeated: the stream keeps
 * every line, numbered. While no line comes, the stored answer is looked at every few seconds; once it has ended
 * (the end line was lost, or the runner stopped and its answer was marked interrupted, STALE_MS after its last
 * write), the rest is sent from it. Returns when the end is sent, the client left, or this process stops.
 */
export async function followRemoteRun(ctx: AppContext, shared: SharedState, messageId: number, write: (line: ChatStreamLine) => void, clientGone: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const followers = followersOf(ctx);
  followers.add(stop);
  const reader = shared.redis.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 0, commandTimeout: silenceMsOf(ctx) + 2_000 });
  reader.on("error", () => undefined);
  // Disconnecting ends a blocked XREAD at once.
  stop.signal.addEventListener("abort", () => reader.disconnect(), { once: true });
  const leave = () => stop.abort();
  if (clientGone.aborted) leave();
  clientGone.addEventListener("abort", leave, { once: true });
  try {
    await new Follower(ctx, reader, messageId, write, stop.signal).run();
  } finally {
    clientGone.removeEventListener("abort", leave);
    followers.delete(stop);
    reader.disconnect();
  }
}

class Follower {
  private readonly key: string;
  private readonly sent = new AnswerSoFar();
  private lastId = "0-0";
  private next = 0;
  /** False once a line is found missing: the rest then comes from the stored answer. */
  private streamUsable = true;

  constructor(
    private readonly ctx: AppContext,
    private readonly reader: Redis,
    private readonly messageId: number,
    private readonly write: (line: ChatStreamLine) => void,
    private readonly signal: AbortSignal,
  ) {
    this.key = runStreamKey(messageId);
  }

  async run(): Promise<void> {
    await this.catchUp();
    while (!this.signal.aborted && !this.sent.ended) {
      const entries = this.streamUsable ? await this.readNew() : await this.pause(silenceMsOf(this.ctx));
      if (entries.length > 0) this.forward(entries);
      else if (!this.signal.aborted) await this.checkStored();
    }
  }

  private send(line: ChatStreamLine): void {
    this.sent.add(line);
    this.write(line);
  }

  /** What the stream holds so far, added up into one line per kind. */
  private async catchUp(): Promise<void> {
    const entries = await this.reader.xrange(this.key, "-", "+").then(readEntries).catch((): RunEntry[] => []);
    if (entries.length === 0) return;
    if (entries.some((entry, i) => entry.n !== i)) return void (this.streamUsable = false);
    const caught = new AnswerSoFar();
    for (const entry of entries) caught.add(entry.line);
    for (const line of caught.lines()) this.send(line);
    this.lastId = entries.at(-1)!.id;
    this.next = entries.length;
  }

  /** The lines after the last one sent, waiting up to SILENCE_MS for one; none on silence or failure. */
  private async readNew(): Promise<RunEntry[]> {
    try {
      const reply = await this.reader.xread("COUNT", BATCH, "BLOCK", silenceMsOf(this.ctx), "STREAMS", this.key, this.lastId);
      return reply ? readEntries(reply[0][1]) : [];
    } catch {
      return this.pause(RETRY_MS);
    }
  }

  private forward(entries: RunEntry[]): void {
    for (const entry of entries) {
      if (entry.n !== this.next) return void (this.streamUsable = false);
      this.send(entry.line);
      this.lastId = entry.id;
      this.next += 1;
      if (this.sent.ended) return;
    }
  }

  /** Sends the rest from the stored answer once it has ended; a runner silent past STALE_MS is marked interrupted. */
  private async checkStored(): Promise<void> {
    await markInterruptedRuns(this.ctx, Date.now(), this.messageId);
    const row = await this.ctx.db.kysely.selectFrom("chat_message").selectAll().where("id", "=", this.messageId).executeTakeFirst();
    // Deleted with its topic: a local run would have been cancelled.
    if (!row) return void this.send({ type: "end", id: this.messageId, status: ChatMessageStatus.cancelled });
    if (isFinishedChatStatus(Number(row.status))) for (const line of this.sent.restFrom(row)) this.send(line);
  }

  private pause(ms: number): Promise<RunEntry[]> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.signal.removeEventListener("abort", done);
        resolve([]);
      };
      const timer = setTimeout(done, ms);
      if (this.signal.aborted) done();
      else this.signal.addEventListener("abort", done, { once: true });
    });
  }
}
