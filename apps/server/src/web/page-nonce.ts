import crypto from "node:crypto";
import type { CachedPage } from "./page-cache.js";

/** A fresh, unguessable script nonce (144 random bits, base64url: no character HTML or JSON would escape). */
export const newNonce = () => crypto.randomBytes(18).toString("base64url");

function replaceInBuffer(body: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at), replacement);
    start = at + needle.length;
  }
  if (parts.length === 0) return body;
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
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
  return {
    headers: page.headers.map(([key, value]): [string, string] => [key, value.replaceAll(rendered, fresh)]),
    body: replaceInBuffer(page.body, rendered, fresh),
  };
}
