import type { Kysely } from "kysely";

/**
 * Settings that broke something at run time (modules/settings/setting-problems.ts), e.g. a watermark image that
 * is gone: one row per setting, shown on the admin dashboard while the setting still holds the same value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("setting_problem")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("setting_problem_pk", ["category", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("setting_problem").ifExists().execute();
}
