import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { sweepInterruptedRuns } from "./recover-interrupted.js";
import { runsOf } from "./run-registry.js";

/**
 * What a web process needs for chat (modules/index.ts extraHandlers): the registry of its runs (stopped at
 * shutdown) and the sweep that fails answers left by a stopped process. Registers no HTTP handler.
 */
export function chatHandlers(ctx: AppContext): Array<(app: FastifyInstance) => void> {
  runsOf(ctx);
  sweepInterruptedRuns(ctx);
  return [];
}
