import crypto from "node:crypto";
import type { CachedPage } from "./page-cache.js";

/** 18 random bytes are 24 base64url characters with no padding, so a draw's encoding splits into whole nonces. */
const NONCE_BYTES = 18;
const NONCE_LENGTH = 24;
/** Random bytes for this many nonces are drawn and encoded at once: one call to the system's generator a draw. */
const NONCES_PER_DRAW = 256;
let drawnText = "";
let drawnBytes = Buffer.alloc(0);
let used = NONCES_PER_DRAW;

/** A fresh, unguessable script nonce (144 random bits, base64url: no character HTML or JSON would escape). */
export function newNonce(): string {
  return drawNonce().text;
}

/** A fresh nonce as text and as the bytes a page body carries (a view of the draw's encoding, not a copy). */
function drawNonce(): { text: string; bytes: Buffer } {
  if (used === NONCES_PER_DRAW) {
    drawnText = crypto.randomBytes(NONCE_BYTES * NONCES_PER_DRAW).toString("base64url");
    drawnBytes = Buffer.from(drawnText, "latin1");
    used = 0;
  }
  const start = NONCE_LENGTH * used++;
  return { text: drawnText.slice(start, start + NONCE_LENGTH), bytes: drawnBytes.subarray(start, start + NONCE_LENGTH) };
}

/** Where the nonce a cached page was rendered with occurs in its body, found once per cached page. */
const nonceOffsets = new WeakMap<CachedPage, number[]>();

function offsetsOf(body: Buffer, needle: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets;
}

/** The body with `fresh` in place of the rendered nonce at each offset. */
function replacedBody(body: Buffer, offsets: number[], renderedLength: number, fresh: Buffer): Buffer {
  // A page carries its nonce on every script and preload link (about 50 on the home page): the same length, the
  // usual case, is one copy of the page written over in place; any other a join of the parts between them.
  if (fresh.length === renderedLength) {
    const out = Buffer.allocUnsafe(body.length);
    out.set(body);
    for (const offset of offsets) out.set(fresh, offset);
    return out;
  }
  const parts: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    parts.push(body.subarray(start, offset), fresh);
    start = offset + renderedLength;
  }
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

const LINK_TAG = Buffer.from("<link ");

/**
 * The body without the nonce React Router writes on every <link> (about 40 module preloads and stylesheets a page):
 * the policy admits those by 'self', and a nonce only scripts carry leaves a page few places that change from one
 * response to the next (page-gzip.ts compresses the parts between them once).
 */
export function withoutLinkNonces(body: Buffer, nonce: string): Buffer {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const kept: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(attribute); at >= 0; at = body.indexOf(attribute, at + attribute.length)) {
    const tagStart = body.lastIndexOf(0x3c /* < */, at);
    if (!body.subarray(tagStart, tagStart + 6).equals(LINK_TAG)) continue;
    kept.push(body.subarray(start, at));
    start = at + attribute.length;
  }
  if (start === 0) return body;
  kept.push(body.subarray(start));
  return Buffer.concat(kept);
}

/** Where a cached page's body carries the nonce it was rendered with (none for a page rendered without one). */
export function nonceOffsetsOf(page: CachedPage): number[] {
  if (!page.nonce) return [];
  let offsets = nonceOffsets.get(page);
  if (!offsets) nonceOffsets.set(page, (offsets = offsetsOf(page.body, Buffer.from(page.nonce))));
  return offsets;
}

/**
 * A rendered page as one response sends it. A page rendered with a nonce (see register-web.ts) gets a fresh one,
 * in its policy and its script elements alike: the nonce it was rendered with never leaves the server, so a page
 * served from the page cache is no more predictable than a page rendered for the request. `fresh` is that nonce
 * (undefined for a page rendered without one); the body comes from `bodyWith` (plain) or the page's gzip splice.
 */
export function withFreshNonce(page: CachedPage): { headers: CachedPage["headers"]; fresh: Buffer | undefined; bodyWith: () => Buffer } {
  const rendered = page.nonce;
  if (!rendered) return { headers: page.headers, fresh: undefined, bodyWith: () => page.body };
  const { text: nonce, bytes: fresh } = drawNonce();
  return {
    headers: page.headers.map(([key, value]): [string, string] => [key, value.replaceAll(rendered, nonce)]),
    fresh,
    bodyWith: () => replacedBody(page.body, nonceOffsetsOf(page), Buffer.byteLength(rendered), fresh),
  };
}
