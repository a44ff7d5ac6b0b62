import type { FastifyInstance } from "fastify";
import type { Env } from "./config/env.js";
import type { AppContext, Logger } from "./context.js";
import { closeContext, consoleLogger, createContext } from "./create-context.js";
import { buildApp } from "./http/app.js";
import { apiRoutes, extraHandlers, workers } from "./modules/index.js";
import { syncPermissions } from "./modules/permissions/sync.js";
import { seedDefaults } from "./modules/users/seed.js";
import { seedNavigation } from "./modules/navigation/seed.js";
import { registerWeb } from "./web/register-web.js";
import "./db/core-tables.js";
import "./modules/documents/tables.js";
import "./modules/sign-in/tables.js";

export { closeContext, consoleLogger, createContext, silentLogger } from "./create-context.js";

export interface Server {
  ctx: AppContext;
  app: FastifyInstance;
  adminPassword?: string;
  close(): Promise<void>;
}

/** A process of the worker role (`wenku worker`): the background workers, no HTTP. */
export interface WorkerProcess {
  ctx: AppContext;
  /** Settles when every worker has stopped. */
  done: Promise<void>;
  close(): Promise<void>;
}

/** Starts every background worker of modules/index.ts; settles when all have stopped (at shutdown). */
function startWorkers(ctx: AppContext): Promise<void> {
  return Promise.allSettled(workers(ctx).map((start) => start())).then(() => undefined);
}

/** Runs the shutdown hooks (workers stop and give their jobs back), closes HTTP, waits for the workers, closes the database. */
function closeProcess(ctx: AppContext, workersDone: Promise<void>, closeHttp?: () => Promise<void>): Promise<void> {
  return closeContext(ctx, async () => {
    await closeHttp?.();
    await workersDone;
  });
}

/** The web role (`wenku serve`): the API and pages, and the background workers too unless WENKU_WORKERS=none. */
export async function createServer(
  envOverrides: Partial<Env> = {},
  options: { log?: Logger; web?: boolean; startWorkers?: boolean } = {},
): Promise<Server> {
  const ctx = await createContext(envOverrides, options.log);
  const routes = apiRoutes();
  const { adminPassword } = await seedDefaults(ctx);
  await seedNavigation(ctx);
  await syncPermissions(ctx, routes);
  const extra = extraHandlers(ctx);
  if (options.web !== false) extra.push((app) => registerWeb(app, ctx));
  const app = await buildApp(ctx, { routes, extra });
  const workersDone = (options.startWorkers ?? ctx.env.workers === "inline") ? startWorkers(ctx) : Promise.resolve();
  return { ctx, app, adminPassword, close: () => closeProcess(ctx, workersDone, () => app.close()) };
}

/**
 * The worker role (`wenku worker`): conversion, indexing, embeddings and the scheduled jobs, with no HTTP listener.
 * The modules' event subscriptions and hooks are installed as in a web process (a conversion queues its document
 * for indexing); the HTTP handlers extraHandlers returns are not registered.
 */
export async function createWorker(envOverrides: Partial<Env> = {}, log: Logger = consoleLogger): Promise<WorkerProcess> {
  const ctx = await createContext(envOverrides, log);
  extraHandlers(ctx);
  const done = startWorkers(ctx);
  return { ctx, done, close: () => closeProcess(ctx, done) };
}
