import { chatStreamLineSchema, type ChatStreamLine } from "@wenku/contract";
import type { RedisLink } from "../../shared-state/redis-link.js";
import type { AnswerRun } from "./answer-run.js";

/**
 * With Redis, every line of a running answer is appended to a Redis stream of its own, numbered from 0, so that a
 * stream request served by another process reads it from the start and then follows it (follow-remote-run.ts).
 */
export const runStreamKey = (messageId: number) => `wenku:chat:run:${messageId}`;

/** Kept an hour after the latest line while running, a minute after the end (late joiners then read the database). */
const RUNNING_TTL_MS = 3_600_000;
const ENDED_TTL_MS = 60_000;

export interface RunEntry {
  id: string;
  /** The line's number in the run: a joiner that finds one missing stops reading the stream. */
  n: number;
  line: ChatStreamLine;
}

/**
 * Appends each line of `run` to its stream, in order, without making the run wait. After a line Redis did not
 * take, the rest are not appended: a follower then sees silence (and reads the database), never a gap.
 */
export function publishRunLines(redis: RedisLink, run: AnswerRun): void {
  const key = runStreamKey(run.messageId);
  let next = 0;
  let broken = false;
  run.subscribe((line) => {
    if (broken) return;
    if (!redis.up()) return void (broken = true);
    const ttl = line.type === "end" ? ENDED_TTL_MS : RUNNING_TTL_MS;
    redis.client
      .multi()
      .xadd(key, "*", "n", String(next++), "line", JSON.stringify(line))
      .pexpire(key, ttl)
      .exec()
      .then((results) => {
        const error = results?.find(([failed]) => failed)?.[0];
        if (error) throw error;
        redis.answered();
      })
      .catch((error: unknown) => {
        broken = true;
        redis.failed(error);
      });
  });
}

/** The entries XRANGE or XREAD returned, each read back as a stream line. */
export function readEntries(raw: Array<[id: string, fields: string[]]>): RunEntry[] {
  return raw.map(([id, fields]) => {
    const field = (name: string) => fields[fields.indexOf(name) + 1] ?? "";
    return { id, n: Number(field("n")), line: chatStreamLineSchema.parse(JSON.parse(field("line"))) };
  });
}
