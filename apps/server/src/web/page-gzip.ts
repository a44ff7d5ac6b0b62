import type { CachedPage } from "./page-cache.js";
import { prepareGzipSplice, type GzipSplice } from "./gzip-splice.js";
import { nonceOffsetsOf } from "./page-nonce.js";

/** Below this a page goes as it is (the compress plugin's threshold): gzip would save less than it costs. */
const MIN_BYTES = 1024;
const splices = new WeakMap<CachedPage, GzipSplice>();

const placeLength = (page: CachedPage) => (page.nonce ? Buffer.byteLength(page.nonce) : 0);

/**
 * Whether a page the server rendered goes gzipped to clients that take gzip: text of some size, and a fresh nonce
 * (undefined without one) as long as the one it was rendered with, as the splice needs.
 */
export function gzippable(page: CachedPage, fresh: Buffer | undefined): boolean {
  if (page.body.length < MIN_BYTES || (fresh?.length ?? 0) !== placeLength(page)) return false;
  const type = page.headers.find(([key]) => key === "content-type")?.[1] ?? "";
  return type.startsWith("text/") && !type.startsWith("text/event-stream");
}

/**
 * The gzip splice of a gzippable page (gzip-splice.ts), made at its first gzipped response and kept with the page:
 * every later response of a cached page is gzipped without compressing it again.
 */
export function gzipSpliceOf(page: CachedPage): GzipSplice {
  let splice = splices.get(page);
  if (!splice) splices.set(page, (splice = prepareGzipSplice(page.body, nonceOffsetsOf(page), placeLength(page))));
  return splice;
}
