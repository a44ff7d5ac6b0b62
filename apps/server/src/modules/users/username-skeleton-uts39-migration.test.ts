import { sql } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.js";
import { testDialect } from "../../test/harness.js";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "../../test/unmigrated-database.js";
import { usernameSkeleton } from "./username-skeleton.js";

/**
 * Migration 0010 recomputes every account's skeleton with the UTS #39 one. Accounts that now look alike all stay,
 * names untouched: the first by id holds the skeleton, the later ones none.
 */
describe(`migration 0010-username-skeleton-uts39 (${testDialect})`, () => {
  let database: UnmigratedDatabase;
  let db: Db;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await openUnmigratedDatabase();
    ({ db, migrator } = database);
  });
  afterAll(() => database.close());

  it("recomputes skeletons, keeps every account and name, and leaves later look-alikes without one", async () => {
    expect((await migrator.migrateTo("0009-site-domain-unset")).error).toBeUndefined();
    const now = "2024-06-13T02:00:00.000Z";
    // As migration 0008's skeleton left them: "m" is processed before "rn", whose old skeleton is its new one.
    const before: Array<[string, string | null]> = [
      ["admin", "admin"],
      ["admin\u3164", "admin\u1160"],
      ["adrnin", "adrnin"],
      ["\u0430dmin", null],
      ["m", "m"],
      ["rn", "rn"],
      ["Bob", "bob"],
      ["b0b", null],
      ["读书人📚", "读书人📚"],
      ["김민준", "김민준"],
    ];
    for (const [username, skeleton] of before) {
      await sql`insert into "user" (username, username_skeleton, password_hash, created_at, updated_at) values (${username}, ${skeleton}, 'x', ${now}, ${now})`.execute(db.kysely);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.kysely.selectFrom("user").select(["username", "username_skeleton"]).orderBy("id").execute();
    expect(rows).toEqual([
      { username: "admin", username_skeleton: "adrnin" },
      { username: "admin\u3164", username_skeleton: null },
      { username: "adrnin", username_skeleton: null },
      { username: "\u0430dmin", username_skeleton: null },
      { username: "m", username_skeleton: "rn" },
      { username: "rn", username_skeleton: null },
      { username: "Bob", username_skeleton: "bob" },
      { username: "b0b", username_skeleton: null },
      { username: "读书人📚", username_skeleton: "读书人📚" },
      { username: "김민준", username_skeleton: usernameSkeleton("김민준") },
    ]);
    // The migration's frozen copy agrees with the skeleton the server computes today.
    for (const row of rows) if (row.username_skeleton !== null) expect(row.username_skeleton).toBe(usernameSkeleton(row.username));

    const insert = (username: string) =>
      db.kysely.insertInto("user").values({ username, username_skeleton: usernameSkeleton(username), password_hash: "x", created_at: now, updated_at: now }).execute();
    for (const lookalike of ["ADM1N", "admin\u115f", "RN"]) await expect(insert(lookalike), lookalike).rejects.toThrow();
    await insert("carol");
  });
});
