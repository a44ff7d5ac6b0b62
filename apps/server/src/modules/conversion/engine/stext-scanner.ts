import { parseDecimal, parsed, readCharacterValue, startsWith } from "./stext-bytes.js";

/** One line of mupdf's structured text: its characters are those at index first..first+count-1 of its page. */
export interface StextLine {
  bbox: [number, number, number, number];
  /** Written top to bottom (`dir` mostly along y). */
  vertical: boolean;
  first: number;
  count: number;
}

/**
 * One page of `mutool draw -F stext`: its size in points, its raw text exactly as `mutool draw -F txt` writes it
 * (each line's characters and a line feed, a line feed after each text block), and its lines. Per character, in
 * order: its UTF-16 offset in the raw text, and where it starts and ends along its line in points (x for a
 * horizontal line, y for a vertical one). The character arrays are reused for the next page: read them in onPage.
 */
export interface StextPage {
  widthPt: number;
  heightPt: number;
  raw: string;
  lines: StextLine[];
  offsets: Int32Array;
  starts: Float64Array;
  ends: Float64Array;
}

const LF = 0x0a;
const SPACE = 0x20;
const LINE_FEED = "\n".charCodeAt(0);
const QUAD_START = '<char quad="'.length;
const CHAR_TAG = Buffer.from("<char ");
const LINE_TAG = Buffer.from("<line ");
const LINE_END = Buffer.from("</line>");
const BLOCK_END = Buffer.from("</block>");
const PAGE_TAG = Buffer.from("<page ");
const PAGE_END = Buffer.from("</page>");
const QUOTE = 0x22;
const QUAD = new Float64Array(6);
const BBOX = Buffer.from(' bbox="');
const DIR = Buffer.from(' dir="');
const WIDTH = Buffer.from(' width="');
const HEIGHT = Buffer.from(' height="');

/** The `count` numbers of attribute `key` (` bbox="`) of the start tag in buffer[from, end); 0 when it is missing. */
function attributeNumbers(buffer: Buffer, from: number, end: number, key: Buffer, count: number): number[] {
  const numbers = new Array<number>(count).fill(0);
  const at = buffer.indexOf(key, from);
  if (at < 0 || at >= end) return numbers;
  const close = buffer.indexOf(QUOTE, at + key.length);
  let next = at + key.length;
  for (let i = 0; i < count && next <= close; i++) {
    numbers[i] = parseDecimal(buffer, next, close, SPACE);
    next = parsed.end + 1;
  }
  return numbers;
}

