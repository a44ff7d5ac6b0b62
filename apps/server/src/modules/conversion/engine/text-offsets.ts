import { CJK, cleanPageText, INVISIBLE_CHARACTERS, KANGXI_RADICAL, RADICAL_TO_IDEOGRAPH } from "./text-cleanup.js";

export interface CleanedText {
  /** cleanPageText(raw), exactly. */
  text: string;
  /** For each UTF-16 unit of the raw text, its offset in `text`, or -1 when cleaning dropped it. */
  offsets: Int32Array;
}

const isKangxi = new RegExp(KANGXI_RADICAL.source);
const isInvisible = new RegExp(INVISIBLE_CHARACTERS.source);
const isSpace = /^\s$/;
const isCjk = new RegExp(`^${CJK}$`, "u");

/** What cleanPageText does to one character (code point); 0: not yet known. */
const KEPT = 1;
const KEPT_CJK = 2;
const SPACE = 3;
const DROPPED = 4;
const REPLACED = 5;

/** The kind of each BMP character, filled as characters are met (each one costs a few regex tests once). */
const bmpKinds = new Uint8Array(0x10000);

function kindOf(codePoint: number): number {
  if (codePoint < 0x10000 && bmpKinds[codePoint] !== 0) return bmpKinds[codePoint];
  const character = String.fromCodePoint(codePoint);
  let kind: number;
  if (isKangxi.test(character) || RADICAL_TO_IDEOGRAPH.has(character)) kind = REPLACED;
  else if (isInvisible.test(character)) kind = DROPPED;
  else if (isSpace.test(character)) kind = SPACE;
  else kind = isCjk.test(character) ? KEPT_CJK : KEPT;
  if (codePoint < 0x10000) bmpKinds[codePoint] = kind;
  return kind;
}

function replacement(character: string): string {
  return isKangxi.test(character) ? character.normalize("NFKC") : (RADICAL_TO_IDEOGRAPH.get(character) ?? character);
}

/**
 * cleanPageText (text-cleanup.ts) in one pass over the characters, keeping where each raw character went, so that
 * positions read beside the raw text point into the stored text: look-alike radicals replaced, invisible characters
 * dropped, a whitespace run kept as one space at its first character unless it lies between two Chinese characters
 * or at either end. undefined if the result is not cleanPageText's (then the page gets no positions rather than
 * wrong ones).
 */
export function cleanWithOffsets(raw: string): CleanedText | undefined {
  const offsets = new Int32Array(raw.length).fill(-1);
  const parts: string[] = [];
  let runStart = 0;
  let length = 0;
  let pendingSpace = -1;
  let lastIsCjk = false;
  const flushRun = (end: number) => {
    if (end > runStart) parts.push(raw.slice(runStart, end));
  };
  for (let at = 0; at < raw.length; ) {
    const codePoint = raw.codePointAt(at)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const kind = kindOf(codePoint);
    if (kind === SPACE || kind === DROPPED) {
      flushRun(at);
      if (kind === SPACE && pendingSpace < 0 && length > 0) pendingSpace = at;
      at += units;
      runStart = at;
      continue;
    }
    const text = kind === REPLACED ? replacement(raw.slice(at, at + units)) : undefined;
    const isCjkCharacter = text === undefined ? kind === KEPT_CJK : isCjk.test(String.fromCodePoint(text.codePointAt(0)!));
    if (pendingSpace >= 0) {
      if (!(lastIsCjk && isCjkCharacter)) {
        parts.push(" ");
        offsets[pendingSpace] = length++;
      }
      pendingSpace = -1;
    }
    offsets[at] = length;
    if (text === undefined) length += units;
    else {
      flushRun(at);
      parts.push(text);
      length += text.length;
      runStart = at + units;
    }
    lastIsCjk = text === undefined ? isCjkCharacter : isCjk.test([...text].at(-1) ?? "");
    at += units;
  }
  flushRun(raw.length);
  return finish(parts, offsets, raw);
}

function finish(parts: string[], offsets: Int32Array, raw: string): CleanedText | undefined {
  const text = parts.join("");
  return text === cleanPageText(raw) ? { text, offsets } : undefined;
}
