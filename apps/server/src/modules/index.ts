import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import type { RouteDef } from "../http/route.js";
import { systemRoutes } from "./system/routes.js";

/**
 * The capabilities of the server. Each module contributes API routes, and optionally non-API handlers
 * (files, pages) and background workers. Add a module by adding one line to each list it uses.
 */
export function apiRoutes(): RouteDef[] {
  return [...systemRoutes];
}

export function extraHandlers(_ctx: AppContext): Array<(app: FastifyInstance) => Promise<void> | void> {
  return [];
}

/** Background workers (conversion, indexing…) started in-process unless WENKU_WORKERS=none. */
export function workers(_ctx: AppContext): Array<() => Promise<void>> {
  return [];
}
