import crypto from "node:crypto";
import type { CachedPage } from "./page-cache.js";

/** A fresh, unguessable script nonce (144 random bits, base64url: no character HTML or JSON would escape). */
export const newNonce = () => crypto.randomBytes(18).toString("base64url");

/** The body cut at every occurrence of the nonce, once per cached page: responses then only join the parts. */
const nonceGaps = new WeakMap<CachedPage, Buffer[]>();

function splitAt(body: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * A rendered page as one response sends it. A page rendered with a nonce (see register-web.ts) gets a fresh one,
 * in its policy and its script elements alike: the nonce it was rendered with never leaves the server, so a page
 * served from the page cache is no more predictable than a page rendered for the request.
 */
export function withFreshNonce(page: CachedPage): Pick<CachedPage, "headers" | "body"> {
  const rendered = page.nonce;
  if (!rendered) return page;
  const fresh = newNonce();
  let parts = nonceGaps.get(page);
  if (!parts) nonceGaps.set(page, (parts = splitAt(page.body, Buffer.from(rendered))));
  const freshBytes = Buffer.from(fresh);
  return {
    headers: page.headers.map(([key, value]): [string, string] => [key, value.replaceAll(rendered, fresh)]),
    body: Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [freshBytes, part]))),
  };
}
