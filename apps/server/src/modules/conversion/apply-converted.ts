import { DocumentStatus } from "@wenku/contract";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../documents/document-access.js";
import type { ConverterSettings } from "./converter-settings.js";
import { previewPages } from "./preview-pages.js";
import { updateDocumentsOfHash } from "./queue/document-updates.js";
import type { ConvertedFileRow } from "./queue/job-row.js";

/**
 * Marks the documents of a converted file as converted (2) with its page count, size, preview limit and page
 * format; empty descriptions and keywords are filled from the file's text. Returns the ids it changed.
 * Settings are read by the caller: inside a transaction nothing may query outside it (SQLite has one connection).
 */
export async function applyConvertedFile(
  db: Executor,
  settings: Pick<ConverterSettings, "maxPreview" | "maxPreviewPercent">,
  converted: ConvertedFileRow,
  statuses: readonly number[],
): Promise<number[]> {
  const ids = await updateDocumentsOfHash(db, converted.hash, statuses, {
    status: DocumentStatus.converted,
    pages: converted.pages,
    width: converted.width,
    height: converted.height,
    preview: previewPages(converted.pages, settings.maxPreview, settings.maxPreviewPercent),
    preview_ext: converted.preview_ext,
    enable_gzip: converted.enable_gzip,
    convert_error: "",
    updated_at: nowIso(),
  });
  if (ids.length > 0 && converted.summary) {
    await db.updateTable("document").set({ description: converted.summary }).where("id", "in", ids).where("description", "=", "").execute();
  }
  if (ids.length > 0 && converted.keywords) {
    await db.updateTable("document").set({ keywords: converted.keywords }).where("id", "in", ids).where("keywords", "=", "").execute();
  }
  return ids;
}
