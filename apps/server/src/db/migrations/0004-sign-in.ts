import type { Kysely } from "kysely";
import { bigint, withId } from "../columns.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("sign"))
    .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("sign_at", "integer", (c) => c.notNull())
    .addColumn("award", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("sign_user_day_uq", ["user_id", "sign_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign").ifExists().execute();
}
