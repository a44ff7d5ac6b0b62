import type { Kysely } from "kysely";

/**
 * Scan sign-in confirmed on the phone (modules/oauth/scan): `oauth_type` says which code was shown (8 the official
 * account's QR, 5 a mini-program code), `request_ip` where the browser that asked was (shown on the phone before
 * confirming), `state` waiting → scanned → confirmed | cancelled, `confirm_token_hash` the SHA-256 of the one-time
 * token of the confirmation link the official account sends the scanner ("" once spent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("oauth_scan").addColumn("oauth_type", "integer", (c) => c.notNull().defaultTo(8)).execute();
  await db.schema.alterTable("oauth_scan").addColumn("request_ip", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("oauth_scan").addColumn("state", "text", (c) => c.notNull().defaultTo("waiting")).execute();
  await db.schema.alterTable("oauth_scan").addColumn("confirm_token_hash", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["confirm_token_hash", "state", "request_ip", "oauth_type"]) {
    await db.schema.alterTable("oauth_scan").dropColumn(column).execute();
  }
}
