/**
 * The one text normalization of the index and of queries: Unicode NFKC (full-width letters and digits become
 * ASCII, compatibility ideographs become unified ones) and lower case.
 */
export function normalizeText(input: string): string {
  return input.normalize("NFKC").toLowerCase();
}

/** A normalized text with, for every code unit of it, the offset in the original text it came from. */
export interface MappedText {
  text: string;
  /** origin[i] is the original offset of text[i]; origin[text.length] is the original length */
  origin: number[];
}

const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * Normalizes cluster by cluster (a character and its combining marks) so that every normalized position maps back
 * to the original text; highlights found in the normalized text are then cut out of the original.
 */
export function normalizeWithOrigin(input: string): MappedText {
  let text = "";
  const origin: number[] = [];
  for (const match of input.matchAll(CLUSTER)) {
    const piece = normalizeText(match[0]);
    for (let i = 0; i < piece.length; i++) origin.push(match.index);
    text += piece;
  }
  origin.push(input.length);
  return { text, origin };
}
