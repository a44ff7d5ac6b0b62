import type { CachedPage } from "./page-cache.js";
import { prepareGzipSplice, type GzipSplice } from "./gzip-splice.js";
import { nonceOffsetsOf } from "./page-nonce.js";

/** Below this a page goes as it is (the compress plugin's threshold): gzip would save less than it costs. */
const MIN_BYTES = 1024;
const splices = new WeakMap<CachedPage, GzipSplice>();

const compressible = (page: CachedPage) => {
  const type = page.headers.find(([key]) => key === "content-type")?.[1] ?? "";
  return type.startsWith("text/") && !type.startsWith("text/event-stream");
};

/**
 * The gzip splice of a page the server rendered (gzip-splice.ts), made at its first gzipped response and kept with the
 * page: every later response of a cached page is gzipped without compressing it again. Undefined for a page sent as
 * it is (small, not text) or whose fresh nonce differs in length from the one it was rendered with.
 */
export function gzipSpliceOf(page: CachedPage, fresh: Buffer | undefined): GzipSplice | undefined {
  if (page.body.length < MIN_BYTES || !compressible(page)) return undefined;
  const placeLength = page.nonce ? Buffer.byteLength(page.nonce) : 0;
  if ((fresh?.length ?? 0) !== placeLength) return undefined;
  let splice = splices.get(page);
  if (!splice) splices.set(page, (splice = prepareGzipSplice(page.body, nonceOffsetsOf(page), placeLength)));
  return splice;
}
