import { ProcessingStatus } from "@wenku/contract";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import type { OcrReport } from "./ocr-types.js";

const disabledNote = "OCR 已关闭，扫描页未识别 (OCR is off)";

/** The OCR status of a converted file: done, failed when no scanned page could be read, pending while OCR is off. */
export function ocrStatusOf(report: OcrReport): number {
  if (!report.enabled) return ProcessingStatus.pending;
  if (report.recognizedPages === 0 && report.failedPages > 0) return ProcessingStatus.failed;
  return ProcessingStatus.done;
}

/**
 * Records what OCR did in one finished conversion of a file; a file without scanned pages has no row (it leaves
 * the OCR list). `problem` is the conversion's own note, e.g. why the vision model was not used.
 */
export async function storeOcrReport(db: Executor, hash: string, report: OcrReport, problem?: string): Promise<void> {
  if (report.scannedPages === 0) {
    await db.deleteFrom("ocr_file").where("hash", "=", hash).execute();
    return;
  }
  const notes = [...(problem ? [problem] : []), ...(report.enabled ? [] : [disabledNote]), ...report.problems];
  const row = {
    status: ocrStatusOf(report),
    scanned_pages: report.scannedPages,
    ocr_pages: report.recognizedPages,
    failed_pages: report.failedPages,
    engine: report.engines.join("+"),
    error: notes.join("；").slice(0, 2000),
    updated_at: nowIso(),
  };
  await db
    .insertInto("ocr_file")
    .values({ hash, ...row })
    .onConflict((oc) => oc.column("hash").doUpdateSet(row))
    .execute();
}
