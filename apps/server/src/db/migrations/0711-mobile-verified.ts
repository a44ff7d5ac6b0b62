import type { Kysely } from "kysely";

/**
 * `user.mobile_verified`: 1 once a text message code proved the number belongs to the account (modules/sms), 0 for
 * a number typed without proof (into a profile, as members once could, or by an administrator). Only a proven number
 * signs in or resets a password by text message. Numbers already stored were never proven: existing rows start at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("mobile_verified", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("mobile_verified").execute();
}
