/** Characters of a page embedded as one passage, at most. */
export const CHUNK_CHARS = 800;
/** How far back from the limit a passage may end to end between words or sentences. */
const BOUNDARY_CHARS = 120;
const BOUNDARY = /[\s，。；！？、,.;!?)）\]]/u;

/** A passage of a page: character offsets [start, end) in the page text. */
export interface PageSpan {
  start: number;
  end: number;
}

function cutAt(text: string, limit: number, start: number): number {
  if (limit >= text.length) return text.length;
  for (let at = limit; at > limit - BOUNDARY_CHARS && at > start; at--) if (BOUNDARY.test(text[at - 1])) return at;
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** A page's text as consecutive passages of at most CHUNK_CHARS, cut between words where one is near; blank ones left out. */
export function chunkPage(text: string): PageSpan[] {
  const spans: PageSpan[] = [];
  for (let start = 0; start < text.length; ) {
    const end = cutAt(text, start + CHUNK_CHARS, start);
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  }
  return spans;
}
