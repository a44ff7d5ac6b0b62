import type { Kysely } from "kysely";

/**
 * Messages of the official account's server address (modules/oauth/official-account) already taken: in plain mode
 * the signature covers only token, timestamp and nonce, so a seen signature is refused until its message is too old
 * to be believed anyway. `signature` is that signature, `expires_at` when the row may go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("oauth_callback_seen")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oauth_callback_seen").ifExists().execute();
}
