import { sql, type Kysely } from "kysely";

/**
 * Account uniqueness the database enforces, so that two concurrent registrations cannot both pass the checks:
 * usernames ignoring case ("Admin" cannot impersonate "admin"), and set emails and mobiles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("user_username_lower_uq").on("user").unique().expression(sql`lower(username)`).execute();
  await db.schema.createIndex("user_email_uq").on("user").unique().column("email").where(sql<boolean>`email <> ''`).execute();
  await db.schema.createIndex("user_mobile_uq").on("user").unique().column("mobile").where(sql<boolean>`mobile <> ''`).execute();
  await db.schema.createIndex("revoked_token_expires_idx").on("revoked_token").column("expires_at").execute();
  await db.schema.createIndex("captcha_expires_idx").on("captcha").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["captcha_expires_idx", "revoked_token_expires_idx", "user_mobile_uq", "user_email_uq", "user_username_lower_uq"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
