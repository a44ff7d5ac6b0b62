import { normalizeText } from "./normalize.js";

/** The characters a probe looked for in raw page text may hold (probeFilterable): ASCII letters and digits, and Han. */
const PROBE_CHAR = /[a-z0-9\p{Script=Han}]/u;

/** Per BMP code unit: 0 not yet known, 1 safe, 2 when normalizing it yields probe characters other than itself. */
const bmpKinds = new Uint8Array(65536);
/** The same for code points beyond the BMP (and lone surrogates), as they occur. */
const otherKinds = new Map<number, number>();
const SAFE = 1;
const UNSAFE = 2;

function kindOf(char: string): number {
  const normalized = normalizeText(char);
  return normalized !== char && PROBE_CHAR.test(normalized) ? UNSAFE : SAFE;
}

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
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      let kind = otherKinds.get(code);
      if (kind === undefined) otherKinds.set(code, (kind = kindOf(String.fromCodePoint(code))));
      if (kind === UNSAFE) return false;
      continue;
    }
    let kind = bmpKinds[unit];
    if (kind === 0) kind = bmpKinds[unit] = kindOf(String.fromCharCode(unit));
    if (kind === UNSAFE) return false;
  }
  return true;
}
