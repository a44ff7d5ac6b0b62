import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Db } from "../database.js";
import { migrations } from "../migrations/index.js";

class ChosenMigrations implements MigrationProvider {
  constructor(private readonly chosen: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.chosen);
  }
}

/** The migrations applied to a database, by name (none when it was never migrated). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
  return rows.map((r) => r.name);
}

/**
 * Brings the target to exactly the backup's schema version: the migrations the backup lists, and no others, so its
 * rows load into the tables they came from; the site's newer migrations run after the load.
 */
export async function migrateToSnapshot(db: Db, wanted: string[]): Promise<void> {
  const unknown = wanted.filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new Error(`备份来自更新的版本，请先升级 Wenku / the backup needs migrations this version lacks: ${unknown.join(", ")}`);
  const applied = await appliedMigrations(db);
  const extra = applied.filter((name) => !wanted.includes(name));
  if (extra.length > 0) throw new Error(`目标数据库的版本比备份新 / the target has migrations the backup lacks: ${extra.join(", ")}`);
  const chosen = Object.fromEntries(wanted.map((name) => [name, migrations[name]]));
  const migrator = new Migrator({ db: db.kysely, provider: new ChosenMigrations(chosen), allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("a migration failed", { cause: error });
}
