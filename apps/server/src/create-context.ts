/**
 * What every process of the server opens first (database, migrations, secrets, settings, shared state), apart from
 * the modules, routes and pages bootstrap.ts loads: a CLI command that needs only the context (config:get,
 * config:set, user:create) starts in about half the CPU time without them.
 */
import { readEnv, type Env } from "./config/env.js";
import type { AppContext, Logger } from "./context.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createEventBus } from "./events.js";
import { logFields } from "./log-fields.js";
import { loadSecrets } from "./modules/secrets/secrets.js";
import { createSettingsStore } from "./modules/settings/store.js";
import { publishLocalChanges } from "./shared-state/publish-local-changes.js";
import { openSharedState } from "./shared-state/shared-state.js";

export const consoleLogger: Logger = {
  info: (msg, extra) => console.log(`[wenku] ${msg}`, logFields(extra) ?? ""),
  warn: (msg, extra) => console.warn(`[wenku] ${msg}`, logFields(extra) ?? ""),
  error: (msg, extra) => console.error(`[wenku] ${msg}`, logFields(extra) ?? ""),
};

export const silentLogger: Logger = { info() {}, warn() {}, error: (msg, extra) => console.error(msg, logFields(extra) ?? "") };

/** Opens the database, applies migrations, loads secrets and settings: everything before serving. */
export async function createContext(envOverrides: Partial<Env> = {}, log: Logger = consoleLogger): Promise<AppContext> {
  const env = readEnv(envOverrides);
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrateToLatest(db);
  const secrets = await loadSecrets(db);
  const shared = env.redisUrl ? await openSharedState(env.redisUrl, log) : undefined;
  const settings = createSettingsStore(db, env.settingsCacheMs, shared?.bus);
  const ctx: AppContext = { env, db, secrets, settings, log, hooks: { onShutdown: [], afterMutation: [] }, events: createEventBus(log), shared };
  if (shared) publishLocalChanges(ctx, shared.bus);
  return ctx;
}

/**
 * Closes a context made by createContext: the shutdown hooks first (workers stop, the search index's merges settle,
 * buffered records are written), then `drain` (a server closes HTTP and waits for its workers), then the database
 * and the shared state.
 */
export async function closeContext(ctx: AppContext, drain?: () => Promise<void>): Promise<void> {
  for (const hook of ctx.hooks.onShutdown) await hook();
  await drain?.();
  await ctx.db.close();
  await ctx.shared?.close();
}
