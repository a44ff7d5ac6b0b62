import type { Kysely } from "kysely";
import { bigint, withId, withTimestamps } from "../columns.js";

/**
 * Third-party sign-in (modules/oauth).
 * - `user_oauth`: identities bound to accounts, one per provider and account, each identity bound once.
 * - `oauth_state`: sign-ins started here; the state and the browser's binding cookie are kept as SHA-256 hashes,
 *   `used_at` set once the callback spent it; `redirect_uri`, PKCE verifier and nonce are what the callback needs.
 * - `oauth_code`: authorization codes already presented (hashed), so a replayed code is refused before it is sent on.
 * - `oauth_pending`: identities no account holds yet, waiting to be bound under a session (api-contract OauthPending).
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("user_oauth"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("oauth_type", "integer", (c) => c.notNull())
      .addColumn("openid", "text", (c) => c.notNull())
      .addColumn("unionid", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("avatar", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("user_oauth_identity_uq").on("user_oauth").columns(["oauth_type", "openid"]).unique().execute();
  await db.schema.createIndex("user_oauth_user_type_uq").on("user_oauth").columns(["user_id", "oauth_type"]).unique().execute();

  await db.schema
    .createTable("oauth_state")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("oauth_type", "integer", (c) => c.notNull())
    .addColumn("browser_hash", "text", (c) => c.notNull())
    .addColumn("bind_user_id", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("redirect", "text", (c) => c.notNull())
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("nonce", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("oauth_state_expires_idx").on("oauth_state").column("expires_at").execute();

  await db.schema
    .createTable("oauth_code")
    .addColumn("oauth_type", "integer", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("oauth_code_pk", ["oauth_type", "code_hash"])
    .execute();
  await db.schema.createIndex("oauth_code_created_idx").on("oauth_code").column("created_at").execute();

  await db.schema
    .createTable("oauth_pending")
    .addColumn("session_hash", "text", (c) => c.primaryKey())
    .addColumn("oauth_type", "integer", (c) => c.notNull())
    .addColumn("openid", "text", (c) => c.notNull())
    .addColumn("unionid", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("avatar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("redirect", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["oauth_pending", "oauth_code", "oauth_state", "user_oauth"]) await db.schema.dropTable(table).ifExists().execute();
}
