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

class StaticMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** Migration 0602 rebuilds `report`: the rows written before it keep their ids and values, and ids go on from there. */
describe(`migration 0602-favorite-report-types (${testDialect})`, () => {
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

  it("keeps every report, typed as a document report, and accepts article reports afterwards", async () => {
    const migrator = new Migrator({ db: db.kysely, provider: new StaticMigrations(), allowUnorderedMigrations: true });
    const before = await migrator.migrateTo("0601-comments");
    expect(before.error).toBeUndefined();
    const now = "2024-06-13T02:00:00.000Z";
    await sql`insert into "user" (username, password_hash, created_at, updated_at) values ('u1', 'x', ${now}, ${now}), ('u2', 'x', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into attachment (hash, path, created_at, updated_at) values ('h', 'p', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into document (uuid, title, user_id, attachment_id, hash, created_at, updated_at) values ('d1', 'Doc', 1, 1, 'h', ${now}, ${now})`.execute(db.kysely);
    await sql`
      insert into report (id, document_id, user_id, reason, status, remark, created_at, updated_at)
      values (7, 1, 1, 2, 1, '已处理', ${now}, ${now}), (9, 1, 2, 5, 0, '', ${now}, ${now})
    `.execute(db.kysely);

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await db.kysely.selectFrom("report").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [Number(r.id), r.type, Number(r.document_id), Number(r.user_id), r.reason, r.status, r.remark, r.created_at])).toEqual([
      [7, 0, 1, 1, 2, 1, "已处理", now],
      [9, 0, 1, 2, 5, 0, "", now],
    ]);
    const articleReport = await db.kysely
      .insertInto("report")
      .values({ type: 1, document_id: 424242, user_id: 1, reason: 1, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(Number(articleReport.id)).toBeGreaterThan(9);
    await expect(
      db.kysely.insertInto("report").values({ type: 0, document_id: 1, user_id: 1, reason: 3, created_at: now, updated_at: now }).execute(),
    ).rejects.toThrow();
    await db.kysely.insertInto("report").values({ type: 1, document_id: 1, user_id: 1, reason: 3, created_at: now, updated_at: now }).execute();
  });
});
