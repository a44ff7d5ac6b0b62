import { sql, type RawBuilder } from "kysely";
import { probeFilterable } from "../search/text/plain-text.js";
import type { QuestionTerm } from "./question-terms.js";
import { probeOf } from "./term-hits.js";

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

/** Probes with letters (found in any case of A–Z) and the others (found as they are). */
function byLetters(probes: string[]): { exact: string[]; lettered: string[] } {
  const hasLetters = (probe: string) => /[a-z]/.test(probe);
  return { exact: probes.filter((probe) => !hasLetters(probe)), lettered: probes.filter(hasLetters) };
}

/**
 * Whether a plain page's text (isPlainText) may hold one of the probes: a probe with letters anywhere in any case
 * of A–Z (one case-insensitive expression for them all), the others as they are. A page it rejects scores nothing
 * and is not normalized or searched further.
 */
export function probeFilter(probes: string[]): (text: string) => boolean {
  const { exact, lettered } = byLetters(probes);
  const anyLettered = lettered.length > 0 ? new RegExp(lettered.join("|"), "i") : undefined;
  return (text) => exact.some((probe) => text.includes(probe)) || (anyLettered?.test(text) ?? false);
}

/**
 * probeFilter as a condition on search_page.text for PostgreSQL to evaluate (see candidatePages). Probes hold only
 * a–z, digits and Han (probeFilterable): nothing a regular expression would read as syntax.
 */
export function probeCondition(probes: string[]): RawBuilder<boolean> {
  const { exact, lettered } = byLetters(probes);
  // Under the C collation, whatever the database's, ~* ignores the case of A–Z only, as the filter in our process does.
  const found = [...exact.map((probe) => sql`strpos(text, ${probe}) > 0`), ...(lettered.length ? [sql`(text collate "C") ~* ${lettered.join("|")}`] : [])];
  return sql<boolean>`(${sql.join(found, sql` or `)})`;
}