function grown<T extends Int32Array | Float64Array>(array: T, make: (length: number) => T): T {
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Reads mupdf 1.21's stext XML as it streams, without holding it and without decoding it to strings: it is ~140
 * times the size of the text. The format is rigid (one element per line, characters as `<char quad=… c="…"/>`,
 * every non-ASCII character as `&#x…;`), so a byte-level line scanner reads it; `onPage` gets each page once its
 * `</page>` arrives.
 */
export class StextScanner {
  private carry: Buffer | undefined;
  private page: StextPage | undefined;
  private line: StextLine | undefined;
  private units = new Uint16Array(4096);
  private length = 0;
  private offsets = new Int32Array(4096);
  private starts = new Float64Array(4096);
  private ends = new Float64Array(4096);
  private chars = 0;

  /** `maxPageChars`: a page with more raw text fails the pass (`onTooLong` gives the error to throw). */
  constructor(
    private readonly onPage: (page: StextPage) => void,
    private readonly maxPageChars = Number.MAX_SAFE_INTEGER,
    private readonly onTooLong: () => Error = () => new Error("page text too long"),
  ) {}

  write(chunk: Buffer): void {
    let from = 0;
    if (this.carry) {
      const end = chunk.indexOf(LF);
      if (end < 0) {
        this.carry = Buffer.concat([this.carry, chunk]);
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, end)]);
      this.carry = undefined;
      this.scanLine(line, 0, line.length);
      from = end + 1;
    }
    for (let end = chunk.indexOf(LF, from); end >= 0; end = chunk.indexOf(LF, from)) {
      this.scanLine(chunk, from, end);
      from = end + 1;
    }
    if (from < chunk.length) this.carry = Buffer.from(chunk.subarray(from));
  }

  end(): void {
    const rest = this.carry;
    this.carry = undefined;
    if (rest?.length) this.scanLine(rest, 0, rest.length);
  }

  private append(unit: number): void {
    if (this.length === this.units.length) {
      const grown = new Uint16Array(this.units.length * 2);
      grown.set(this.units);
      this.units = grown;
    }
    this.units[this.length++] = unit;
    if (this.length > this.maxPageChars) throw this.onTooLong();
  }

  private scanLine(buffer: Buffer, from: number, end: number): void {
    if (startsWith(buffer, from, end, CHAR_TAG)) return this.scanChar(buffer, from, end);
    if (startsWith(buffer, from, end, LINE_END)) {
      if (this.line && this.page) {
        this.line.count = this.chars - this.line.first;
        this.page.lines.push(this.line);
      }
      this.line = undefined;
      return this.append(LINE_FEED);
    }
    if (startsWith(buffer, from, end, LINE_TAG)) {
      const [x0, y0, x1, y1] = attributeNumbers(buffer, from, end, BBOX, 4);
      const [dx, dy] = attributeNumbers(buffer, from, end, DIR, 2);
      this.line = { bbox: [x0, y0, x1, y1], vertical: Math.abs(dy) > Math.abs(dx), first: this.chars, count: 0 };
      return;
    }
    if (startsWith(buffer, from, end, BLOCK_END)) return this.append(LINE_FEED);
    if (startsWith(buffer, from, end, PAGE_TAG)) {
      const [widthPt] = attributeNumbers(buffer, from, end, WIDTH, 1);
      const [heightPt] = attributeNumbers(buffer, from, end, HEIGHT, 1);
      this.page = { widthPt, heightPt, raw: "", lines: [], offsets: this.offsets, starts: this.starts, ends: this.ends };
      this.length = 0;
      this.chars = 0;
      return;
    }
    if (startsWith(buffer, from, end, PAGE_END) && this.page) {
      const page = this.page;
      page.raw = Buffer.from(this.units.buffer, 0, this.length * 2).toString("utf16le");
      Object.assign(page, { offsets: this.offsets, starts: this.starts, ends: this.ends });
      this.page = undefined;
      this.onPage(page);
    }
  }

  /** `<char quad="ulx uly urx ury llx lly lrx lry" x="…" y="…" color="…" c="…"/>`, read by position: the hot path. */
  private scanChar(buffer: Buffer, from: number, end: number): void {
    // A horizontal line needs the upper corners' x (the first 3 numbers), a vertical one the left side's y (6).
    const needed = this.line?.vertical ? 6 : 3;
    let at = from + QUAD_START;
    for (let i = 0; i < needed; i++) {
      QUAD[i] = parseDecimal(buffer, at, end, SPACE);
      at = parsed.end + 1;
    }
    const value = readCharacterValue(buffer, from, end);
    const line = this.line;
    if (line) {
      if (this.chars === this.offsets.length) {
        this.offsets = grown(this.offsets, (n) => new Int32Array(n));
        this.starts = grown(this.starts, (n) => new Float64Array(n));
        this.ends = grown(this.ends, (n) => new Float64Array(n));
      }
      this.offsets[this.chars] = this.length;
      this.starts[this.chars] = line.vertical ? QUAD[1] : QUAD[0];
      this.ends[this.chars] = line.vertical ? QUAD[5] : QUAD[2];
      this.chars++;
    }
    if (typeof value === "string") {
      for (let i = 0; i < value.length; i++) this.append(value.charCodeAt(i));
    } else if (value > 0xffff) {
      this.append(0xd800 + ((value - 0x10000) >> 10));
      this.append(0xdc00 + ((value - 0x10000) & 0x3ff));
    } else if (value >= 0) this.append(value);
  }
}
