import crypto from "node:crypto";

/**
 * The page policy allows inline scripts by their SHA-256, taken only from the scripts our templates emit: a render
 * is given a fresh secret mark as its `nonce` (React Router's hydration data, bootstrap and ScrollRestoration,
 * React's streaming scripts, the reading-mode and analytics scripts all write it), the scripts that carry the mark
 * are hashed, and the mark is taken off the body before anything is sent. Markup that reached the page by any other
 * way cannot carry a mark drawn after it was written, so it gains nothing: its script is not hashed and does not run.
 * A script whose text the browser would read differently (a `<script` the parser sees earlier ending ours first)
 * gets a hash that matches nothing, so the failure is a blocked script, never an allowed one.
 *
 * The body that is left is the same for every visitor: a cached page is sent, and gzipped, as it is (page-gzip.ts).
 *
 * A hash allows its text anywhere in the page, so markup that got in could run one of our scripts a second time,
 * before the original (user content comes before <Scripts/> in root.tsx). Every marked script must stay safe to run
 * again: React Router's context (overwritten by the original), its module bootstrap (imports are cached), its
 * stream calls, ScrollRestoration and reading mode (idempotent), the analytics code (one more page view). A new
 * script given the nonce (useNonce) is checked against that rule; an import map, speculation rules or JSON script
 * (React Router's `sri` option adds an import map) would need a look before it is marked.
 */

/** A fresh, unguessable mark for one render (144 random bits, base64url: no character HTML or JSON would escape). */
export function newScriptMark(): string {
  return crypto.randomBytes(18).toString("base64url");
}

export interface SealedPage {
  /** the body without the mark */
  body: Buffer;
  /** `'sha256-…'` sources of the inline scripts that carried the mark, each once */
  scriptHashes: string[];
}

const SCRIPT_TAG = Buffer.from("<script");
const LT = 0x3c;
const GT = 0x3e;
const CR = 0x0d;

/**
 * The end of the tag whose attribute ends at `from`: the first `>` outside a quoted value. Any quote opens a value,
 * which is right for the tags React writes (every value quoted, `"` and `>` escaped in them), not for HTML at large.
 */
function tagEnd(body: Buffer, from: number): number {
  let quote = 0;
  for (let i = from; i < body.length; i++) {
    const byte = body[i];
    if (quote) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) quote = byte;
    else if (byte === GT) return i;
  }
  return -1;
}

/** Where the script's text ends: the first `</script`, in any case, as the HTML parser ends it. */
function scriptTextEnd(body: Buffer, from: number): number {
  for (let at = body.indexOf("</", from); at >= 0; at = body.indexOf("</", at + 2)) {
    if (body.subarray(at + 2, at + 8).toString("latin1").toLowerCase() === "script") return at;
  }
  return -1;
}

/** The script text as the browser hashes it: the parser reads CR LF and a lone CR as LF. */
function hashOfScriptText(text: Buffer): string {
  const normalized = text.includes(CR) ? Buffer.from(text.toString("utf8").replace(/\r\n?/g, "\n")) : text;
  return `'sha256-${crypto.createHash("sha256").update(normalized).digest("base64")}'`;
}

/** The body without the mark, and the hashes of the inline scripts that carried it. */
export function sealScripts(body: Buffer, mark: string): SealedPage {
  const attribute = Buffer.from(` nonce="${mark}"`);
  const kept: Buffer[] = [];
  const hashes = new Set<string>();
  let start = 0;
  for (let at = body.indexOf(attribute); at >= 0; at = body.indexOf(attribute, at + attribute.length)) {
    kept.push(body.subarray(start, at));
    start = at + attribute.length;
    const tagStart = body.lastIndexOf(LT, at);
    if (!body.subarray(tagStart, tagStart + SCRIPT_TAG.length).equals(SCRIPT_TAG)) continue;
    const end = tagEnd(body, start);
    if (end < 0) continue;
    const attributes = body.subarray(tagStart, end).toString("latin1");
    // A script with a source is admitted by the sources the policy names ('self' and the analytics hosts).
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const textEnd = scriptTextEnd(body, end + 1);
    if (textEnd < 0) continue;
    hashes.add(hashOfScriptText(body.subarray(end + 1, textEnd)));
  }
  if (start === 0) return { body, scriptHashes: [] };
  kept.push(body.subarray(start));
  return { body: Buffer.concat(kept), scriptHashes: [...hashes] };
}
