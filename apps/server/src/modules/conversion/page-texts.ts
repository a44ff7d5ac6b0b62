import type { Executor } from "../documents/document-access.js";
import type { PageText } from "./engine/types.js";

const chunkSize = 100;

/** Stores the text of every page with its page number (search and AI citations read it), in chunks. */
export async function storePageTexts(db: Executor, hash: string, texts: PageText[]): Promise<void> {
  for (let i = 0; i < texts.length; i += chunkSize) {
    const rows = texts.slice(i, i + chunkSize).map((t) => ({ hash, page: t.page, format: "", text: t.text, ocr: t.ocr ? (1 as const) : (0 as const) }));
    await db
      .insertInto("document_page")
      .values(rows)
      .onConflict((oc) => oc.columns(["hash", "page"]).doUpdateSet((eb) => ({ text: eb.ref("excluded.text"), ocr: eb.ref("excluded.ocr") })))
      .execute();
  }
}
