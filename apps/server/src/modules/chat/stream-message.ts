import { isFinishedChatStatus, type ChatStreamLine } from "@wenku/contract";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { findOwnMessage } from "./find-own-message.js";
import { followRemoteRun } from "./follow-remote-run.js";
import { runsOf } from "./run-registry.js";
import { storedLines } from "./stored-lines.js";

/**
 * POST /api/v1/chat/message/stream: the answer as newline-delimited JSON. A client joining a running answer
 * first gets what was generated so far, then every new line; a finished answer is sent from the database. With
 * Redis, an answer still generating in another process is followed there (follow-remote-run.ts).
 * Leaving the stream does not stop the run (PUT /chat/message/cancel does).
 */
export async function streamMessage(ctx: AppContext, actor: Actor, id: number, reply: FastifyReply): Promise<void> {
  const userId = Number(actor.requireUser().id);
  // A run leaves the registry only once its end is stored, so an answer not running here has ended, or runs elsewhere.
  const running = runsOf(ctx).get(id);
  const run = running?.userId === userId ? running : undefined;
  const row = run ? undefined : await findOwnMessage(ctx, userId, id);
  const elsewhere = row && ctx.shared && !isFinishedChatStatus(Number(row.status)) ? ctx.shared : undefined;
  const finished = row && !elsewhere ? storedLines(row) : undefined;

  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as Record<string, string | number | string[]>;
  raw.writeHead(200, {
    ...headers,
    "content-type": "application/x-ndjson; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
  });
  const write = (line: ChatStreamLine) => {
    if (raw.destroyed || raw.writableEnded) return;
    raw.write(`${JSON.stringify(line)}\n`);
    if (line.type === "end") raw.end();
  };
  if (finished) {
    for (const line of finished) write(line);
    return;
  }
  if (elsewhere) {
    const clientGone = new AbortController();
    raw.once("close", () => clientGone.abort());
    if (raw.destroyed) clientGone.abort();
    await followRemoteRun(ctx, elsewhere, id, write, clientGone.signal);
    if (!raw.writableEnded) raw.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const unsubscribe = run!.subscribe((line) => {
      write(line);
      if (line.type === "end") resolve();
    });
    raw.once("close", () => {
      unsubscribe();
      resolve();
    });
  });
}
