import { DocumentStatus, type DocumentStatusValue } from "@wenku/contract";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { readContent } from "../documents/document-content.js";
import { markConverted } from "../documents/document-status.js";
import { fillEmptyDescriptions, setFieldsOfHash } from "../documents/documents-of-hash.js";
import { firstChars } from "../documents/keywords.js";
import type { ConverterSettings } from "./converter-settings.js";
import { previewPages } from "./preview-pages.js";
import type { ConvertedFileRow } from "./queue/job-row.js";

/**
 * Marks the documents of a converted file as converted (2) with its page count, size, preview limit and page
 * format (those waiting for review, 6, get the same and keep their status, so approval publishes them at once); empty descriptions are filled from the text of the preview pages (a stranger must not read later pages
 * in a description) and empty keywords from the file's keywords. Returns the ids it changed.
 * Settings are read by the caller: inside a transaction nothing may query outside it (SQLite has one connection).
 */
export async function applyConvertedFile(
  db: Executor,
  settings: Pick<ConverterSettings, "maxPreview" | "maxPreviewPercent">,
  converted: ConvertedFileRow,
  statuses: readonly DocumentStatusValue[],
): Promise<number[]> {
  const preview = previewPages(converted.pages, settings.maxPreview, settings.maxPreviewPercent);
  const outcome = {
    pages: converted.pages,
    width: converted.width,
    height: converted.height,
    preview,
    preview_ext: converted.preview_ext,
    enable_gzip: converted.enable_gzip,
    convert_error: "",
    updated_at: nowIso(),
  };
  const publishing = statuses.filter((status) => status !== DocumentStatus.pendingReview);
  const published = publishing.length > 0 ? await markConverted(db, converted.hash, publishing, outcome) : [];
  // Conversion is not publication: a document waiting for review keeps its status and gets its pages.
  const inReview = statuses.includes(DocumentStatus.pendingReview) ? await setFieldsOfHash(db, converted.hash, [DocumentStatus.pendingReview], outcome) : [];
  const ids = [...published, ...inReview];
  const summary = ids.length > 0 ? await previewSummary(db, converted.hash, preview) : "";
  await fillEmptyDescriptions(db, ids, { description: summary, keywords: converted.keywords });
  return ids;
}

/** Characters of an automatic description. */
export const SUMMARY_LENGTH = 255;

/** The first characters of the text of pages 1..preview (0 = every page), whitespace collapsed. */
export async function previewSummary(db: Executor, hash: string, preview: number): Promise<string> {
  const text = await readContent(db, hash, { limit: 4 * SUMMARY_LENGTH, lastPage: preview > 0 ? preview : undefined });
  return firstChars(text, SUMMARY_LENGTH);
}
