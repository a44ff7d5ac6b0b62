import type { Kysely } from "kysely";

/**
 * WeChat official-account scan sign-in (modules/oauth/official-account): one row per QR code shown. `scene` is the
 * random scene string of the temporary QR code, `browser_hash` the SHA-256 of the browser's oauth cookie (only that
 * browser may poll it), `openid`/`unionid` set when the official account reports the scan, `used_at` once signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("oauth_scan")
    .addColumn("scene", "text", (c) => c.primaryKey())
    .addColumn("browser_hash", "text", (c) => c.notNull())
    .addColumn("redirect", "text", (c) => c.notNull())
    .addColumn("openid", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("unionid", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("oauth_scan_expires_idx").on("oauth_scan").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oauth_scan").ifExists().execute();
}
