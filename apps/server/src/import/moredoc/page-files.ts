import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import sharp from "sharp";
import type { PageFormat } from "../../modules/storage/keys.js";

/** One page preview MOREDOC rendered, as it is to be stored here. */
export interface PagePreview {
  page: number;
  format: PageFormat;
  /** The bytes to store: MOREDOC's own for SVG and WebP, a lossless WebP made from a PNG or JPEG. */
  data: Buffer;
  width: number;
  height: number;
  converted: boolean;
}

export type PageCheck = { ok: true; previews: PagePreview[]; cover?: Buffer } | { ok: false; reason: string };

const PAGE_NAME = /^(\d+)(\.gzip\.svg|\.svg|\.webp|\.png|\.jpe?g)$/i;

/**
 * MOREDOC's gzip SVGs end without gzip's trailer (its writer flushes and never closes), so they are inflated up
 * to the last flush, as browsers read them. Such a page is stored gzipped again, whole: the same SVG, in a stream
 * every decoder reads (a client that does not take gzip gets it inflated by the server).
 */
export function svgOfGzip(data: Buffer): string | undefined {
  try {
    return zlib.gunzipSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
  } catch {
    return undefined;
  }
}

const gunzipFlushed = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.gunzip);
const gzip = promisify<zlib.InputType, Buffer>(zlib.gzip);

/** Whether a gzip stream has its trailer (strict decoders, ours included, refuse one without): CRC and size of `plain`. */
function hasTrailer(data: Buffer, plain: Buffer): boolean {
  if (data.length < 18) return false;
  return data.readUInt32LE(data.length - 8) === zlib.crc32(plain) && data.readUInt32LE(data.length - 4) === plain.length % 2 ** 32;
}

const looksLikeSvg = (text: string | undefined) => text !== undefined && /<svg[\s>]/.test(text.slice(0, 4096)) && text.trimEnd().endsWith("</svg>");

/** The size an SVG declares (its width and height, else its viewBox), rounded; 0 when it says none. */
export function svgSize(svg: string): { width: number; height: number } {
  const head = svg.slice(0, 4096).match(/<svg[^>]*>/)?.[0] ?? "";
  const attr = (name: string) => Number.parseFloat(head.match(new RegExp(`\\s${name}="([\\d.]+)`))?.[1] ?? "");
  let width = attr("width");
  let height = attr("height");
  if (!(width > 0 && height > 0)) {
    const box = head.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
    width = Number.parseFloat(box?.[1] ?? "0");
    height = Number.parseFloat(box?.[2] ?? "0");
  }
  return { width: Math.round(width) || 0, height: Math.round(height) || 0 };
}

async function readPreview(file: string, page: number, suffix: string): Promise<PagePreview | string> {
  const data = await fsp.readFile(file);
  const lower = suffix.toLowerCase();
  if (lower === ".svg") {
    const svg = data.toString("utf8");
    if (!looksLikeSvg(svg)) return `第 ${page} 页不是完整的 SVG`;
    return { page, format: "svg", data, ...svgSize(svg), converted: false };
  }
  if (lower === ".gzip.svg") {
    // A page that does not unzip is reported as broken below (the document is converted again).
    const plain = await gunzipFlushed(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).catch(() => undefined);
    const svg = plain?.toString("utf8");
    if (!plain || !looksLikeSvg(svg)) return `第 ${page} 页不是完整的 SVG`;
    const stored = hasTrailer(data, plain) ? data : await gzip(plain);
    return { page, format: "svgz", data: stored, ...svgSize(svg!), converted: stored !== data };
  }
  try {
    const image = sharp(data);
    const meta = await image.metadata();
    if (lower === ".webp") return { page, format: "webp", data, width: meta.width ?? 0, height: meta.height ?? 0, converted: false };
    const webp = await image.webp({ lossless: lower === ".png", effort: 0 }).toBuffer();
    return { page, format: "webp", data: webp, width: meta.width ?? 0, height: meta.height ?? 0, converted: true };
  } catch {
    return `第 ${page} 页图片无法解码`;
  }
}

/**
 * Reads the page previews of one file from MOREDOC's folder (`documents/…/<md5>/`): every page from 1 to
 * `expected` must be there and readable, else the file is converted again here. The cover comes along when there.
 */
export async function readPagePreviews(folder: string, expected: number): Promise<PageCheck> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch {
    return { ok: false, reason: "没有页面预览文件夹" };
  }
  const byPage = new Map<number, string>();
  for (const name of names) {
    const match = PAGE_NAME.exec(name);
    if (!match) continue;
    const page = Number(match[1]);
    // Several formats of one page (the site changed its converter): the first in this order wins.
    const rank = (suffix: string) => [".gzip.svg", ".svg", ".webp", ".png", ".jpg", ".jpeg"].indexOf(suffix.toLowerCase());
    const current = byPage.get(page);
    if (current === undefined || rank(match[2]) < rank(PAGE_NAME.exec(current)![2])) byPage.set(page, name);
  }
  if (expected < 1) return { ok: false, reason: "文档没有预览页" };
  const previews: PagePreview[] = [];
  for (let page = 1; page <= expected; page++) {
    const name = byPage.get(page);
    if (!name) return { ok: false, reason: `缺少第 ${page} 页` };
    const preview = await readPreview(path.join(folder, name), page, PAGE_NAME.exec(name)![2]);
    if (typeof preview === "string") return { ok: false, reason: preview };
    previews.push(preview);
  }
  // MOREDOC had no cover for this document: it is imported without one, as it was shown there.
  const cover = await fsp.readFile(path.join(folder, "cover.png")).catch(() => undefined);
  return { ok: true, previews, cover };
}
