/**
 * mupdf 1.21's `-F stext.json`: per page its text blocks and, with spans preserved (the JSON writer forces it),
 * one "line" per span: a line of the text device broken again wherever the font or size changes. Each span has its
 * box and first origin in whole points (truncated), its font and its text. The spans of one line are joined again
 * here with the text device's own rule (stext-device.c: a character stays on the line when it lies within 0.8 of
 * its size of the baseline and of the pen; a new block when 1.5 sizes off, or at an indent), so the page's raw
 * text is exactly what `-F txt` writes. Where the truncated numbers cannot tell, the page says so (`uncertain`);
 * the glyphs of its SVG page give the exact numbers (assembleSpans with `exact`, glyph-layout.ts).
 */

export interface SpanNumbers {
  /** The first character's origin and the size, in points. */
  originX: number;
  originY: number;
  size: number;
}

export interface JsonSpan extends SpanNumbers {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  vertical: boolean;
  /** The JSON starts a block with this span. */
  opensBlock: boolean;
}

/** One line of the text device: its spans, in order, each at its offset in the page's raw text. */
export interface JsonLine {
  spans: JsonSpan[];
  starts: number[];
  vertical: boolean;
}

export interface JsonTextPage {
  spans: JsonSpan[];
  /** What `mutool draw -F txt` writes for the page: each line's characters and a line feed, one after each block. */
  raw: string;
  lines: JsonLine[];
  /** The truncated numbers left a line or block break undecided: `raw` may differ from `-F txt`'s text. */
  uncertain: boolean;
}

interface RawLine {
  wmode?: number;
  bbox?: { x?: number; y?: number; w?: number; h?: number };
  font?: { size?: number };
  x?: number;
  y?: number;
  text?: string;
}

interface RawBlock {
  type?: string;
  lines?: RawLine[];
}

const SAME_LINE = 0.8;
const NEW_PARAGRAPH = 1.5;
const INDENT = 0.5;
const RIGHT_TO_LEFT = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** How uncertain the numbers are: the size lies in [size, size + sizeSlack), a distance within ±distanceSlack. */
interface Slack {
  size: number;
  distance: number;
}
const TRUNCATED: Slack = { size: 1, distance: 1 };
/** Exact origins and sizes; the pen (a span's box end) is still truncated, so along the line a point either way. */
const EXACT: Slack = { size: 0, distance: 0.01 };

/** Whether `size` times `factor`, for a size in [size, size + slack), can fall on either side of `distance`. */
function undecided(distance: number, size: number, factor: number, slack: Slack, distanceSlack = slack.distance): boolean {
  return distance + distanceSlack > size * factor && distance - distanceSlack <= (size + slack.size) * factor;
}

class Assembly {
  raw = "";
  lines: JsonLine[] = [];
  uncertain = false;

  constructor(
    private readonly numbers: (index: number) => SpanNumbers,
    private readonly slack: Slack,
  ) {}

  private middleSize(index: number): number {
    return this.numbers(index).size + this.slack.size / 2;
  }

  private baseOffset(spans: JsonSpan[], previous: number, next: number): number {
    const [a, b] = [this.numbers(previous), this.numbers(next)];
    return Math.abs(spans[next].vertical ? spans[next].x - spans[previous].x : b.originY - a.originY);
  }

  /** Whether the text device, without preserving spans, keeps span `next` on the line span `previous` ends. */
  continuesLine(spans: JsonSpan[], previous: number, next: number): boolean {
    const span = spans[next];
    if (spans[previous].vertical !== span.vertical) return false;
    const { size } = this.numbers(next);
    const baseOffset = this.baseOffset(spans, previous, next);
    if (undecided(baseOffset, size, SAME_LINE, this.slack)) this.uncertain = true;
    if (baseOffset >= this.middleSize(next) * SAME_LINE) return false;
    if (RIGHT_TO_LEFT.test(span.text)) return true;
    const before = spans[previous];
    const spacing = Math.abs(span.vertical ? span.y - (before.y + before.h) : span.x - (before.x + before.w));
    if (undecided(spacing, size, SAME_LINE, this.slack, 1)) this.uncertain = true;
    return spacing <= this.middleSize(next) * SAME_LINE;
  }

  /** Whether span `next`, on a new line, also begins a block: the JSON's blocks also follow the indent of spans. */
  beginsBlock(spans: JsonSpan[], previous: number, next: number, lineStart: number): boolean {
    const span = spans[next];
    if (!span.opensBlock) return false;
    if (spans[previous].vertical !== span.vertical || span.vertical) return true;
    const { size, originX } = this.numbers(next);
    const baseOffset = this.baseOffset(spans, previous, next);
    const indent = Math.abs(originX - this.numbers(lineStart).originX);
    const indented = indent > this.middleSize(next) * INDENT;
    if (!indented && undecided(baseOffset, size, NEW_PARAGRAPH, this.slack)) this.uncertain = true;
    if (baseOffset > this.middleSize(next) * NEW_PARAGRAPH || baseOffset < this.middleSize(next) * SAME_LINE) return true;
    if (undecided(indent, size, INDENT, this.slack)) this.uncertain = true;
    return indented;
  }
}

/**
 * The raw text and lines of a page's spans; `exact` gives each span's true origin and size (from its glyphs),
 * else the JSON's truncated ones are used.
 */
export function assembleSpans(spans: JsonSpan[], exact?: (index: number) => SpanNumbers): Omit<JsonTextPage, "spans"> {
  const assembly = new Assembly(exact ?? ((index) => spans[index]), exact ? EXACT : TRUNCATED);
  let line: JsonLine | undefined;
  let lineStart = 0;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index];
    if (line && assembly.continuesLine(spans, index - 1, index)) {
      line.spans.push(span);
      line.starts.push(assembly.raw.length);
    } else {
      if (line) assembly.raw += assembly.beginsBlock(spans, index - 1, index, lineStart) ? "\n\n" : "\n";
      line = { spans: [span], starts: [assembly.raw.length], vertical: span.vertical };
      lineStart = index;
      assembly.lines.push(line);
    }
    assembly.raw += span.text;
  }
  if (line) assembly.raw += "\n\n";
  return { raw: assembly.raw, lines: assembly.lines, uncertain: assembly.uncertain };
}

function spansOf(blocks: RawBlock[]): JsonSpan[] {
  const spans: JsonSpan[] = [];
  for (const block of blocks) {
    if (block.type !== "text") continue;
    for (const [index, line] of (block.lines ?? []).entries()) {
      spans.push({
        x: line.bbox?.x ?? 0,
        y: line.bbox?.y ?? 0,
        w: line.bbox?.w ?? 0,
        h: line.bbox?.h ?? 0,
        originX: line.x ?? 0,
        originY: line.y ?? 0,
        size: line.font?.size ?? 0,
        text: line.text ?? "",
        vertical: line.wmode === 1,
        opensBlock: index === 0,
      });
    }
  }
  return spans;
}

/** The pages of one `mutool draw -F stext.json` output; throws when it is not the JSON mupdf writes. */
export function parseStextJson(json: string): JsonTextPage[] {
  const document = JSON.parse(json) as { pages?: { blocks?: RawBlock[] }[] };
  if (!Array.isArray(document.pages)) throw new Error("stext.json without pages");
  return document.pages.map((page) => {
    const spans = spansOf(page.blocks ?? []);
    return { spans, ...assembleSpans(spans) };
  });
}
