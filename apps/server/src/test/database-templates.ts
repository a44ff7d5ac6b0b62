import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * A vitest global setup: migrates one database per run, once, and hands its name to the workers
 * (`inject("sqliteTemplate")`, `inject("pgTemplate")`). The harness (harness.ts) then gives each test server a copy,
 * whose migrations find nothing left to do: a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL.
 */

let templateDir: string | undefined;
let pgTemplate: string | undefined;

async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function migrate(options: { dataDir: string; databaseUrl?: string }) {
  const db = openDatabase(options);
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
}

/**
 * The template refuses connections once migrated, so none (not even autovacuum) can be open while test databases are
 * copied from it; copies made side by side are fine, as CREATE DATABASE connects to the server's own database.
 */
async function createPgTemplate(): Promise<string> {
  const name = `wenku_template_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.WENKU_TEST_PG!);
  url.pathname = `/${name}`;
  await migrate({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  await withAdminClient((admin) => admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  return name;
}

export async function setup(project: TestProject) {
  templateDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-template-"));
  await migrate({ dataDir: templateDir });
  project.provide("sqliteTemplate", path.join(templateDir, "wenku.db"));
  if (process.env.WENKU_TEST_PG) project.provide("pgTemplate", (pgTemplate = await createPgTemplate()));
}

export async function teardown() {
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
  if (!pgTemplate) return;
  const name = pgTemplate;
  await withAdminClient(async (admin) => {
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy (absent when this global setup did not run). */
    sqliteTemplate?: string;
    /** A migrated PostgreSQL database to clone. */
    pgTemplate?: string;
  }
}
