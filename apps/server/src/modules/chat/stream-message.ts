import type { ChatStreamLine } from "@wenku/contract";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { findOwnMessage } from "./find-own-message.js";
import { runsOf } from "./run-registry.js";
import { storedLines } from "./stored-lines.js";

/**
 * POST /api/v1/chat/message/stream: the answer as newline-delimited JSON. A client joining a running answer
 * first gets what was generated so far, then every new line; a finished answer is sent from the database.
 * Leaving the stream does not stop the run (PUT /chat/message/cancel does).
 */
export async function streamMessage(ctx: AppContext, actor: Actor, id: number, reply: FastifyReply): Promise<void> {
  const userId = Number(actor.requireUser().id);
  // A run leaves the registry only once its end is stored, so an answer not running here is read finished.
  const running = runsOf(ctx).get(id);
  const run = running?.userId === userId ? running : undefined;
  const finished = run ? undefined : storedLines(await findOwnMessage(ctx, userId, id));

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
