import { MAX_SEGMENTS } from "../keys.js";

/** Body text per index row: small enough for PostgreSQL's tsvector, large enough that most documents need one. */
export const SEGMENT_CHARS = 8000;

export interface Segment {
  text: string;
  /** pages whose text starts in this segment */
  pages: number[];
}

function cut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/** Pieces of at most SEGMENT_CHARS characters; a longer page is split. */
function pieces(pages: Array<{ page: number; text: string }>): Array<{ page: number | null; text: string }> {
  const out: Array<{ page: number | null; text: string }> = [];
  for (const p of pages) {
    let rest = p.text;
    let page: number | null = p.page;
    do {
      const end = rest.length > SEGMENT_CHARS ? cut(rest, SEGMENT_CHARS) : rest.length;
      out.push({ page, text: rest.slice(0, end) });
      rest = rest.slice(end);
      page = null;
    } while (rest.length > 0);
  }
  return out;
}

/**
 * Groups consecutive pages into segments of up to SEGMENT_CHARS characters (a longer page spans several).
 * There is always at least one segment; past MAX_SEGMENTS the last one takes the rest.
 */
export function segmentPages(pages: Array<{ page: number; text: string }>): Segment[] {
  const segments: Segment[] = [{ text: "", pages: [] }];
  for (const piece of pieces(pages)) {
    let current = segments[segments.length - 1];
    const full = current.text.length > 0 && current.text.length + piece.text.length + 1 > SEGMENT_CHARS;
    if (full && segments.length < MAX_SEGMENTS) {
      current = { text: "", pages: [] };
      segments.push(current);
    }
    current.text = current.text ? `${current.text}\n${piece.text}` : piece.text;
    if (piece.page !== null) current.pages.push(piece.page);
  }
  return segments;
}
