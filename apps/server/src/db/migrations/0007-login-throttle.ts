import type { Kysely } from "kysely";

/**
 * Failed sign-ins per account (auth/login-throttle.ts), so that guessing one account's password is slowed down
 * whatever addresses the guesses come from, in every server process. `account` is the lower-cased username as
 * typed, known or not; times are ISO-8601 UTC text, `locked_until` empty while the account is not held back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_throttle")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("login_throttle_failed_at_idx").on("login_throttle").column("failed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_throttle").ifExists().execute();
}
