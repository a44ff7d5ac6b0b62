import type { QuestionTerm } from "./question-terms.js";
import { probeOf } from "./term-hits.js";
import { probeFilterable } from "../search/index.js";

/**
 * The substrings that tell which plain pages may hold a term of the question (every term findTermHits finds
 * contains its probe), or undefined when a term has none to look for that way (a negation, a word in another
 * script): every page is then searched in full.
 */
export function poolProbes(terms: QuestionTerm[]): string[] | undefined {
  const probes = terms.map((term) => (term.kind === "cjk" ? term.text : probeOf(term)));
  if (probes.length === 0 || probes.some((probe) => probe === undefined || !probeFilterable(probe))) return undefined;
  return [...new Set(probes as string[])];
}

const upperAscii = /[A-Z]+/g;

/**
 * Whether a plain page's text (isPlainText) may hold one of the probes: a probe anywhere, letters in any case of
 * A–Z only. A page it rejects scores nothing and is not normalized or searched further. Probes hold only a–z,
 * digits and Han (probeFilterable).
 */
export function holdsProbe(text: string, probes: string[]): boolean {
  const folded = text.replace(upperAscii, (letters) => letters.toLowerCase());
  return probes.some((probe) => folded.includes(probe));
}
