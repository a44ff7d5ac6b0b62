/**
 * Limits on the Markdown constructs whose parsing time grows faster than their length (micromark resolves emphasis
 * and link brackets against every open one, and re-walks every open container on each line). A source within them
 * renders in time roughly proportional to its length; one beyond them is refused before any parser sees it.
 */
export const markdownLimits = {
  /** Block quotes and list items open on one line, counting deep indentation as nesting too. */
  nesting: 16,
  /** Runs of `*`, `_`, `~` or `$` in one paragraph. */
  delimiterRuns: 1_000,
  /** `[` and `![` in one paragraph. */
  brackets: 2_000,
  /** Cells of one table. */
  tableCells: 5_000,
  /** Columns of one table. */
  tableColumns: 100,
} as const;

export const markdownComplexityMessages = {
  prefix: "保存失败：内容过于复杂",
  nesting: `引用或列表嵌套不能超过 ${markdownLimits.nesting} 层`,
  delimiters: `一个段落中的 *、_、~ 或 $ 标记不能超过 ${markdownLimits.delimiterRuns} 处`,
  brackets: `一个段落中的 [ 不能超过 ${markdownLimits.brackets} 个`,
  tableCells: `一个表格不能超过 ${markdownLimits.tableCells} 个单元格`,
  tableColumns: `一个表格不能超过 ${markdownLimits.tableColumns} 列`,
} as const;

const fence = /^ {0,3}(`{3,}|~{3,})/;
const containerMarker = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;
const leadingBlanks = /^[ \t]*/;
const delimiterRow = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

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

function countRuns(text: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) count += 1;
  return count;
}

interface ParagraphCounts {
  delimiters: number;
  brackets: number;
}

/**
 * Why this Markdown is too complex to render, as a sentence to show after 保存失败：内容过于复杂, or undefined when
 * it is within markdownLimits. One pass over the lines; fenced code is skipped, as its text is never parsed.
 */
export function markdownComplexityProblem(source: string): string | undefined {
  const lines = source.split(/\r\n?|\n/);
  let openFence: string | undefined;
  let paragraph: ParagraphCounts = { delimiters: 0, brackets: 0 };
  let tableColumns = 0;
  let tableRows = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const fenceMatch = fence.exec(line);
    if (openFence !== undefined) {
      if (fenceMatch && fenceMatch[1][0] === openFence[0] && fenceMatch[1].length >= openFence.length) openFence = undefined;
      continue;
    }
    if (fenceMatch) {
      openFence = fenceMatch[1]!;
      continue;
    }
    if (line.trim() === "") {
      paragraph = { delimiters: 0, brackets: 0 };
      tableColumns = 0;
      continue;
    }
    if (lineNesting(line) > markdownLimits.nesting) return markdownComplexityMessages.nesting;
    paragraph.delimiters += countRuns(line, /(?<!\\)(?:\*+|_+|~+|\$+)/g);
    if (paragraph.delimiters > markdownLimits.delimiterRuns) return markdownComplexityMessages.delimiters;
    paragraph.brackets += countRuns(line, /(?<!\\)\[/g);
    if (paragraph.brackets > markdownLimits.brackets) return markdownComplexityMessages.brackets;
    if (tableColumns === 0 && line.includes("-") && delimiterRow.test(line) && index > 0 && lines[index - 1].includes("|")) {
      tableColumns = line.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").length;
      tableRows = 2;
      if (tableColumns > markdownLimits.tableColumns) return markdownComplexityMessages.tableColumns;
    } else if (tableColumns > 0) {
      tableRows += 1;
    }
    if (tableColumns * tableRows > markdownLimits.tableCells) return markdownComplexityMessages.tableCells;
  }
  return undefined;
}

/** The whole refusal: 保存失败：内容过于复杂，<why>. */
export const markdownTooComplexMessage = (problem: string) => `${markdownComplexityMessages.prefix}，${problem}`;
