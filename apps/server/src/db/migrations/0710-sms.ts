import type { Kysely } from "kysely";
import { bigint, withId, withTimestamps } from "../columns.js";

/**
 * Text message codes (modules/sms). `sms` is the send log an administrator reads (api-contract Sms): one row per send,
 * its status and the provider's answer; the per-number and per-address send limits count its rows, so a restart does
 * not reset them. `sms_code` holds the code of a number and purpose, only as a keyed hash, with its expiry and tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("sms"))
      .addColumn("mobile", "text", (c) => c.notNull())
      .addColumn("type", "integer", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("provider", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("response", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_id", bigint(db), (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("sms_mobile_created_idx").on("sms").columns(["mobile", "created_at"]).execute();
  await db.schema.createIndex("sms_ip_created_idx").on("sms").columns(["ip", "created_at"]).execute();

  await withId(db, db.schema.createTable("sms_code"))
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_code_mobile_type_uq").on("sms_code").unique().columns(["mobile", "type"]).execute();
  await db.schema.createIndex("sms_code_expires_idx").on("sms_code").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sms_code").ifExists().execute();
  await db.schema.dropTable("sms").ifExists().execute();
}
