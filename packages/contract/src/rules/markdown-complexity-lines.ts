/**
 * How a line of Markdown begins, read the way micromark reads block starts, for the limits of markdown-complexity.ts.
 * Wherever this reading is unsure, it errs on the side that counts more text as one paragraph.
 */
export interface LineShape {
  /** The line as written. */
  text: string;
  /** `>` markers before the content. */
  quoteDepth: number;
  /** Columns of indentation of the content after the quote markers. */
  indent: number;
  /** The content after the quote markers and the indentation. */
  content: string;
  blank: boolean;
  list?: ListMarker;
  /** An ATX heading (`# …`), or an HTML block that opens and closes on the line: a block of its own. */
  standsAlone: boolean;
  /** A line of `=` or of `-` only, which makes the paragraph above it a heading. */
  setextUnderline: boolean;
}

export interface ListMarker {
  ordered: boolean;
  /** `-`, `+` or `*`, or `.` or `)` after the number. */
  delimiter: string;
  startsAtOne: boolean;
  /** Column where the item's text begins. */
  contentColumn: number;
  /** Nothing follows the marker on its line. */
  empty: boolean;
}

const listMarker = /^(?:([-+*])|(\d{1,9})([.)]))(?=[ \t]|$)/;
const atxHeading = /^#{1,6}(?:[ \t]|$)/;
const setextUnderline = /^(?:=+|-+)[ \t]*$/;
/** HTML blocks that open and close on one line: a comment, an instruction, CDATA, a declaration. */
const oneLineHtmlBlock = /^(?:<!--.*-->|<\?.*\?>|<!\[CDATA\[.*\]\]>|<![A-Za-z].*>)/;

function columnsOfBlanks(text: string, from: number, startColumn: number): { end: number; column: number } {
  let column = startColumn;
  let end = from;
  for (; end < text.length; end++) {
    const char = text[end];
    if (char === " ") column += 1;
    else if (char === "\t") column += 4 - (column % 4);
    else break;
  }
  return { end, column };
}

const EMPTY_LINE: LineShape = Object.freeze({ text: "", quoteDepth: 0, indent: 0, content: "", blank: true, standsAlone: false, setextUnderline: false });

/** Splits the quote markers (each `>` after at most three spaces, with one optional space) from a line. */
export function lineShape(text: string): LineShape {
  if (text === "") return EMPTY_LINE;
  let position = 0;
  let column = 0;
  let quoteDepth = 0;
  for (;;) {
    const blanks = columnsOfBlanks(text, position, column);
    if (blanks.column - column > 3 || text[blanks.end] !== ">") break;
    quoteDepth += 1;
    position = blanks.end + 1;
    column = blanks.column + 1;
    // The optional space after `>`: a space, or one column of a tab (the rest of the tab is indentation).
    if (text[position] === " ") {
      position += 1;
      column += 1;
    } else if (text[position] === "\t") {
      const tabEnd = column + 4 - (column % 4);
      const after = columnsOfBlanks(text, position + 1, tabEnd);
      return finish(text, quoteDepth, after.end, after.column - column - 1);
    }
  }
  const blanks = columnsOfBlanks(text, position, column);
  return finish(text, quoteDepth, blanks.end, blanks.column - column);
}

function finish(text: string, quoteDepth: number, contentStart: number, indent: number): LineShape {
  const content = text.slice(contentStart);
  const blank = content.trim() === "";
  const first = content[0];
  const shallow = indent < 4;
  const shape: LineShape = {
    text, quoteDepth, indent, content, blank,
    standsAlone: shallow && ((first === "#" && atxHeading.test(content)) || (first === "<" && oneLineHtmlBlock.test(content))),
    setextUnderline: shallow && (first === "=" || first === "-") && setextUnderline.test(content),
  };
  const marker = blank ? null : listMarker.exec(content);
  if (marker) {
    const rest = content.slice(marker[0].length);
    const spaces = columnsOfBlanks(rest, 0, 0).column;
    const empty = rest.trim() === "";
    shape.list = {
      ordered: marker[1] === undefined,
      delimiter: marker[1] ?? marker[3],
      startsAtOne: marker[2] !== undefined && Number(marker[2]) === 1,
      contentColumn: indent + marker[0].length + (empty || spaces > 4 ? 1 : spaces),
      empty,
    };
  }
  return shape;
}

/** The content of a line once its quote and list markers (at most `levels` of them) are taken away. */
export function innermostContent(text: string, levels = 17): string {
  let rest = text;
  for (let level = 0; level < levels; level++) {
    const shape = lineShape(rest);
    if (shape.list && !shape.list.empty) rest = shape.content.replace(listMarker, "");
    else if (shape.quoteDepth > 0) rest = shape.content;
    else return shape.content;
  }
  return rest;
}

/** Whether the line may be a link reference or footnote definition (counted against markdownLimits.definitions). */
export function mayBeDefinition(content: string): "link" | "footnote" | undefined {
  if (!/^\[(?:\\.|[^\\\]])+\]:/.test(content)) return undefined;
  return content.startsWith("[^") ? "footnote" : "link";
}

const definitionLine = /^\[((?:\\.|[^\\[\]]){1,999})\]:[ \t]*(?:<((?:\\.|[^\\<>])*)>|([^\s<]\S*))(?:[ \t]+(?:"(?:\\.|[^\\"])*"|'(?:\\.|[^\\'])*'|\((?:\\.|[^\\()])*\)))?[ \t]*$/;

/** Whether the whole line is surely one complete link reference definition (a raw destination's parentheses balanced). */
export function isDefinitionLine(content: string): boolean {
  const match = definitionLine.exec(content);
  // A footnote definition (`[^…]:`) holds a paragraph that later lines may continue.
  if (!match || match[1].trim() === "" || match[1].startsWith("^")) return false;
  if (match[3] === undefined) return true;
  let depth = 0;
  for (let i = 0; i < match[3].length; i++) {
    const char = match[3][i];
    if (char === "\\") i += 1;
    else if (char === "(" && ++depth > 32) return false;
    else if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** Cells of a table row: its pipes that are not escaped, less one at either end. */
export function tableCells(content: string): number {
  const row = content.trim();
  let cells = 1;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === "\\") i += 1;
    else if (row[i] === "|" && i !== 0 && i !== row.length - 1) cells += 1;
  }
  return cells;
}

export const isTableDelimiterRow = (content: string) => content.includes("-") && /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/.test(content);
