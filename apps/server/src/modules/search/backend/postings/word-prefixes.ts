/**
 * Prefixes of words of other scripts, indexed as terms of their own (with a mark no word contains), so that a
 * prefix query (retrieval looks English words up by the prefix they share with their stem) reads one list instead
 * of every word's. Prefixes from MIN to MAX characters; a longer query prefix is looked up by its first MAX.
 */
export const PREFIX_MARK = "*";
const MIN_PREFIX = 3;
const MAX_PREFIX = 12;

/** The prefix terms of a word (a word run's text): its proper prefixes of MIN_PREFIX to MAX_PREFIX characters. */
export function prefixTerms(word: string, each: (term: string) => void) {
  const longest = Math.min(word.length - 1, MAX_PREFIX);
  for (let n = MIN_PREFIX; n <= longest; n++) each(PREFIX_MARK + word.slice(0, n));
}

/** The term that lists the segments holding a word that starts with `prefix` and is longer than it. */
export function prefixTerm(prefix: string): string | undefined {
  return prefix.length >= MIN_PREFIX ? PREFIX_MARK + prefix.slice(0, MAX_PREFIX) : undefined;
}
