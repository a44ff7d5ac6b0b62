import { sql, type Kysely } from "kysely";

const SUMMARY_LENGTH = 255;
const PAGE_BREAK = "\f";

interface AutoDescribed {
  id: number;
  hash: string;
  preview: number;
}

/** The first characters of pages 1..preview, whitespace collapsed (as conversion now writes descriptions). */
async function previewSummary(db: Kysely<unknown>, hash: string, preview: number): Promise<string> {
  const rows = await sql<{ text: string }>`select text from document_page where hash = ${hash} and page <= ${preview} order by page`.execute(db);
  const text = rows.rows.map((r) => r.text).join(PAGE_BREAK).replace(/\s+/g, " ").trim();
  return Array.from(text).slice(0, SUMMARY_LENGTH).join("");
}

/**
 * Descriptions filled in automatically at conversion were cut from the whole text, so a document whose preview
 * ends before its text reached 255 characters described its later pages to strangers. Such descriptions (still
 * equal to the converted file's summary) are written again from the preview pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const documents = await sql<AutoDescribed>`
    select d.id, d.hash, d.preview from document d join converted_file c on c.hash = d.hash
    where d.description <> '' and d.description = c.summary and d.preview > 0 and d.preview < d.pages`.execute(db);
  for (const doc of documents.rows) {
    const description = await previewSummary(db, doc.hash, doc.preview);
    await sql`update document set description = ${description} where id = ${doc.id}`.execute(db);
  }
}

export async function down(): Promise<void> {}
