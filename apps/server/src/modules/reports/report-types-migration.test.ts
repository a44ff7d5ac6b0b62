import { sql } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.js";
import { testDialect } from "../../test/harness.js";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "../../test/unmigrated-database.js";

/** Migration 0602 rebuilds `report`: the rows written before it keep their ids and values, and ids go on from there. */
describe(`migration 0602-favorite-report-types (${testDialect})`, () => {
  let database: UnmigratedDatabase;
  let db: Db;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await openUnmigratedDatabase();
    ({ db, migrator } = database);
  });
  afterAll(() => database.close());

  it("keeps every report, typed as a document report, and accepts article reports afterwards", async () => {
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
