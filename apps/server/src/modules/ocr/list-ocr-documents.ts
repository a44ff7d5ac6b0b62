import { DocumentStatus, ProcessingStatus, type OcrDocument, type ocrListQuerySchema } from "@wenku/contract";
import { sql } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, live, pageWindow } from "../../db/list-query.js";

export type OcrListQuery = z.output<typeof ocrListQuerySchema>;

/**
 * The OCR status of a document: its conversion's while the file waits (0), converts (1) or failed (3), else what
 * the last conversion's OCR did (ocr_file.status).
 */
const ocrStatus = sql<number>`CASE
  WHEN document.status IN (${sql.lit(DocumentStatus.pending)}, ${sql.lit(DocumentStatus.reconvert)}) THEN ${sql.lit(ProcessingStatus.pending)}
  WHEN document.status = ${sql.lit(DocumentStatus.converting)} THEN ${sql.lit(ProcessingStatus.processing)}
  WHEN document.status = ${sql.lit(DocumentStatus.failed)} THEN ${sql.lit(ProcessingStatus.failed)}
  ELSE ocr_file.status END`;

/** GET /api/v1/document/ocr/list: live documents whose file has scanned pages, newest OCR first. */
export async function listOcrDocuments(ctx: AppContext, query: OcrListQuery): Promise<{ total: number; document: OcrDocument[] }> {
  let base = ctx.db.kysely
    .selectFrom("document")
    .innerJoin("ocr_file", "ocr_file.hash", "document.hash")
    .where(live("document"));
  if (query.wd?.trim()) base = base.where(keywordMatch(["document.title"], query.wd));
  if (query.status.length) base = base.where(ocrStatus, "in", query.status);
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 100 });
  const rows = await base
    .select([
      "document.id", "document.uuid", "document.title", "document.ext", "document.pages", "document.status as document_status",
      "document.convert_error", "ocr_file.scanned_pages", "ocr_file.ocr_pages", "ocr_file.failed_pages", "ocr_file.engine",
      "ocr_file.error", "ocr_file.updated_at",
    ])
    .select(ocrStatus.as("status"))
    .orderBy("ocr_file.updated_at", "desc")
    .orderBy("document.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  return {
    total,
    document: rows.map(({ convert_error, ...row }) => ({
      ...row,
      id: Number(row.id),
      pages: Number(row.pages),
      status: Number(row.status),
      document_status: Number(row.document_status),
      scanned_pages: Number(row.scanned_pages),
      ocr_pages: Number(row.ocr_pages),
      failed_pages: Number(row.failed_pages),
      error: row.document_status === DocumentStatus.failed ? convert_error || row.error : row.error,
    })),
  };
}
