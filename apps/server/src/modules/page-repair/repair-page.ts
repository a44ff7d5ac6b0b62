import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { AppContext } from "../../context.js";
import { repairStoredSvg } from "../conversion/engine/stored-svg.js";
import { reversionPage } from "../documents/document-pages.js";
import { pageKey, type PageFormat } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";

export interface StoredPage {
  hash: string;
  page: number;
  format: string;
  version: string;
}

export type PageVerdict = "sound" | "repaired" | "broken" | "missing";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads one stored SVG page and checks it (in a page worker). A page that is not well-formed but is once its
 * data-text attributes are gone is stored again, under a new version: its URL and ETag change, so no browser keeps
 * showing the broken image it cached as immutable.
 */
export async function repairPage(ctx: AppContext, row: StoredPage): Promise<{ verdict: PageVerdict; fault?: string }> {
  const storage = storageFor(ctx);
  const key = pageKey(row.hash, row.page, row.format as PageFormat);
  const stream = await storage.read(key);
  if (!stream) return { verdict: "missing" };
  const outcome = await repairStoredSvg(await readAll(stream), row.format === "svgz");
  if (outcome.state === "sound") return { verdict: "sound" };
  if (outcome.state === "broken") return { verdict: "broken", fault: outcome.fault };
  await storage.putBuffer(key, outcome.bytes);
  await reversionPage(ctx.db.kysely, { hash: row.hash, page: row.page, fromVersion: row.version, toVersion: crypto.randomBytes(6).toString("hex") });
  return { verdict: "repaired" };
}
