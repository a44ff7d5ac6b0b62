import { sql, type RawBuilder } from "kysely";
import type { DialectName } from "../../db/database.js";
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

/** Probes with letters (found in any case of A–Z) and the others (found as they are). */
function byLetters(probes: string[]): { exact: string[]; lettered: string[] } {
  const hasLetters = (probe: string) => /[a-z]/.test(probe);
  return { exact: probes.filter((probe) => !hasLetters(probe)), lettered: probes.filter(hasLetters) };
}

/**
 * Whether a plain page's text (isPlainText) may hold one of the probes, as a condition on search_page.text for the
 * database to evaluate (see candidatePages): a probe with letters anywhere in any case of A–Z, the others as they
 * are. A page it rejects is sent without its text: it scores nothing and is not normalized or searched further.
 * Probes hold only a–z, digits and Han (probeFilterable): nothing LIKE or a regular expression reads as syntax.
 */
export function probeCondition(dialect: DialectName, probes: string[]): RawBuilder<boolean> {
  // SQLite's LIKE ignores the case of A–Z only (and digits and Han have none): one test for every probe. Reading
  // only the texts it keeps took half as long as reading every text of the pool.
  if (dialect === "sqlite") return sql<boolean>`(${sql.join(probes.map((probe) => sql`text like ${`%${probe}%`}`), sql` or `)})`;
  const { exact, lettered } = byLetters(probes);
  // Under the C collation, whatever the database's, ~* ignores the case of A–Z only, as LIKE does.
  const found = [...exact.map((probe) => sql`strpos(text, ${probe}) > 0`), ...(lettered.length ? [sql`(text collate "C") ~* ${lettered.join("|")}`] : [])];
  return sql<boolean>`(${sql.join(found, sql` or `)})`;
}
