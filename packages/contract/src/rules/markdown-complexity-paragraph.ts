import { isDefinitionLine, type LineShape } from "./markdown-complexity-lines.js";

const isAsciiPunctuation = (code: number) => (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
const BACKSLASH = 92;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const BACKTICK = 96;
const runCodes = new Set(["*", "_", "~", "$", "`"].map((char) => char.charCodeAt(0)));

/**
 * What one paragraph holds, as far as parsing time goes. Every construct micromark parses in more than linear time
 * starts at an ASCII punctuation character and looks at most over its own paragraph: a `]` walks back through it
 * for an opening, an emphasis or strikethrough closer for an opener, a backtick or `$` run or a link destination
 * scans ahead for its end. So `punctuation × length` bounds that work for any paragraph, whichever characters it
 * holds (a run of one delimiter character counting once, as it is one token); brackets and delimiter runs, which
 * cost most per step (measured), weigh more. A lazy line (one continuing a
 * quote or list item without its markers) makes micromark walk the paragraph's earlier lines again.
 */
export class Paragraph {
  readonly opener: LineShape;
  lines = 0;
  chars = 0;
  punctuation = 0;
  brackets = 0;
  /** Runs of `*`, `_`, `~` or `$`. */
  delimiterRuns = 0;
  /** Brackets and runs of `*`, `_`, `~`, `$` or backticks: where micromark walks back or scans ahead. */
  markers = 0;
  lazyLines = 0;
  /** Every line so far is at the opener's quote depth. */
  sameQuoteDepth = true;
  /** Every line so far is a whole link reference definition (micromark parses each alone). */
  definitionsOnly = true;

  constructor(opener: LineShape) {
    this.opener = opener;
  }

  add(shape: LineShape): void {
    if (this.lines > 0) {
      if (shape.quoteDepth !== this.opener.quoteDepth) this.sameQuoteDepth = false;
      const openerColumn = this.opener.list ? this.opener.list.contentColumn : this.opener.indent;
      if (shape.quoteDepth < this.opener.quoteDepth || (shape.quoteDepth === this.opener.quoteDepth && shape.indent < openerColumn)) this.lazyLines += 1;
    }
    this.lines += 1;
    this.definitionsOnly &&= this.sameQuoteDepth && shape.indent < 4 && !shape.list && isDefinitionLine(shape.content);
    const text = shape.text;
    this.chars += text.length + 1;
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (!isAsciiPunctuation(code)) {
        previous = -1;
        continue;
      }
      // A run of `*`, `_`, `~`, `$` or backticks is one token to micromark, however long.
      if (code === previous && runCodes.has(code)) continue;
      this.punctuation += 1;
      // An escaped character is one token with its backslash, and opens or closes nothing.
      if (code === BACKSLASH && i + 1 < text.length && isAsciiPunctuation(text.charCodeAt(i + 1))) {
        i += 1;
        previous = -1;
        continue;
      }
      if (code === OPEN_BRACKET || code === CLOSE_BRACKET) {
        this.brackets += 1;
        this.markers += 1;
      } else if (runCodes.has(code)) {
        this.markers += 1;
        if (code !== BACKTICK) this.delimiterRuns += 1;
      }
      previous = code;
    }
  }

  /** The parsing work this paragraph may cost, in units of about 5 ns (weights measured: docs/content.md). */
  get work(): number {
    return (this.punctuation + 10 * this.markers) * this.chars + 20 * this.lazyLines * this.lines;
  }
}
