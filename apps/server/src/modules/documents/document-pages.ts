import type { Insertable } from "kysely";
import type { Executor } from "../../db/schema.js";
import type { DocumentPageTable } from "./tables.js";

// The page rows of a stored file (`document_page`, one per hash and page: image format and size, text). Conversion
// writes them, page repair re-versions them and storage collection removes them, all through these functions.

/** Page texts written per statement. */
const textChunk = 100;

/** Records rendered page images in one statement; a page already recorded takes the new format, size and version. */
export async function savePageImages(db: Executor, rows: Array<Insertable<DocumentPageTable> & { format: string }>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("document_page")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["hash", "page"]).doUpdateSet((eb) => ({
        format: eb.ref("excluded.format"),
        width: eb.ref("excluded.width"),
        height: eb.ref("excluded.height"),
        version: eb.ref("excluded.version"),
      })),
    )
    .execute();
}

/**
 * Stores the text of every page with its page number (search and AI citations read it) and where its words are
 * (the reader's text layer; "" when they could not be read), in chunks.
 */
export async function savePageTexts(
  db: Executor,
  hash: string,
  texts: Array<{ page: number; text: string; ocr?: boolean; layout?: string }>,
): Promise<void> {
  for (let i = 0; i < texts.length; i += textChunk) {
    const rows = texts
      .slice(i, i + textChunk)
      .map((t) => ({ hash, page: t.page, format: "", text: t.text, ocr: t.ocr ? (1 as const) : (0 as const), layout: t.layout ?? "" }));
    await db
      .insertInto("document_page")
      .values(rows)
      .onConflict((oc) =>
        oc.columns(["hash", "page"]).doUpdateSet((eb) => ({ text: eb.ref("excluded.text"), ocr: eb.ref("excluded.ocr"), layout: eb.ref("excluded.layout") })),
      )
      .execute();
  }
}

/** Gives pages their layout (the layout backfill), only while their text is still `text`: a newer conversion wins. */
export async function savePageLayout(db: Executor, page: { hash: string; page: number; text: string; layout: string }): Promise<void> {
  await db
    .updateTable("document_page")
    .set({ layout: page.layout })
    .where("hash", "=", page.hash)
    .where("page", "=", page.page)
    .where("text", "=", page.text)
    .execute();
}

/** Marks the pages of a file whose layout could not be read as read without one (""), so no pass asks again. */
export async function markLayoutsUnreadable(db: Executor, hash: string): Promise<void> {
  await db.updateTable("document_page").set({ layout: "" }).where("hash", "=", hash).where("layout", "is", null).execute();
}

/** Removes the pages after `pageCount` (a new conversion found fewer pages). */
export async function deletePagesBeyond(db: Executor, hash: string, pageCount: number): Promise<void> {
  await db.deleteFrom("document_page").where("hash", "=", hash).where("page", ">", pageCount).execute();
}

/** Removes every page row of a file (its stored files are gone). */
export async function deletePagesOfHash(db: Executor, hash: string): Promise<void> {
  await db.deleteFrom("document_page").where("hash", "=", hash).execute();
}

/** Gives a page image a new version (its URL and ETag change) unless someone re-versioned it since `fromVersion`. */
export async function reversionPage(db: Executor, page: { hash: string; page: number; fromVersion: string; toVersion: string }): Promise<void> {
  await db
    .updateTable("document_page")
    .set({ version: page.toVersion })
    .where("hash", "=", page.hash)
    .where("page", "=", page.page)
    .where("version", "=", page.fromVersion)
    .execute();
}
