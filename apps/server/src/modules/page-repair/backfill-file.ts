import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppContext } from "../../context.js";
import { readConverterSettings } from "../conversion/converter-settings.js";
import { loadReadPageTexts } from "../conversion/engine-loader.js";
import { ConversionError } from "../conversion/engine/types.js";
import { markLayoutsUnreadable, savePageLayout } from "../documents/document-pages.js";
import { readConversionOcr } from "../ocr/ocr-options.js";
import { storageFor } from "../storage/storage-for.js";

export type BackfillOutcome = { filled: number } | { failed: string };

/** The original of a file, as its last conversion job names it, on the local disk (copied into `dir` from S3). */
async function localOriginal(ctx: AppContext, hash: string, dir: string): Promise<{ path: string; ext: string } | undefined> {
  const job = await ctx.db.kysely
    .selectFrom("conversion_job")
    .select(["source_key", "ext"])
    .where("hash", "=", hash)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!job) return undefined;
  const storage = storageFor(ctx);
  const direct = storage.localPath(job.source_key);
  if (direct && fs.existsSync(direct)) return { path: direct, ext: job.ext };
  const copy = path.join(dir, `original${job.ext}`);
  return (await storage.download(job.source_key, copy)) ? { path: copy, ext: job.ext } : undefined;
}

/**
 * Reads again the text of every page of one converted file from its original (no page image is rendered) and
 * stores where the words are on each page whose text is still what was read. A page whose stored text differs
 * (an older engine, another OCR reading) gets an empty layout: no text layer rather than a wrong one. A file
 * whose original is gone or cannot be read, or whose reading fails, gets empty layouts too; a stop is thrown, to be retried.
 */
export async function backfillFile(ctx: AppContext, hash: string, signal?: AbortSignal): Promise<BackfillOutcome> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "wenku-layout-"));
  try {
    const original = await localOriginal(ctx, hash, dir);
    if (!original) {
      await markLayoutsUnreadable(ctx.db.kysely, hash);
      return { failed: "文档原文件不存在" };
    }
    const stored = await ctx.db.kysely.selectFrom("document_page").select(["page", "text", "ocr"]).where("hash", "=", hash).orderBy("page").execute();
    const settings = await readConverterSettings(ctx);
    const ocr = await readConversionOcr(ctx);
    const readPageTexts = await loadReadPageTexts();
    let read;
    try {
      read = await readPageTexts({
        sourcePath: original.path,
        ext: original.ext,
        workDir: path.join(dir, "work"),
        stepTimeoutMs: settings.stepTimeoutMs,
        memory: settings.limits.memory,
        signal,
        ocrPages: stored.filter((row) => row.ocr).map((row) => row.page),
        ocr: ocr.options,
      });
    } catch (error) {
      // Stopping (the server shuts down) leaves the file for the next pass. Any other failure, a time limit included,
      // gives the file empty layouts: retrying it would hold up every file after it at each pass; a new conversion
      // of the file stores its layout anyway.
      if (signal?.aborted || !(error instanceof ConversionError)) throw error;
      await markLayoutsUnreadable(ctx.db.kysely, hash);
      return { failed: error.message };
    }
    let filled = 0;
    for (const row of stored) {
      const fresh = read[row.page - 1];
      const layout = fresh && fresh.text === row.text ? (fresh.layout ?? "") : "";
      if (layout) filled++;
      await savePageLayout(ctx.db.kysely, { hash, page: row.page, text: row.text, layout });
    }
    return { filled };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
