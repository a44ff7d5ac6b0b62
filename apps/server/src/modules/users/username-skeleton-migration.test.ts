import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db/database.js";
import { migrations } from "../../db/migrations/index.js";
import { testDialect } from "../../test/harness.js";
import { usernameSkeleton } from "./username-skeleton.js";

class StaticMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** Migration 0008 gives existing accounts their skeletons; of accounts that already look alike, the first keeps it. */
describe(`migration 0008-username-skeleton (${testDialect})`, () => {
  let db: Db;
  let dataDir: string;
  let dropPg: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-migration-"));
    let databaseUrl: string | undefined;
    if (process.env.WENKU_TEST_PG) {
      const name = `wenku_m_${crypto.randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.WENKU_TEST_PG);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropPg = async () => {
        const c = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    db = openDatabase({ databaseUrl, dataDir });
  });
  afterAll(async () => {
    await db.close();
    await dropPg?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fills the skeleton of every account, leaves names untouched, and refuses a new look-alike", async () => {
    const migrator = new Migrator({ db: db.kysely, provider: new StaticMigrations(), allowUnorderedMigrations: true });
    expect((await migrator.migrateTo("0007-login-throttle")).error).toBeUndefined();
    const now = "2024-06-13T02:00:00.000Z";
    const names = ["admin", "\u0430dmin", "读书人📚", "Bob", "b0b"];
    for (const name of names) {
      await sql`insert into "user" (username, password_hash, created_at, updated_at) values (${name}, 'x', ${now}, ${now})`.execute(db.kysely);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.kysely.selectFrom("user").select(["username", "username_skeleton"]).orderBy("id").execute();
    expect(rows).toEqual([
      { username: "admin", username_skeleton: usernameSkeleton("admin") },
      { username: "\u0430dmin", username_skeleton: null },
      { username: "读书人📚", username_skeleton: "读书人📚" },
      { username: "Bob", username_skeleton: "bob" },
      { username: "b0b", username_skeleton: null },
    ]);
    const insert = (username: string) =>
      db.kysely.insertInto("user").values({ username, username_skeleton: usernameSkeleton(username), password_hash: "x", created_at: now, updated_at: now }).execute();
    await expect(insert("ADM1N")).rejects.toThrow();
    await insert("carol");
  });
});
