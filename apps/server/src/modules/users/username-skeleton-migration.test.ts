import { sql } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.js";
import { testDialect } from "../../test/harness.js";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "../../test/unmigrated-database.js";

/**
 * Migration 0008 gives existing accounts their skeletons (of that time: 0010 recomputes them, see
 * username-skeleton-uts39-migration.test.ts); of accounts that already look alike, the first keeps it.
 */
describe(`migration 0008-username-skeleton (${testDialect})`, () => {
  let database: UnmigratedDatabase;
  let db: Db;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await openUnmigratedDatabase();
    ({ db, migrator } = database);
  });
  afterAll(() => database.close());

  it("fills the skeleton of every account, leaves names untouched, and refuses a new look-alike", async () => {
    expect((await migrator.migrateTo("0007-login-throttle")).error).toBeUndefined();
    const now = "2024-06-13T02:00:00.000Z";
    const names = ["admin", "\u0430dmin", "读书人📚", "Bob", "b0b"];
    for (const name of names) {
      await sql`insert into "user" (username, password_hash, created_at, updated_at) values (${name}, 'x', ${now}, ${now})`.execute(db.kysely);
    }

    expect((await migrator.migrateTo("0008-username-skeleton")).error).toBeUndefined();
    const rows = await db.kysely.selectFrom("user").select(["username", "username_skeleton"]).orderBy("id").execute();
    expect(rows).toEqual([
      { username: "admin", username_skeleton: "admin" },
      { username: "\u0430dmin", username_skeleton: null },
      { username: "读书人📚", username_skeleton: "读书人📚" },
      { username: "Bob", username_skeleton: "bob" },
      { username: "b0b", username_skeleton: null },
    ]);
    const insert = (username: string, skeleton: string) =>
      db.kysely.insertInto("user").values({ username, username_skeleton: skeleton, password_hash: "x", created_at: now, updated_at: now }).execute();
    await expect(insert("ADM1N", "admin")).rejects.toThrow();
    await insert("carol", "carol");
  });
});
