import type { Kysely } from "kysely";
import { withId } from "../columns.js";

/**
 * Codes mailed to prove an email address (registration): one row per email and purpose, the code kept only as a
 * keyed hash, with its expiry, when it was sent (resend throttle) and how many tries it has had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("email_code"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_code_email_type_uq").on("email_code").unique().columns(["email", "type"]).execute();
  await db.schema.createIndex("email_code_expires_idx").on("email_code").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_code").ifExists().execute();
}
