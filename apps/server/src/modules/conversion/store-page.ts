import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { coverKey, pageKey, type PageFormat } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import type { RenderedCover, RenderedPage } from "./engine/types.js";
import { updateDocumentsOfHash } from "./queue/document-updates.js";
import type { JobRow } from "./queue/job-row.js";

/** A gzip SVG written out plain, for sites that turned `converter.enable_gzip` off. */
async function gunzipFile(file: string): Promise<string> {
  const plain = `${file}.plain.svg`;
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(plain));
  await fsp.rm(file, { force: true });
  return plain;
}

/**
 * Moves one rendered page into storage and records it, as soon as the engine has it, so that page 1 can be
 * served while later pages are still rendering. When the file had pages before (`replacing`), a page that changed
 * format drops its old image.
 */
export async function storeRenderedPage(ctx: AppContext, job: JobRow, page: RenderedPage, enableGzip: boolean, replacing = true): Promise<void> {
  let format: PageFormat = page.format;
  let file = page.file;
  if (format === "svgz" && !enableGzip) {
    file = await gunzipFile(file);
    format = "svg";
  }
  const storage = storageFor(ctx);
  const db = ctx.db.kysely;
  const previous = replacing
    ? await db.selectFrom("document_page").select("format").where("hash", "=", job.hash).where("page", "=", page.number).executeTakeFirst()
    : undefined;
  await storage.putFile(pageKey(job.hash, page.number, format), file, { move: true });
  const values = { format, width: Math.round(page.width), height: Math.round(page.height), version: job.run_id };
  await db
    .insertInto("document_page")
    .values({ hash: job.hash, page: page.number, ...values })
    .onConflict((oc) => oc.columns(["hash", "page"]).doUpdateSet(values))
    .execute();
  if (previous?.format && previous.format !== format) await storage.delete(pageKey(job.hash, page.number, previous.format as PageFormat));
}

/** Stores the cover (PNG fitted to 210×297) and gives the converting documents their page size early. */
export async function storeCover(ctx: AppContext, job: JobRow, cover: RenderedCover): Promise<void> {
  await storageFor(ctx).putFile(coverKey(job.hash), cover.file, { move: true, contentType: "image/png" });
  if (cover.width > 0 && cover.height > 0) {
    await updateDocumentsOfHash(ctx.db.kysely, job.hash, [DocumentStatus.converting], { width: Math.round(cover.width), height: Math.round(cover.height) });
  }
}
