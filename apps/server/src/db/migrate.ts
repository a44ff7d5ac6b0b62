import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Db } from "./database.js";
import { migrations } from "./migrations/index.js";

class StaticMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** Applies every pending migration; the same files serve SQLite and PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Capabilities own number ranges (see migrations/index.ts), so a new core migration may sort before ones
  // already applied; each migration still runs once.
  const migrator = new Migrator({ db: db.kysely, provider: new StaticMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw asError(error);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** What a migration threw, as an Error: Kysely reports it as `unknown`. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
