import type { Kysely } from "kysely";
import { bigint, withId, withTimestamps } from "../columns.js";

/** Punishments of users (types 1–6 of the contract); active while enabled and before `end_time` (null = permanent). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("punishment"))
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("type", "integer", (c) => c.notNull())
      .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("operators", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("remark", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("end_time", "text"),
  ).execute();
  await db.schema.createIndex("punishment_user_idx").on("punishment").columns(["user_id", "enable", "type"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("punishment").ifExists().execute();
}
