import fs from "node:fs";
import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { deletePagesBeyond, savePageTexts } from "../documents/document-pages.js";
import { collapseWhitespace, firstChars, keywordsFromText } from "../documents/keywords.js";
import { pageKey, type PageFormat } from "../storage/keys.js";
import { storeOcrReport } from "../ocr/store-ocr-report.js";
import { storageFor } from "../storage/storage-for.js";
import { applyConvertedFile, SUMMARY_LENGTH } from "./apply-converted.js";
import type { ConverterSettings } from "./converter-settings.js";
import type { ConvertResult } from "./engine/types.js";
import { previewPages } from "./preview-pages.js";
import { announceChanged } from "../documents/documents-of-hash.js";
import type { JobRow } from "./queue/job-row.js";
import { storeCover, storeRenderedPages } from "./store-page.js";

/**
 * The summary and keywords come from the beginning of the text of the preview pages: a 2,000-page book need not
 * be read whole, and nothing of a page strangers may not read may show in them.
 */
const KEYWORD_SAMPLE_CHARS = 50_000;

function leadingText(texts: ConvertResult["texts"], chars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const { text } of [...texts].sort((a, b) => a.page - b.page)) {
    if (length >= chars) break;
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join(" ");
}

const previewExtOf = (format: string) => (format === "webp" ? ".webp" : ".svg");

async function storeLeftovers(ctx: AppContext, job: JobRow, result: ConvertResult, settings: ConverterSettings) {
  await storeRenderedPages(ctx, job, result.pages.filter((page) => fs.existsSync(page.file)), settings.enableGzip);
  if (fs.existsSync(result.cover.file)) await storeCover(ctx, job, result.cover);
}

async function dropPagesBeyond(ctx: AppContext, hash: string, pageCount: number) {
  const stale = await ctx.db.kysely.selectFrom("document_page").select(["page", "format"]).where("hash", "=", hash).where("page", ">", pageCount).execute();
  for (const row of stale) if (row.format) await storageFor(ctx).delete(pageKey(hash, row.page, row.format as PageFormat));
  if (stale.length > 0) await deletePagesBeyond(ctx.db.kysely, hash, pageCount);
}

/**
 * Records a finished conversion: page texts, the converted file (reused by later uploads of the same file), the
 * job done, and every waiting document of the file converted. False when the job was no longer this run's.
 */
export async function completeJob(ctx: AppContext, job: JobRow, result: ConvertResult, settings: ConverterSettings, ocrProblem?: string): Promise<boolean> {
  await storeLeftovers(ctx, job, result, settings);
  await dropPagesBeyond(ctx, job.hash, result.pageCount);
  const db = ctx.db.kysely;
  await savePageTexts(db, job.hash, result.texts);
  await storeOcrReport(db, job.hash, result.ocr, ocrProblem);
  const preview = previewPages(result.pageCount, settings.maxPreview, settings.maxPreviewPercent);
  const readable = result.texts.filter((t) => preview === 0 || t.page <= preview);
  const text = collapseWhitespace(leadingText(readable, KEYWORD_SAMPLE_CHARS));
  const first = await db.selectFrom("document_page").select("format").where("hash", "=", job.hash).where("page", "=", 1).executeTakeFirst();
  const now = nowIso();
  const converted = {
    hash: job.hash,
    pages: result.pageCount,
    width: Math.round(result.width),
    height: Math.round(result.height),
    preview_ext: previewExtOf(first?.format ?? ""),
    enable_gzip: first?.format === "svgz" ? (1 as const) : (0 as const),
    version: job.run_id,
    summary: firstChars(text, SUMMARY_LENGTH),
    keywords: keywordsFromText(text),
    created_at: now,
    updated_at: now,
  };
  const ids = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("conversion_job")
      .set({ state: "done", lease_owner: "", lease_until: null, last_error: "", finished_at: now, updated_at: now })
      .where("id", "=", job.id)
      .where("run_id", "=", job.run_id)
      .where("state", "=", "running")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    const { created_at: _created, ...changes } = converted;
    await trx.insertInto("converted_file").values(converted).onConflict((oc) => oc.column("hash").doUpdateSet(changes)).execute();
    return applyConvertedFile(trx, settings, converted, [DocumentStatus.pending, DocumentStatus.converting, DocumentStatus.pendingReview]);
  });
  if (!ids) return false;
  await announceChanged(ctx, ids);
  return true;
}
