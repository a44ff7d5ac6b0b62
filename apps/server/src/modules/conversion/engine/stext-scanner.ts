import { StringDecoder } from "node:string_decoder";

/** One character of mupdf's structured text: its UTF-16 offset in the page's raw text and its quad's corners. */
export interface StextChar {
  offset: number;
  /** Upper-left, upper-right and lower-left corners (points): enough for a box along the line's direction. */
  ulx: number;
  uly: number;
  urx: number;
  ury: number;
  llx: number;
  lly: number;
}

export interface StextLine {
  bbox: [number, number, number, number];
  /** The writing direction ("1 0": left to right). */
  dir: [number, number];
  chars: StextChar[];
}

/**
 * One page of `mutool draw -F stext`: its size in points, its raw text exactly as `mutool draw -F txt` writes it
 * (each line's characters and a line feed, a line feed after each text block), and its lines.
 */
export interface StextPage {
  widthPt: number;
  heightPt: number;
  raw: string;
  lines: StextLine[];
}

const QUAD_START = '<char quad="'.length;
const QUAD_NUMBERS = new Array<number>(6).fill(0);
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function attribute(line: string, name: string): string {
  const key = ` ${name}="`;
  const at = line.indexOf(key);
  if (at < 0) return "";
  const from = at + key.length;
  return line.slice(from, line.indexOf('"', from));
}

function numbers(value: string): number[] {
  return value.split(" ").map(Number);
}

function unescapeCharacter(value: string): string {
  if (!value.startsWith("&")) return value;
  const name = value.slice(1, -1);
  if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
  return ENTITIES[name] ?? "";
}

/**
 * Reads mupdf 1.21's stext XML as it streams, without holding it: it is ~140 times the size of the text. The format
 * is rigid (one element per line, characters as `<char quad=… c="…"/>`, every non-ASCII character as `&#x…;`), so a
 * line scanner reads it; `onPage` gets each page once its `</page>` arrives.
 */
export class StextScanner {
  private readonly decoder = new StringDecoder("utf8");
  private pending = "";
  private page: StextPage | undefined;
  private parts: string[] = [];
  private length = 0;
  private line: StextLine | undefined;

  /** `maxPageChars`: a page with more raw text fails the pass (`onTooLong` gives the error to throw). */
  constructor(
    private readonly onPage: (page: StextPage) => void,
    private readonly maxPageChars = Number.MAX_SAFE_INTEGER,
    private readonly onTooLong: () => Error = () => new Error("page text too long"),
  ) {}

  write(chunk: Buffer): void {
    const text = this.pending + this.decoder.write(chunk);
    let from = 0;
    for (let end = text.indexOf("\n", from); end >= 0; end = text.indexOf("\n", from)) {
      this.scanLine(text.slice(from, end));
      from = end + 1;
    }
    this.pending = text.slice(from);
  }

  end(): void {
    const rest = this.pending + this.decoder.end();
    this.pending = "";
    if (rest) this.scanLine(rest);
  }

  private append(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    if (this.length > this.maxPageChars) throw this.onTooLong();
  }

  private scanLine(line: string): void {
    if (line.startsWith("<char ")) return this.scanChar(line);
    if (line === "</line>") {
      if (this.line && this.page) this.page.lines.push(this.line);
      this.line = undefined;
      return this.append("\n");
    }
    if (line.startsWith("<line ")) {
      const [x0, y0, x1, y1] = numbers(attribute(line, "bbox"));
      const [dx, dy] = numbers(attribute(line, "dir"));
      this.line = { bbox: [x0, y0, x1, y1], dir: [dx, dy], chars: [] };
      return;
    }
    if (line === "</block>") return this.append("\n");
    if (line.startsWith("<page ")) {
      this.page = { widthPt: Number(attribute(line, "width")), heightPt: Number(attribute(line, "height")), raw: "", lines: [] };
      this.parts = [];
      this.length = 0;
      return;
    }
    if (line === "</page>" && this.page) {
      this.page.raw = this.parts.join("");
      this.onPage(this.page);
      this.page = undefined;
    }
  }

  /** `<char quad="x0 y0 x1 y1 x2 y2 x3 y3" x="…" y="…" color="…" c="…"/>`, read by position: the hot path. */
  private scanChar(line: string): void {
    const valueAt = line.lastIndexOf(' c="') + 4;
    const value = unescapeCharacter(line.slice(valueAt, line.length - 3));
    const q = QUAD_NUMBERS;
    let at = QUAD_START;
    for (let i = 0; i < 6; i++) {
      const space = line.indexOf(" ", at);
      q[i] = +line.slice(at, space);
      at = space + 1;
    }
    this.line?.chars.push({ offset: this.length, ulx: q[0], uly: q[1], urx: q[2], ury: q[3], llx: q[4], lly: q[5] });
    this.append(value);
  }
}
