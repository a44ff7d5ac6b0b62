import type { Kysely } from "kysely";

/**
 * A pending third-party identity (modules/oauth/pending-identity.ts) belongs to the client whose sign-in made it:
 * `browser_hash` is the SHA-256 of that client's oauth cookie, and only a bind call carrying the same cookie spends it.
 * Rows made before this column existed keep "" and can no longer be bound.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("oauth_pending").addColumn("browser_hash", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("oauth_pending").dropColumn("browser_hash").execute();
}
