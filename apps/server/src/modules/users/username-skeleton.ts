/**
 * Letters of other scripts that look like Latin ones, by the Latin letter they pass for. Capitals are folded first
 * (Cyrillic В looks like B, so it counts as b although lower-case в does not look like b), then small letters.
 */
const capitalLookalikes: Record<string, string> = {
  // Cyrillic
  А: "A", В: "B", Е: "E", Ѕ: "S", І: "I", Ј: "J", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", У: "Y", Х: "X", Ү: "Y", Ԛ: "Q", Ԝ: "W",
  // Greek
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ο: "O", Ρ: "P", Τ: "T", Υ: "Y", Χ: "X",
};

const smallLookalikes: Record<string, string> = {
  // Cyrillic
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", ԁ: "d", һ: "h", ӏ: "i", ԛ: "q", ԝ: "w", ү: "y", п: "n", г: "r", ь: "b",
  // Greek
  α: "a", ο: "o", ρ: "p", ν: "v", ι: "i", κ: "k", τ: "t", χ: "x", υ: "u", ω: "w", ε: "e", η: "n", μ: "u",
  // Latin variants, and digits that pass for letters. Capital I (i once case is ignored), small l and the digit 1
  // are one stroke in many fonts: they are all i here.
  ı: "i", l: "i", ǀ: "i", "1": "i", ɑ: "a", ɡ: "g", "0": "o",
};

const foldEach = (text: string, table: Record<string, string>) => Array.from(text, (c) => table[c] ?? c).join("");

/**
 * What a username looks like, for telling whether two names could be mistaken for each other: compatibility forms
 * folded (NFKC: ｗｅｎｋｕ is wenku), case ignored, and look-alike letters of other scripts and the digits 0 and 1 read
 * as the Latin letters they pass for: аdmin with a Cyrillic а, ＡＤＭＩＮ, Admln and adm1n all look like admin. Two
 * accounts never share a skeleton; the name itself is stored as it was typed.
 */
export function usernameSkeleton(username: string): string {
  const folded = foldEach(username.normalize("NFKC"), capitalLookalikes).toLowerCase();
  return foldEach(folded, smallLookalikes);
}
