/** How much of an excerpt is looked for: a citation link carries 200 characters; a longer one is cut. */
export const excerptLimit = 200;

/**
 * Where a cited excerpt lies in a page's text, as [start, end) offsets of the text, or null. Whitespace is ignored on
 * both sides (the excerpt may come trimmed, re-wrapped or cut); when the whole excerpt is not there, the longest run
 * of it that is (at least `minRun` characters) stands for it.
 */
export function locateExcerpt(text: string, excerpt: string, minRun = 8): [number, number] | null {
  const page = squeeze(text);
  const wanted = squeeze(excerpt.slice(0, excerptLimit)).chars;
  if (wanted.length === 0 || page.chars.length === 0) return null;
  const at = page.chars.indexOf(wanted);
  if (at >= 0) return [page.offsets[at], page.offsets[at + wanted.length - 1] + 1];
  const run = longestCommonRun(page.chars, wanted);
  if (run.length < Math.min(minRun, wanted.length)) return null;
  return [page.offsets[run.at], page.offsets[run.at + run.length - 1] + 1];
}

/** The text without whitespace, and where each kept character was. */
function squeeze(text: string): { chars: string; offsets: number[] } {
  let chars = "";
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) continue;
    chars += text[i];
    offsets.push(i);
  }
  return { chars, offsets };
}

/** The longest substring of `wanted` found in `text`: its start in `text` and its length (dynamic programming). */
function longestCommonRun(text: string, wanted: string): { at: number; length: number } {
  let best = { at: 0, length: 0 };
  let previous = new Uint16Array(wanted.length + 1);
  for (let i = 1; i <= text.length; i++) {
    const row = new Uint16Array(wanted.length + 1);
    for (let j = 1; j <= wanted.length; j++) {
      if (text[i - 1] !== wanted[j - 1]) continue;
      row[j] = previous[j - 1] + 1;
      if (row[j] > best.length) best = { at: i - row[j], length: row[j] };
    }
    previous = row;
  }
  return best;
}
