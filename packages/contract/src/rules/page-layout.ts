/**
 * Where the words of a page are (`document_page.layout`), in the pixel space of the page image (150 dpi).
 *
 * Stored as JSON `{"v":1,"l":[[start,x,y,w,h,"advances"],…]}`: one entry per line of text. The line's characters
 * are `text.slice(start, start + advances.length)` of the stored page text (UTF-16 code units), so no text is
 * stored twice. `advances` holds one character per code unit, `String.fromCharCode(ADVANCE_BASE + pixels)`: how
 * far the next character starts from this one along the line (the last one: to the line's end). A line written top
 * to bottom (`h > w` with `vertical`) advances along y instead; see decodePageLayout.
 */
export const PAGE_LAYOUT_VERSION = 1;
/** The first printable ASCII character after the space: an advance of 0 px. */
export const ADVANCE_BASE = 0x21;
/** Advances are capped so that their characters stay below the surrogates (never reached on a page ≤ 3508 px). */
const MAX_ADVANCE = 0xd7ff - ADVANCE_BASE;

export interface LayoutLine {
  /** Offset of the line's first character in the page text. */
  start: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Pixels from each character's start to the next one's (or to the line's end), one per UTF-16 code unit. */
  advances: number[];
  /** Characters run top to bottom: advances go along y. */
  vertical?: boolean;
}

type StoredLine = [number, number, number, number, number, string] | [number, number, number, number, number, string, 1];

export function encodeAdvances(advances: number[]): string {
  return String.fromCharCode(...advances.map((a) => ADVANCE_BASE + Math.max(0, Math.min(MAX_ADVANCE, Math.round(a)))));
}

export function decodeAdvances(encoded: string): number[] {
  const advances = new Array<number>(encoded.length);
  for (let i = 0; i < encoded.length; i++) advances[i] = encoded.charCodeAt(i) - ADVANCE_BASE;
  return advances;
}

/** The stored form of a page's lines. */
export function encodePageLayout(lines: LayoutLine[]): string {
  const stored: StoredLine[] = lines.map((l) => {
    const base: StoredLine = [l.start, l.x, l.y, l.w, l.h, encodeAdvances(l.advances)];
    return l.vertical ? [...base, 1] : base;
  });
  return JSON.stringify({ v: PAGE_LAYOUT_VERSION, l: stored });
}

/** The lines of a stored layout; [] for an empty, unknown or damaged one (a page then simply has no text layer). */
export function decodePageLayout(stored: string | null | undefined): LayoutLine[] {
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as { v?: unknown; l?: unknown };
    if (parsed.v !== PAGE_LAYOUT_VERSION || !Array.isArray(parsed.l)) return [];
    return (parsed.l as StoredLine[]).map(([start, x, y, w, h, advances, vertical]) => ({
      start,
      x,
      y,
      w,
      h,
      advances: decodeAdvances(advances),
      ...(vertical === 1 ? { vertical: true } : {}),
    }));
  } catch {
    return [];
  }
}
