import fsp from "node:fs/promises";
import path from "node:path";
import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { coverKey, documentFileKey, isMd5, keyOfPath, pageKey } from "../../modules/storage/keys.js";
import { contentTypeOf } from "../../modules/storage/storage.js";
import { storageFor } from "../../modules/storage/storage-for.js";
import { markFailed, queueReconversion } from "../../modules/documents/document-status.js";
import type { Executor } from "../../db/schema.js";
import { readPagePreviews, type PagePreview } from "./page-files.js";
import type { ProgressSink } from "./progress.js";
import type { MoredocSource, SourceRow } from "./source.js";
import { addNotes, advanceState, readState, type Note } from "./state.js";
import { idOf, int, now, str } from "./values.js";

export const FILES_STEP = "files";
/** The version of pages kept from MOREDOC (page URLs carry it to bust caches when a conversion replaces them). */
export const KEPT_PAGES_VERSION = "moredoc";
const BATCH = 50;
/** Files copied at once: reading, checking and writing overlap (one file's pages are checked while another is copied). */
const COPIES_AT_ONCE = 4;

/** `work` over every item, at most `limit` at a time; the results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export interface FilesOutcome {
  copied: number;
  bytes: number;
  reconverting: number;
}

/** Copies a file into storage unless the same size is there already (a resumed run). Returns the bytes copied. */
async function copyFile(ctx: AppContext, key: string, local: string): Promise<number> {
  const storage = storageFor(ctx);
  const stat = await fsp.stat(local);
  const stored = await storage.stat(key);
  if (stored && stored.size === stat.size) return 0;
  await storage.putFile(key, local, { contentType: contentTypeOf(key) });
  return stat.size;
}

interface HashWork {
  hash: string;
  original: string;
  ext: string;
  outcome: "kept" | "reconvert" | "missing" | "none";
  previews: PagePreview[];
  bytes: number;
  note?: string;
}

/**
 * The pages of one converted file: kept when every preview page MOREDOC rendered is there and readable (stored
 * under our keys, recorded as a converted file), else its documents are converted again (status 5).
 */
async function keepPages(ctx: AppContext, filesDir: string, attachmentPath: string, hash: string, ext: string, dryRun: boolean): Promise<HashWork> {
  const db = ctx.db.kysely;
  const work: HashWork = { hash, original: keyOfPath(attachmentPath), ext, outcome: "none", previews: [], bytes: 0 };
  if ((await db.selectFrom("converted_file").select("hash").where("hash", "=", hash).executeTakeFirst()) !== undefined) return work;
  const docs = await db.selectFrom("document").select(["status", "preview", "pages"]).where("hash", "=", hash).execute();
  const converted = docs.filter((doc) => doc.status === DocumentStatus.converted || doc.status === DocumentStatus.disabled);
  if (converted.length === 0) return work;
  const expected = Math.max(...converted.map((doc) => Number(doc.preview) || Number(doc.pages)));
  const folder = path.join(filesDir, work.original.replace(/\.[^./]*$/, ""));
  const check = await readPagePreviews(folder, expected);
  if (!check.ok) return { ...work, outcome: "reconvert", note: `页面预览不可用，将重新转换：${check.reason}` };
  work.outcome = "kept";
  work.previews = check.previews;
  if (check.previews.some((p) => p.converted)) work.note = "部分页面已转为 Wenku 的格式（PNG/JPEG 转为 WebP，或补全 gzip）";
  if (dryRun) return work;
  const storage = storageFor(ctx);
  for (const preview of check.previews) {
    await storage.putBuffer(pageKey(hash, preview.page, preview.format), preview.data, { contentType: contentTypeOf(pageKey(hash, preview.page, preview.format)) });
    work.bytes += preview.data.length;
  }
  if (check.cover) {
    await storage.putBuffer(coverKey(hash), check.cover, { contentType: "image/png" });
    work.bytes += check.cover.length;
  }
  return work;
}

