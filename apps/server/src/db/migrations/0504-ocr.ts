import { sql, type Kysely } from "kysely";
import { flag, nowIso } from "../columns.js";

/**
 * OCR per converted file (modules/ocr): how many pages looked scanned, how many an engine read, which engine, and
 * why pages failed or the vision model was passed over. Files converted before get a row from their OCR'd pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ocr_file")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("status", "integer", flag)
    .addColumn("scanned_pages", "integer", flag)
    .addColumn("ocr_pages", "integer", flag)
    .addColumn("failed_pages", "integer", flag)
    .addColumn("engine", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`
    INSERT INTO ocr_file (hash, status, scanned_pages, ocr_pages, failed_pages, engine, error, updated_at)
    SELECT hash, 2, COUNT(*), COUNT(*), 0, 'tesseract', '', ${nowIso()} FROM document_page WHERE ocr = 1 GROUP BY hash
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ocr_file").ifExists().execute();
}
