import { topEntries } from "../filter-values.js";
import type { ScoredKey } from "../types.js";
import type { RankRow } from "./reader.js";
import { termCount, termHash } from "./term-counts.js";

/** Term-frequency saturation: a word's tenth occurrence adds far less than its second. */
const SATURATION = 1.2;

/**
 * The best `limit` items by their rank terms: the sum over the query's words of idf × tf / (tf + 1.2), where idf
 * comes from how many of these items hold the word, so a rare word of the query outweighs a common one. Ties and
 * queries without words (single characters) go newest first.
 */
export function scoreByRankTerms(rows: RankRow[], words: string[], limit: number): ScoredKey[] {
  const counts = words.map(termHash).map((hash) => rows.map((row) => (row.terms ? termCount(row.terms, hash) : 0)));
  const weights = counts.map((perRow) => Math.log(1 + rows.length / (1 + perRow.filter((n) => n > 0).length)));
  const scored = rows.map((row, i): ScoredKey => {
    let score = 0;
    counts.forEach((perRow, w) => {
      const tf = perRow[i];
      if (tf > 0) score += (weights[w] * tf) / (tf + SATURATION);
    });
    return { key: row.key, score };
  });
  return topEntries(scored, (a, b) => b.score - a.score || b.key - a.key, 0, limit);
}
