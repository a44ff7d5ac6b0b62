import type { Kysely } from "kysely";
import { bigint } from "../columns.js";

/**
 * The WeChat mini-program (modules/miniprogram): `document_wxacode` remembers the stored mini-program code image of a
 * document (`storage_key` in the storage module), made once by WeChat's wxa/getwxacodeunlimit and served from storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_wxacode")
    .addColumn("document_id", bigint(db), (c) => c.primaryKey().references("document.id").onDelete("cascade"))
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_wxacode").ifExists().execute();
}
