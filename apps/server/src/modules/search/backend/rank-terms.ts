import type { ItemTokens } from "../indexing/item-tokens.js";
import { isCjkWord } from "../text/runs.js";

/** Words kept per item for ranking body matches, and the most occurrences counted of one word. */
const RANK_WORDS = 64;
const MAX_TERM_FREQUENCY = 32;

/**
 * The item's most frequent words (jieba words, words of other scripts, numbers) over title, keywords, description
 * and body, most frequent first, with their counts (at most MAX_TERM_FREQUENCY). Body matches are ranked by these
 * few counts rather than by the body index itself, whose statistics cost a pass over every match.
 */
export function rankTermCounts(item: ItemTokens): Array<[string, number]> {
  const counts = new Map<string, number>();
  const count = (token: string) => counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const field of [item.title, item.keywords, item.description]) {
    for (const token of field.words) count(token);
    for (const token of field.seq) if (!isCjkWord(token)) count(token);
  }
  for (const segment of item.segments) {
    for (const token of segment.words) count(token);
    for (const token of segment.others) count(token);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, RANK_WORDS)
    .map(([token, n]) => [token, Math.min(n, MAX_TERM_FREQUENCY)]);
}
