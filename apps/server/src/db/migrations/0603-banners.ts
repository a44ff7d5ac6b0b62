import type { Kysely } from "kysely";
import { flag, withId, withTimestamps } from "../columns.js";

/** Carousel images (modules/banners): type 0 website, 1 mini program, 2 app; listed by sort desc. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("banner"))
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sort", "integer", flag)
      .addColumn("enable", "integer", flag)
      .addColumn("type", "integer", flag),
  ).execute();
  await db.schema.createIndex("banner_type_enable_idx").on("banner").columns(["type", "enable", "sort"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("banner").ifExists().execute();
}
