import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context.js";
import { readConversionOcr } from "../ocr/ocr-options.js";
import { storageFor } from "../storage/storage-for.js";
import { completeJob } from "./complete-job.js";
import { readConverterSettings } from "./converter-settings.js";
import { loadConvertDocument } from "./engine-loader.js";
import { ConversionError, type RenderedPage } from "./engine/types.js";
import { PageSink } from "./page-sink.js";
import type { JobRow } from "./queue/job-row.js";
import { storeCover, storeRenderedPages } from "./store-page.js";
import { reportWatermarkProblem, resolveWatermark, watermarkWorks } from "./watermark.js";

/**
 * Pages after the first are recorded in batches at most this often: readers see new pages within a tenth of a
 * second, and a 200-page document takes about ten statements instead of one per page.
 */
const PAGE_BATCH_EVERY_MS = 100;

export interface RunJobOptions {
  signal: AbortSignal;
  /** Renderer processes the engine may run for this job. */
  concurrency: number;
  /** Scratch root; each run gets its own folder, removed afterwards. */
  workRoot: string;
}

async function localSource(ctx: AppContext, job: JobRow, dir: string): Promise<string> {
  const storage = storageFor(ctx);
  const direct = storage.localPath(job.source_key);
  if (direct && fs.existsSync(direct)) return direct;
  const copy = path.join(dir, `source${job.ext}`);
  if (!(await storage.download(job.source_key, copy))) throw new ConversionError("文档原文件不存在，无法转换", false);
  return copy;
}

async function hasRenderedPages(ctx: AppContext, hash: string): Promise<boolean> {
  const row = await ctx.db.kysely.selectFrom("document_page").select("page").where("hash", "=", hash).where("format", "!=", "").limit(1).executeTakeFirst();
  return Boolean(row);
}

/**
 * One try of one job: the original from storage, the engine with every page rendered (page 1 and the cover
 * first, each page stored as it arrives), then the results recorded. Throws what the engine throws.
 */
export async function runJob(ctx: AppContext, job: JobRow, options: RunJobOptions): Promise<boolean> {
  const settings = await readConverterSettings(ctx);
  const ocr = await readConversionOcr(ctx);
  const dir = path.join(options.workRoot, `${job.id}-${job.run_id}`);
  const workDir = path.join(dir, "work");
  const outputDir = path.join(dir, "out");
  await fsp.mkdir(workDir, { recursive: true });
  await fsp.mkdir(outputDir, { recursive: true });
  const replacing = await hasRenderedPages(ctx, job.hash);
  const watermarkProblems: string[] = [];
  const pages = new PageSink<RenderedPage>((batch) => storeRenderedPages(ctx, job, batch, settings.enableGzip, replacing), 2, 64, PAGE_BATCH_EVERY_MS);
  try {
    const sourcePath = await localSource(ctx, job, dir);
    const watermark = await resolveWatermark(ctx, dir);
    const convertDocument = await loadConvertDocument();
    const result = await convertDocument({
      sourcePath,
      ext: job.ext,
      workDir,
      outputDir,
      renderPages: 0,
      pageFormat: settings.pageFormat,
      watermark,
      stepTimeoutMs: settings.stepTimeoutMs,
      scaleStepTimeout: true,
      limits: settings.limits,
      ocr: ocr.options,
      concurrency: options.concurrency,
      signal: options.signal,
      onPage: (page) => pages.add(page),
      onCover: (cover) => storeCover(ctx, job, cover),
      onWatermarkProblem: (reason) => watermarkProblems.push(reason),
    });
    if (watermark?.imagePath && !watermarkProblems.length) await watermarkWorks(ctx);
    await pages.drain();
    options.signal.throwIfAborted();
    if (result.pageCount <= 0) throw new ConversionError("文档没有可显示的页面", false);
    return await completeJob(ctx, job, result, settings, ocr.problem);
  } finally {
    if (watermarkProblems.length) {
      await reportWatermarkProblem(ctx, watermarkProblems.join("；")).catch((error: unknown) => ctx.log.warn("watermark problem not recorded", { err: error }));
    }
    // Waits for page stores still in flight before the folder goes; a failure of theirs is already the job's error.
    await pages.drain().catch(() => undefined);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
