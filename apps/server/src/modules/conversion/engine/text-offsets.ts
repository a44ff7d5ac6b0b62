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

interface Piece {
  text: string;
  /** Offset in the raw text. */
  from: number;
}

function cleanCharacter(character: string): string {
  if (isKangxi.test(character)) return character.normalize("NFKC");
  const ideograph = RADICAL_TO_IDEOGRAPH.get(character);
  if (ideograph) return ideograph;
  return isInvisible.test(character) ? "" : character;
}

const firstCharacter = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 0);
const lastCharacter = (text: string) => [...text].at(-1) ?? "";

/** Whitespace runs become one space; a space between two Chinese characters goes; spaces at both ends go. */
function collapseSpaces(pieces: Piece[]): Piece[] {
  const collapsed: Piece[] = [];
  for (const piece of pieces) {
    if (!isSpace.test(piece.text)) collapsed.push(piece);
    else if (collapsed.at(-1)?.text !== " ") collapsed.push({ text: " ", from: piece.from });
  }
  const kept = collapsed.filter((piece, i) => {
    if (piece.text !== " ") return true;
    const before = collapsed[i - 1];
    const after = collapsed[i + 1];
    return !(before && after && isCjk.test(lastCharacter(before.text)) && isCjk.test(firstCharacter(after.text)));
  });
  while (kept[0]?.text === " ") kept.shift();
  while (kept.at(-1)?.text === " ") kept.pop();
  return kept;
}

/**
 * cleanPageText (text-cleanup.ts) step by step on each character, keeping where each raw character went, so that
 * positions read beside the raw text point into the stored text. undefined if the result is not cleanPageText's
 * (then the page gets no positions rather than wrong ones).
 */
export function cleanWithOffsets(raw: string): CleanedText | undefined {
  const pieces: Piece[] = [];
  let from = 0;
  for (const character of raw) {
    const text = cleanCharacter(character);
    if (text) pieces.push({ text, from });
    from += character.length;
  }
  const offsets = new Int32Array(raw.length).fill(-1);
  let length = 0;
  const parts: string[] = [];
  for (const piece of collapseSpaces(pieces)) {
    offsets[piece.from] = length;
    parts.push(piece.text);
    length += piece.text.length;
  }
  const text = parts.join("");
  return text === cleanPageText(raw) ? { text, offsets } : undefined;
}
