import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { sweepInterruptedRuns } from "./recover-interrupted.js";
import { listenForCancels } from "./remote-cancel.js";
import { runsOf } from "./run-registry.js";

/**
 * What a web process needs for chat (modules/index.ts extraHandlers): the registry of its runs (stopped at
 * shutdown), the sweep that fails answers left by a stopped process and, with Redis, the cancels sent by other
 * processes. Registers no HTTP handler.
 */
export function chatHandlers(ctx: AppContext): Array<(app: FastifyInstance) => void> {
  runsOf(ctx);
  sweepInterruptedRuns(ctx);
  if (ctx.env.redisUrl && ctx.shared) listenForCancels(ctx, ctx.env.redisUrl);
  return [];
}
