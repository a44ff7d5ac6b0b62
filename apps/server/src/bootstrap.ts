import type { FastifyInstance } from "fastify";
import { readEnv, type Env } from "./config/env.js";
import type { AppContext, Logger } from "./context.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { buildApp } from "./http/app.js";
import { apiRoutes, extraHandlers, workers } from "./modules/index.js";
import { syncPermissions } from "./modules/permissions/sync.js";
import { loadSecrets } from "./modules/secrets/secrets.js";
import { createSettingsStore } from "./modules/settings/store.js";
import { createEventBus } from "./events.js";
import { seedDefaults } from "./modules/users/seed.js";
import { seedNavigation } from "./modules/navigation/seed.js";
import { registerWeb } from "./web/register-web.js";
import "./db/core-tables.js";
import "./modules/documents/tables.js";
import "./modules/sign-in/tables.js";

export const consoleLogger: Logger = {
  info: (msg, extra) => console.log(`[wenku] ${msg}`, extra ?? ""),
  warn: (msg, extra) => console.warn(`[wenku] ${msg}`, extra ?? ""),
  error: (msg, extra) => console.error(`[wenku] ${msg}`, extra ?? ""),
};

export const silentLogger: Logger = { info() {}, warn() {}, error: (msg, extra) => console.error(msg, extra ?? "") };

/** Opens the database, applies migrations, loads secrets and settings: everything before serving. */
export async function createContext(envOverrides: Partial<Env> = {}, log: Logger = consoleLogger): Promise<AppContext> {
  const env = readEnv(envOverrides);
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrateToLatest(db);
  const secrets = await loadSecrets(db);
  const settings = createSettingsStore(db);
  return { env, db, secrets, settings, log, hooks: { onShutdown: [], afterMutation: [] }, events: createEventBus(log) };
}

export interface Server {
  ctx: AppContext;
  app: FastifyInstance;
  adminPassword?: string;
  close(): Promise<void>;
}

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
  const stopWorkers: Array<Promise<void>> = [];
  if (options.startWorkers ?? ctx.env.workers === "inline") for (const start of workers(ctx)) stopWorkers.push(start());
  return {
    ctx,
    app,
    adminPassword,
    async close() {
      for (const hook of ctx.hooks.onShutdown) await hook();
      await app.close();
      await Promise.allSettled(stopWorkers);
      await ctx.db.close();
    },
  };
}
