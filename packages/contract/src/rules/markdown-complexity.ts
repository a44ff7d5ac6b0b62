import {
  innermostContent, isDefinitionLine, isTableDelimiterRow, lineShape, mayBeDefinition, tableCells, type LineShape,
} from "./markdown-complexity-lines.js";
import { Paragraph } from "./markdown-complexity-paragraph.js";
import { FencedCode } from "./markdown-complexity-raw.js";

/**
 * Limits on the Markdown constructs whose parsing time grows faster than their length. A source within them renders
 * in time roughly proportional to its length; one beyond them is refused before any parser sees it. Each limit and
 * the measurement behind it: docs/content.md.
 */
export const markdownLimits = {
  /** Block quotes and list items open on one line, counting deep indentation as nesting too. */
  nesting: 16,
  /** Runs of `*`, `_`, `~` or `$` in one paragraph. */
  delimiterRuns: 1_000,
  /** `[` and `]` in one paragraph. */
  brackets: 2_000,
  /**
   * Paragraph.work summed over the paragraphs: their ASCII punctuation (brackets and delimiter runs ten times) times
   * their length. This much, and paragraphWorkPerChar more per character of the source, as the time a render may
   * take grows with its length too (markdown/render-pool.ts).
   */
  paragraphWork: 40_000_000,
  paragraphWorkPerChar: 2_000,
  /**
   * For each quote or list micromark may close and each `===`/`---` heading, the container lines of the document
   * before it (micromark moves all their events each time); this much, and blockWorkPerChar more per character.
   */
  blockWork: 1_200_000,
  blockWorkPerChar: 60,
  /** Items of one list, nested ones included. */
  listItems: 2_000,
  /** Link reference and footnote definitions. */
  definitions: 2_000,
  /**
   * Paragraphs, headings, list items, table rows and code blocks: this many, and one more per blockChars characters
   * of the source (each costs about 0.15 ms to render, about three characters' worth of the render's time limit).
   */
  blocks: 2_000,
  blockChars: 10,
  /** Cells of one table. */
  tableCells: 5_000,
  /** Columns of one table. */
  tableColumns: 100,
} as const;

export const markdownComplexityMessages = {
  prefix: "保存失败：内容过于复杂",
  nesting: `引用或列表嵌套不能超过 ${markdownLimits.nesting} 层`,
  delimiters: `一个段落中的 *、_、~ 或 $ 标记不能超过 ${markdownLimits.delimiterRuns} 处`,
  brackets: `一个段落中的 [ 和 ] 不能超过 ${markdownLimits.brackets} 个`,
  paragraphWork: "段落太长且其中的英文标点（尤其是 [、]、*、_、~、$、`）太多，请用空行把长段落分开，代码请放进代码块",
  blockWork: "引用块、列表或用 === / --- 标记的标题太多",
  listItems: `一个列表不能超过 ${markdownLimits.listItems} 项`,
  definitions: `链接定义和脚注定义不能超过 ${markdownLimits.definitions} 个`,
  blocks: `段落、标题、列表项、表格行和代码块太多：至多 ${markdownLimits.blocks} 个，文章每长 ${markdownLimits.blockChars} 个字符可多 1 个`,
  tableCells: `一个表格不能超过 ${markdownLimits.tableCells} 个单元格`,
  tableColumns: `一个表格不能超过 ${markdownLimits.tableColumns} 列`,
} as const;

const containerMarker = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;
const leadingBlanks = /^[ \t]*/;

function indentColumns(blanks: string): number {
  let columns = 0;
  for (const char of blanks) columns += char === "\t" ? 4 - (columns % 4) : 1;
  return columns;
}

/**
 * Containers a line opens: its quote and list markers, each with one more level per four columns of indentation
 * before it (lists nested by indenting). Indentation before plain text opens nothing.
 */
function lineNesting(line: string): number {
  let depth = 0;
  let rest = line;
  while (depth <= markdownLimits.nesting) {
    const blanks = leadingBlanks.exec(rest)![0];
    rest = rest.slice(blanks.length);
    const marker = containerMarker.exec(rest);
    if (!marker) break;
    depth += 1 + Math.floor(indentColumns(blanks) / 4);
    rest = rest.slice(marker[0].length);
  }
  return depth;
}

/** Whether the line may start a block that ends a list item without a blank line before it. */
const mayInterrupt = (shape: LineShape) =>
  shape.standsAlone || shape.setextUnderline || shape.quoteDepth > 0 || /^(?:<|\$\$|(?:\*[ \t]*){3,}$|(?:_[ \t]*){3,}$)/.test(shape.content) || isTableDelimiterRow(shape.content);

/**
 * Whether `shape` surely starts a paragraph of its own rather than continuing `paragraph` (micromark's rules for what
 * interrupts a paragraph). Unsure cases continue it, which only ever overcounts.
 */
function startsNewParagraph(paragraph: Paragraph, shape: LineShape, inTable: boolean): boolean {
  if (shape.standsAlone || paragraph.opener.standsAlone || (inTable && shape.content.includes("|"))) return true;
  const sameDepth = shape.quoteDepth === paragraph.opener.quoteDepth;
  if (paragraph.definitionsOnly && sameDepth && shape.indent < 4 && isDefinitionLine(shape.content)) return true;
  const marker = shape.list;
  if (!marker || marker.empty) return false;
  const interrupts = !marker.ordered || marker.startsAtOne;
  if (interrupts && shape.indent < 4) return true;
  const opener = paragraph.opener.list;
  // Otherwise only an item of the opener's list, or of a list inside its item, with nothing in between that may have
  // closed them.
  if (!opener || !sameDepth || !paragraph.sameQuoteDepth) return false;
  const sibling = shape.indent === paragraph.opener.indent || (shape.indent < 4 && shape.indent < opener.contentColumn);
  if (!interrupts) return sibling && opener.ordered && opener.delimiter === marker.delimiter;
  return sibling || (shape.indent >= opener.contentColumn && shape.indent <= opener.contentColumn + 3);
}

