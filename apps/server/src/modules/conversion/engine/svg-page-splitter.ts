const PAGE_END = Buffer.from("</svg>\n");
const PAGE_START = Buffer.from("<svg");

/**
 * Cuts the standard output of `mutool draw -F svg -o - <pages>` (the page SVGs written one after another) into
 * pages. mupdf never nests <svg> elements and writes text as paths and images as base64, so "</svg>\n" followed
 * by "<svg" or by the end of the output is a page boundary and nothing else. Every byte is searched and copied a
 * bounded number of times, however large a page is.
 */
export class SvgPageSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  /** Offset in the pending bytes from which a page end may still start. */
  private scanFrom = 0;

  /** Adds output; returns the pages it completes, in order. */
  push(chunk: Buffer): Buffer[] {
    if (chunk.length === 0) return [];
    this.parts.push(chunk);
    this.size += chunk.length;
    return this.takePages(false);
  }

  /** The output has ended: returns the last pages. Throws if the output ends inside a page. */
  finish(): Buffer[] {
    const pages = this.takePages(true);
    if (this.size > 0) throw new Error("mutool's SVG output ended inside a page");
    return pages;
  }

  private takePages(ended: boolean): Buffer[] {
    const pages: Buffer[] = [];
    for (;;) {
      const found = this.slice(this.scanFrom, this.size).indexOf(PAGE_END);
      if (found < 0) {
        this.scanFrom = Math.max(0, this.size - PAGE_END.length + 1);
        return pages;
      }
      const end = this.scanFrom + found;
      const next = end + PAGE_END.length;
      if (!ended && this.size - next < PAGE_START.length) {
        this.scanFrom = end;
        return pages;
      }
      if (next < this.size && !this.slice(next, next + PAGE_START.length).equals(PAGE_START)) {
        this.scanFrom = end + 1;
        continue;
      }
      pages.push(this.slice(0, next));
      const rest = this.slice(next, this.size);
      this.parts = rest.length ? [rest] : [];
      this.size = rest.length;
      this.scanFrom = 0;
    }
  }

  /** Bytes from..to of the pending output: a view when they lie in one part, a copy otherwise. */
  private slice(from: number, to: number): Buffer {
    const pieces: Buffer[] = [];
    let offset = 0;
    for (const part of this.parts) {
      const partEnd = offset + part.length;
      if (partEnd > from && offset < to) pieces.push(part.subarray(Math.max(0, from - offset), Math.min(part.length, to - offset)));
      offset = partEnd;
      if (offset >= to) break;
    }
    return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
  }
}
