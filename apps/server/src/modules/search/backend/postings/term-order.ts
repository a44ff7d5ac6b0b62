/**
 * Orders terms by code point, as the databases order them (SQLite's BINARY and PostgreSQL's "C" collation compare
 * UTF-8 bytes). JavaScript's `<` compares UTF-16 code units, which puts characters beyond U+FFFF (surrogates)
 * before U+E000–U+FFFF.
 */
export function compareTerms(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return weight(x) - weight(y);
  }
  return a.length - b.length;
}

function weight(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}
