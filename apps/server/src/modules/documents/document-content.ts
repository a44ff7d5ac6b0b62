import type { Executor } from "./document-access.js";

/** Page texts are joined with a form feed, the customary page break, so an edited text can be split back into pages. */
export const pageBreak = "\f";

/** The characters of extracted text a document page shows unless all of it is asked for. */
export const contentPreviewLength = 8192;

const batchSize = 50;

/** The pages of a file that have text, in order (pages 1..`lastPage` when given). */
export async function pageTexts(db: Executor, hash: string, lastPage?: number): Promise<Array<{ page: number; text: string }>> {
  let query = db.selectFrom("document_page").select(["page", "text"]).where("hash", "=", hash).where("text", "!=", "");
  if (lastPage !== undefined) query = query.where("page", "<=", lastPage);
  return query.orderBy("page").execute();
}

/**
 * The extracted text of a file (its pages' texts in order), cut to `limit` characters when given and to pages
 * 1..`lastPage` when given; "" when the file has no text yet.
 */
export async function readContent(db: Executor, hash: string, options: { limit?: number; lastPage?: number } = {}): Promise<string> {
  const { limit, lastPage } = options;
  const texts: string[] = [];
  let length = 0;
  for (let offset = 0; limit === undefined || length < limit; offset += batchSize) {
    let query = db.selectFrom("document_page").select("text").where("hash", "=", hash);
    if (lastPage !== undefined) query = query.where("page", "<=", lastPage);
    const rows = await query.orderBy("page").limit(batchSize).offset(offset).execute();
    for (const row of rows) {
      texts.push(row.text);
      length += row.text.length + 1;
    }
    if (rows.length < batchSize) break;
  }
  const content = texts.join(pageBreak);
  if (content.replaceAll(pageBreak, "").trim() === "") return "";
  return limit === undefined ? content : Array.from(content).slice(0, limit).join("");
}

/**
 * Replaces the extracted text of a file (administrators fix garbled text). Parts separated by form feeds go to
 * the pages in order; extra parts join the last page, missing parts empty their pages. A file without page rows
 * gets its text on page 1 (the image stays unrendered until conversion).
 */
export async function replaceContent(db: Executor, hash: string, content: string): Promise<void> {
  const pages = (await db.selectFrom("document_page").select("page").where("hash", "=", hash).orderBy("page").execute()).map((r) => r.page);
  const parts = content.split(pageBreak);
  if (pages.length === 0) {
    await db.insertInto("document_page").values({ hash, page: 1, format: "", text: content }).execute();
    return;
  }
  for (const [index, page] of pages.entries()) {
    const isLast = index === pages.length - 1;
    const text = isLast ? parts.slice(index).join(" ") : (parts[index] ?? "");
    await db.updateTable("document_page").set({ text }).where("hash", "=", hash).where("page", "=", page).execute();
  }
}
