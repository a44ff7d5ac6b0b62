import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/**
 * Advertisements by position (modules/advertisements), shown between `start_time` and `end_time` (null: no bound),
 * and the user's VIP flag: VIP users are shown none (spec §1, §6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("advertisement"))
      .addColumn("user_id", bigint(db), flag)
      .addColumn("position", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("enable", "integer", flag)
      .addColumn("remark", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("start_time", "text")
      .addColumn("end_time", "text"),
  ).execute();
  await db.schema.createIndex("advertisement_position_idx").on("advertisement").columns(["position", "enable"]).execute();
  await db.schema.alterTable("user").addColumn("is_vip", "integer", flag).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("is_vip").execute();
  await db.schema.dropTable("advertisement").ifExists().execute();
}
