import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { coverKey, pageKey, type PageFormat } from "../storage/keys.js";
import { savePageImages } from "../documents/document-pages.js";
import { storageFor } from "../storage/storage-for.js";
import type { RenderedCover, RenderedPage } from "./engine/types.js";
import { setFieldsOfHash } from "../documents/documents-of-hash.js";
import type { JobRow } from "./queue/job-row.js";

/** A gzip SVG written out plain, for sites that turned `converter.enable_gzip` off. */
async function gunzipFile(file: string): Promise<string> {
  const plain = `${file}.plain.svg`;
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(plain));
  await fsp.rm(file, { force: true });
  return plain;
}

/**
 * Moves rendered pages into storage and records them in one statement, as soon as the engine has them, so that
 * page 1 can be served while later pages are still rendering. When the file had pages before (`replacing`), a
 * page that changed format drops its old image.
 */
export async function storeRenderedPages(
  ctx: AppContext,
  job: JobRow,
  pages: RenderedPage[],
  enableGzip: boolean,
  replacing = true,
): Promise<void> {
  if (pages.length === 0) return;
  const storage = storageFor(ctx);
  const db = ctx.db.kysely;
  const numbers = pages.map((page) => page.number);
  const previous = replacing
    ? new Map(
        (await db.selectFrom("document_page").select(["page", "format"]).where("hash", "=", job.hash).where("page", "in", numbers).execute()).map(
          (row) => [row.page, row.format],
        ),
      )
    : new Map<number, string>();
  const rows = [];
  for (const page of pages) {
    let format: PageFormat = page.format;
    let file = page.file;
    if (format === "svgz" && !enableGzip) {
      file = await gunzipFile(file);
      format = "svg";
    }
    await storage.putFile(pageKey(job.hash, page.number, format), file, { move: true });
    rows.push({ hash: job.hash, page: page.number, format, width: Math.round(page.width), height: Math.round(page.height), version: job.run_id });
  }
  await savePageImages(db, rows);
  for (const row of rows) {
    const old = previous.get(row.page);
    if (old && old !== row.format) await storage.delete(pageKey(job.hash, row.page, old as PageFormat));
  }
}

/** Stores the cover (PNG fitted to 210×297) and gives the converting documents their page size early. */
export async function storeCover(ctx: AppContext, job: JobRow, cover: RenderedCover): Promise<void> {
  await storageFor(ctx).putFile(coverKey(job.hash), cover.file, { move: true, contentType: "image/png" });
  if (cover.width > 0 && cover.height > 0) {
    await setFieldsOfHash(ctx.db.kysely, job.hash, [DocumentStatus.converting], { width: Math.round(cover.width), height: Math.round(cover.height) });
  }
}
