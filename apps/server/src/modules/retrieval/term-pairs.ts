import type { QuestionTerm } from "./question-terms.js";
import type { TermHits } from "./term-hits.js";

/** Characters between two occurrences for them to count as close (a clause, a few words). */
export const CLOSE_CHARS = 30;

const overlaps = (a: QuestionTerm, b: QuestionTerm) => a.kind === b.kind && (a.key.includes(b.key) || b.key.includes(a.key));

/**
 * Terms that follow each other in the question ("not support", "压缩 前"), each with the next term that is not part
 * of it (a compound's own sub-words are skipped). Pages where such terms stand close together rank higher.
 */
export function followingPairs(terms: QuestionTerm[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < terms.length - 1; i++) {
    let j = i + 1;
    while (j < terms.length && overlaps(terms[i], terms[j])) j++;
    if (j < terms.length) pairs.push([i, j]);
  }
  return pairs;
}

/** How many occurrences of term `a` have an occurrence of term `b` within CLOSE_CHARS. */
export function closeOccurrences(hits: TermHits, a: number, b: number): number {
  const others = hits[b];
  let count = 0;
  for (const [start, end] of hits[a]) {
    if (others.some(([s, e]) => s - end <= CLOSE_CHARS && start - e <= CLOSE_CHARS)) count++;
  }
  return count;
}
