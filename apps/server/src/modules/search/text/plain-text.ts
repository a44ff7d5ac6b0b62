import { normalizeText } from "./normalize.js";

/** The characters a probe looked for in raw page text may hold (probeFilterable): ASCII letters and digits, and Han. */
const PROBE_CHAR = /[a-z0-9\p{Script=Han}]/u;

/** Per code point: whether normalizing it yields probe characters other than itself. */
const unsafeChars = new Map<number, boolean>();

/** Whether a probe (a normalized substring) can be looked for in a plain page's raw text, ignoring the case of A–Z. */
export function probeFilterable(probe: string): boolean {
  return probe.length > 0 && Array.from(probe).every((c) => PROBE_CHAR.test(c));
}

/**
 * Whether normalizing the text (NFKC and lower case, normalizeText) changes nothing a probe can hold except the
 * case of ASCII letters: no full-width letters or digits, compatibility ideographs, Kangxi radicals, ligatures,
 * superscripts and the like. Wherever a filterable probe occurs in such a text once normalized, it also occurs in
 * the raw text (A–Z in any case), so the raw text tells which pages may hold a question's terms.
 */
export function isPlainText(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) continue;
    let unsafe = unsafeChars.get(code);
    if (unsafe === undefined) {
      const normalized = normalizeText(char);
      unsafe = normalized !== char && PROBE_CHAR.test(normalized);
      unsafeChars.set(code, unsafe);
    }
    if (unsafe) return false;
  }
  return true;
}
