import type { Generated } from "kysely";

/** OCR of one converted file (per hash, like its pages): written when its conversion completes. */
export interface OcrFileTable {
  hash: string;
  /** ProcessingStatus once converted: 2 done, 3 every scanned page failed, 0 scanned pages left unread (OCR off). */
  status: Generated<number>;
  scanned_pages: Generated<number>;
  ocr_pages: Generated<number>;
  failed_pages: Generated<number>;
  /** "tesseract", "vision", "vision+tesseract" (some pages fell back), or "" when nothing was read. */
  engine: Generated<string>;
  error: Generated<string>;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    ocr_file: OcrFileTable;
  }
}