/** Records the kept pages (and a finished conversion job naming the original, which page repair reads) in the batch's transaction. */
async function recordPages(trx: Executor, work: HashWork, time: string): Promise<number> {
  if (work.outcome === "missing") {
    // Waiting documents cannot convert; converted ones keep their pages (only downloads need the original).
    await markFailed(trx, work.hash, [DocumentStatus.pending], "文档文件不存在");
    return 0;
  }
  if (work.outcome === "reconvert") {
    return (await queueReconversion(trx, { hash: work.hash }, [DocumentStatus.converted])).length;
  }
  if (work.outcome !== "kept") return 0;
  const doc = await trx.selectFrom("document").select(["pages", "width", "height"]).where("hash", "=", work.hash).orderBy("id").executeTakeFirstOrThrow();
  const first = work.previews[0];
  const previewExt = first.format === "webp" ? ".webp" : ".svg";
  await trx
    .insertInto("document_page")
    .values(
      work.previews.map((p) => ({
        hash: work.hash,
        page: p.page,
        format: p.format,
        width: p.width || Number(doc.width),
        height: p.height || Number(doc.height),
        version: KEPT_PAGES_VERSION,
      })),
    )
    .onConflict((oc) => oc.columns(["hash", "page"]).doNothing())
    .execute();
  await trx
    .insertInto("converted_file")
    .values({
      hash: work.hash,
      pages: Math.max(Number(doc.pages), work.previews.length),
      width: Number(doc.width) || first.width,
      height: Number(doc.height) || first.height,
      preview_ext: previewExt,
      enable_gzip: first.format === "svgz" ? 1 : 0,
      version: KEPT_PAGES_VERSION,
      created_at: time,
      updated_at: time,
    })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
  await trx.updateTable("document").set({ preview_ext: previewExt }).where("hash", "=", work.hash).execute();
  await trx
    .insertInto("conversion_job")
    .values({ hash: work.hash, source_key: work.original, ext: work.ext, state: "done", run_after: time, run_id: KEPT_PAGES_VERSION, created_at: time, updated_at: time, finished_at: time })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
  return 0;
}

/**
 * Copies every attachment's file to the same key in our storage (MOREDOC's layout is ours: documents/a/b/c/d/e/…,
 * uploads/a/b/c/d/e/…), and for a document's file its page previews and cover. Progress is kept per batch of
 * attachments, in id order, like the table steps.
 */
export async function copyFiles(ctx: AppContext, source: MoredocSource, filesDir: string, sink: ProgressSink, dryRun: boolean): Promise<FilesOutcome> {
  const outcome: FilesOutcome = { copied: 0, bytes: 0, reconverting: 0 };
  const state = await readState(ctx.db.kysely, FILES_STEP);
  if (state.done) return outcome;
  const progress = sink.start("文件 / files", await source.count("attachment"), true);
  progress.add(state.imported + state.skipped);
  let lastId = state.lastId;
  for (;;) {
    const rows = await source.batch("attachment", lastId, BATCH);
    const notes: Note[] = [];
    const works: HashWork[] = [];
    let imported = 0;
    let bytes = 0;
    const seen = new Set<string>();
    const results = await inParallel(rows, COPIES_AT_ONCE, (row) => copyOne(ctx, filesDir, row, dryRun, seen));
    results.forEach((result, i) => {
      const sourceId = idOf(rows[i]);
      if (typeof result === "string") return void notes.push({ sourceId, kind: "skipped", message: result });
      imported++;
      bytes += result.bytes;
      if (!result.work) return;
      works.push(result.work);
      bytes += result.work.bytes;
      if (result.work.note) notes.push({ sourceId, kind: "warning", message: result.work.note });
    });
    const last = rows.length < BATCH;
    const batchLastId = rows.length ? idOf(rows[rows.length - 1]) : lastId;
    if (!dryRun) {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const time = now();
        for (const work of works) outcome.reconverting += await recordPages(trx, work, time);
        await addNotes(trx, FILES_STEP, notes);
        await advanceState(trx, FILES_STEP, { lastId: batchLastId, imported, skipped: rows.length - imported, done: last });
      });
    }
    outcome.copied += imported;
    outcome.bytes += bytes;
    progress.add(rows.length, bytes);
    lastId = batchLastId;
    if (last) break;
  }
  progress.done();
  return outcome;
}

async function copyOne(ctx: AppContext, filesDir: string, row: SourceRow, dryRun: boolean, seen: Set<string>): Promise<string | { bytes: number; work?: HashWork }> {
  const attachmentPath = str(row.path).trim();
  if (!attachmentPath) return "附件没有路径";
  const key = keyOfPath(attachmentPath.replace(/^\.\//, ""));
  if (key.split("/").some((part) => part === ".." || part === "")) return "附件路径无效";
  const local = path.join(filesDir, key);
  const exists = await fsp.stat(local).then((s) => s.isFile(), () => false);
  const hash = str(row.hash).toLowerCase();
  const isDocument = int(row.type) === 2 && isMd5(hash);
  if (!exists) {
    if (!isDocument) return "文件不存在";
    return { bytes: 0, work: { hash, original: key, ext: str(row.ext), outcome: "missing", previews: [], bytes: 0, note: "文档文件不存在：待转换的文档标记为转换失败，已转换的保留页面（无法下载）" } };
  }
  const bytes = dryRun ? 0 : await copyFile(ctx, key, local);
  if (!isDocument || seen.has(hash)) return { bytes };
  seen.add(hash);
  const ext = str(row.ext).toLowerCase() || path.extname(key);
  if (key !== documentFileKey(hash, ext)) return { bytes, work: { hash, original: key, ext, outcome: "none", previews: [], bytes: 0, note: "文档文件不在 MOREDOC 的标准位置，已按原路径保存" } };
  return { bytes, work: await keepPages(ctx, filesDir, attachmentPath, hash, ext, dryRun) };
}