/**
 * Why this Markdown is too complex to render, as a sentence to show after 保存失败：内容过于复杂, or undefined when
 * it is within markdownLimits. One pass over the lines, in time proportional to the length of the source; fenced
 * code is skipped, as its text is never parsed as Markdown.
 */
export function markdownComplexityProblem(source: string): string | undefined {
  const lines = source.split(/\r\n?|\n/);
  const paragraphWorkLimit = markdownLimits.paragraphWork + markdownLimits.paragraphWorkPerChar * source.length;
  const blockWorkLimit = markdownLimits.blockWork + markdownLimits.blockWorkPerChar * source.length;
  const blockLimit = markdownLimits.blocks + source.length / markdownLimits.blockChars;
  const code = new FencedCode();
  let paragraph: Paragraph | undefined;
  let finishedWork = 0;
  let blockWork = 0;
  // Grows with the lines and the containers open on them: how many events micromark's document holds so far.
  let events = 0;
  // Containers (lists, footnote definitions) that a later line may close, and how deeply nested.
  let containerDepth = 0;
  let blocks = 0;
  let listItems = 0;
  let definitions = 0;
  let previous: LineShape | undefined;
  let table: { columns: number; rows: number; quoteDepth: number } | undefined;
  const endParagraph = () => {
    if (paragraph) finishedWork += paragraph.work;
    paragraph = undefined;
  };
  for (let index = 0; index < lines.length; index++) {
    const shape = lineShape(lines[index]);
    events += 1 + shape.quoteDepth + Math.min(16, shape.indent >> 1);
    if (previous && shape.quoteDepth < previous.quoteDepth) blockWork += (previous.quoteDepth - shape.quoteDepth) * events;
    const wasBlank = !previous || previous.blank;
    previous = shape;
    const fenced = code.read(shape);
    if (fenced) {
      endParagraph();
      table = undefined;
      if (fenced === "opens") {
        if (++blocks > blockLimit) return markdownComplexityMessages.blocks;
        if (containerDepth > 0) blockWork += containerDepth * events;
      }
      continue;
    }
    const nesting = shape.quoteDepth > 0 || shape.list ? lineNesting(shape.text) : 0;
    if (nesting > markdownLimits.nesting) return markdownComplexityMessages.nesting;
    if (shape.blank) {
      endParagraph();
      table = undefined;
      continue;
    }
    const definition = shape.text.includes("]:") ? mayBeDefinition(innermostContent(shape.text)) : undefined;
    if (definition && ++definitions > markdownLimits.definitions) return markdownComplexityMessages.definitions;
    if (shape.list) {
      listItems += Math.max(1, nesting);
      if (listItems > markdownLimits.listItems) return markdownComplexityMessages.listItems;
      blocks += Math.max(0, nesting - 1);
      containerDepth = Math.max(1, nesting);
    } else if (containerDepth > 0 && shape.indent < 4 && (wasBlank || mayInterrupt(shape))) {
      // Where a list or footnote may end, micromark moves the events of the whole document so far, once per container.
      blockWork += containerDepth * events;
      if (shape.indent < 2 && (wasBlank || shape.standsAlone || shape.quoteDepth > 0)) {
        listItems = 0;
        containerDepth = 0;
      }
    }
    if (definition === "footnote") containerDepth = Math.max(containerDepth, 1);
    if (paragraph && shape.setextUnderline) blockWork += 2 * events;
    if (blockWork > blockWorkLimit) return markdownComplexityMessages.blockWork;

    if (table && (shape.quoteDepth !== table.quoteDepth || shape.list || !shape.content.includes("|"))) table = undefined;
    if (paragraph && startsNewParagraph(paragraph, shape, table !== undefined)) endParagraph();
    const header = paragraph?.lines === 1 && !table && isTableDelimiterRow(shape.content) ? tableCells(paragraph.opener.content) : 0;
    if (header > 0 && header === tableCells(shape.content)) {
      if (header > markdownLimits.tableColumns) return markdownComplexityMessages.tableColumns;
      table = { columns: header, rows: 1, quoteDepth: shape.quoteDepth };
    }
    if (table && ++table.rows * table.columns > markdownLimits.tableCells) return markdownComplexityMessages.tableCells;
    if (!paragraph) {
      paragraph = new Paragraph(shape);
      if (++blocks > blockLimit) return markdownComplexityMessages.blocks;
    }
    paragraph.add(shape);
    if (paragraph.brackets > markdownLimits.brackets) return markdownComplexityMessages.brackets;
    if (paragraph.delimiterRuns > markdownLimits.delimiterRuns) return markdownComplexityMessages.delimiters;
    if (finishedWork + paragraph.work > paragraphWorkLimit) return markdownComplexityMessages.paragraphWork;
  }
  return undefined;
}

/** The whole refusal: 保存失败：内容过于复杂，<why>. */
export const markdownTooComplexMessage = (problem: string) => `${markdownComplexityMessages.prefix}，${problem}`;
