import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { openDatabase, type Db } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { dropInBackground, onPgTestServer } from "./pg-test-server.js";
import { testDatabaseName } from "./test-database-name.js";

class StaticMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

export interface UnmigratedDatabase {
  db: Db;
  /** Kysely's migrator over the project's migrations, to stop at one of them (migrateTo) and go on (migrateToLatest). */
  migrator: Migrator;
  close(): Promise<void>;
}


/**
 * A database of its own with no migration run, for tests of one migration over rows written before it: a new
 * database on the PostgreSQL test server (WENKU_TEST_PG) or a new SQLite file. Unlike test/database-templates.ts,
 * which hands out databases already migrated to the latest.
 */
export async function openUnmigratedDatabase(): Promise<UnmigratedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-migration-"));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (process.env.WENKU_TEST_PG) {
    name = testDatabaseName("wenku_m");
    await onPgTestServer(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.WENKU_TEST_PG);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const db = openDatabase({ databaseUrl, dataDir });
  return {
    db,
    migrator: new Migrator({ db: db.kysely, provider: new StaticMigrations(), allowUnorderedMigrations: true }),
    async close() {
      await db.close();
      if (name) dropInBackground(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
