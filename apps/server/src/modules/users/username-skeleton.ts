import { withoutHiddenCharacters } from "@wenku/contract";
import unhomoglyph from "unhomoglyph";

/**
 * Look-alikes that Unicode's table leaves apart but that pass for a Latin letter once case is ignored: the small l
 * is read as i (with case ignored, I, l and 1 are one stroke), and some small Cyrillic and Greek letters. Applied
 * before the table (which would otherwise map п to π) and after folding case.
 */
const caselessLookalikes: Record<string, string> = {
  l: "i",
  п: "n", ь: "b",
  κ: "k", τ: "t", χ: "x", ω: "w", ε: "e", η: "n", μ: "u",
};
const foldLookalikes = (text: string) => Array.from(text, (c) => caselessLookalikes[c] ?? c).join("");

/** One round: compatibility forms folded, hidden characters dropped, confusables mapped, case and look-alikes folded. */
function foldOnce(text: string): string {
  const prototypes = unhomoglyph(foldLookalikes(withoutHiddenCharacters(text.normalize("NFKD"))));
  return foldLookalikes(prototypes.toLowerCase().normalize("NFKD"));
}

/**
 * What a username looks like, for telling whether two names could be mistaken for each other: the UTS #39 skeleton
 * (hidden characters dropped, each character replaced by the prototype of its confusables.txt class, through the
 * pinned `unhomoglyph` package) of the NFKD form, case ignored, and a few more look-alikes above. Folding case can
 * reveal a new confusable (M becomes m, which looks like rn), so the rounds repeat until nothing changes (at most
 * three for any character; a bound keeps it finite). The result is composed again (NFC): shorter, and readable.
 * аdmin with a Cyrillic а, ＡＤＭＩＮ, Admln, adm1n and admin+U+3164 all look like admin. Two accounts never share a
 * skeleton; the name itself is stored as it was typed. Changing this function, or the version of unhomoglyph,
 * needs a migration that recomputes `user.username_skeleton` (see db/migrations/0010-username-skeleton-uts39.ts).
 */
export function usernameSkeleton(username: string): string {
  let skeleton = username;
  for (let round = 0; round < 6; round++) {
    const next = foldOnce(skeleton);
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton.normalize("NFC");
}
