import { z } from "zod";
import { pageQuery, qIntArray, qString } from "../query.js";
import { documentIdsBodySchema } from "./document.js";

/** The engines of `ocr.engine`: tesseract on the server, or a vision model configured in /admin/ai/llm. */
export const ocrEngines = ["tesseract", "vision"] as const;
export type OcrEngine = (typeof ocrEngines)[number];

/** One document with pages that needed OCR (GET /api/v1/document/ocr/list). */
export const ocrDocumentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  ext: z.string(),
  pages: z.number().int(),
  /** The document's own status (DocumentStatus). */
  document_status: z.number().int(),
  /** OCR status, ProcessingStatus of spec §4: 0 pending, 1 processing, 2 done, 3 failed. */
  status: z.number().int(),
  /** Pages that looked scanned (little or no text layer, a page-sized image). */
  scanned_pages: z.number().int(),
  /** Pages whose stored text came from OCR. */
  ocr_pages: z.number().int(),
  /** Scanned pages no engine could read. */
  failed_pages: z.number().int(),
  /** Engine that read the pages: "tesseract", "vision" or both ("vision+tesseract"); empty before any OCR. */
  engine: z.string(),
  /** Why pages failed, or why the vision model was not used (then tesseract read them). */
  error: z.string(),
  updated_at: z.string(),
});
export type OcrDocument = z.infer<typeof ocrDocumentSchema>;

export const ocrListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  status: qIntArray(),
});
export type OcrListQuery = z.input<typeof ocrListQuerySchema>;
export const ocrListReplySchema = z.object({ total: z.number().int(), document: z.array(ocrDocumentSchema) });
export type OcrListReply = z.infer<typeof ocrListReplySchema>;

/** PUT /api/v1/document/ocr: converts the chosen documents again, so their scanned pages are read again. */
export const ocrRerunBodySchema = documentIdsBodySchema;
export const ocrRerunReplySchema = z.object({ count: z.number().int() });
