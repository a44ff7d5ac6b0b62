import { describe, expect, it } from "vitest";
import { markdownComplexityMessages as reasons, markdownComplexityProblem, markdownLimits } from "./markdown-complexity.js";

const nestedList = (levels: number, indent = 2) => Array.from({ length: levels }, (_, i) => `${" ".repeat(i * indent)}- 第 ${i + 1} 层`).join("\n");
const table = (columns: number, rows: number) =>
  [`|${" 列 |".repeat(columns)}`, `|${"---|".repeat(columns)}`, ...Array.from({ length: rows - 2 }, () => `|${" 值 |".repeat(columns)}`)].join("\n");

describe("markdownComplexityProblem", () => {
  it("accepts ordinary writing: headings, nested lists, quotes, emphasis, tables, code and math", () => {
    const article = [
      "# 部署指南", "", "> 引用 **粗体** 与 _斜体_、~~删除~~、`代码` 和 $E = mc^2$。", "> > 嵌套引用", "",
      nestedList(6), "", "1. 第一步", "   1. 子步骤", "", table(6, 40), "",
      "```c", "int *p = &x; /* ** __ ~~ $$ [[ */", "```", "", "[链接](https://example.com) ![图](/uploads/a.png)",
    ].join("\n");
    expect(markdownComplexityProblem(article)).toBeUndefined();
    expect(markdownComplexityProblem("*".repeat(100_001))).toBeUndefined();
  });

  it("refuses deep block quotes and lists, on one line or by indentation", () => {
    expect(markdownComplexityProblem(">".repeat(100_000))).toBe(reasons.nesting);
    expect(markdownComplexityProblem(`${"> ".repeat(markdownLimits.nesting + 1)}文字`)).toBe(reasons.nesting);
    expect(markdownComplexityProblem(`${"- ".repeat(3000)}a`)).toBe(reasons.nesting);
    expect(markdownComplexityProblem(nestedList(3000))).toBe(reasons.nesting);
    expect(markdownComplexityProblem(`${"\t".repeat(markdownLimits.nesting + 1)}- a`)).toBe(reasons.nesting);
    expect(markdownComplexityProblem(`${"> ".repeat(markdownLimits.nesting)}文字`)).toBeUndefined();
    expect(markdownComplexityProblem(`${" ".repeat(200)}页脚 FIND(1)\n${"\t".repeat(40)}代码`)).toBeUndefined();
  });

  it("counts emphasis, strikethrough and math markers and brackets per paragraph, outside fenced code", () => {
    expect(markdownComplexityProblem("*a".repeat(markdownLimits.delimiterRuns + 1))).toBe(reasons.delimiters);
    expect(markdownComplexityProblem("~a".repeat(100_000))).toBe(reasons.delimiters);
    expect(markdownComplexityProblem("$a".repeat(100_000))).toBe(reasons.delimiters);
    expect(markdownComplexityProblem("[a](".repeat(markdownLimits.brackets + 1))).toBe(reasons.brackets);
    const paragraphs = Array.from({ length: 50 }, () => "*a* ".repeat(100)).join("\n\n");
    expect(markdownComplexityProblem(paragraphs)).toBeUndefined();
    expect(markdownComplexityProblem("```\n" + "*a".repeat(50_000) + "\n```")).toBeUndefined();
    expect(markdownComplexityProblem("~~~~\n```\n" + "*a".repeat(50_000) + "\n~~~~")).toBeUndefined();
    expect(markdownComplexityProblem("\\*a".repeat(5_000))).toBeUndefined();
  });

  it("refuses tables with too many columns or cells", () => {
    expect(markdownComplexityProblem(table(markdownLimits.tableColumns + 1, 3))).toBe(reasons.tableColumns);
    expect(markdownComplexityProblem(table(50, 200))).toBe(reasons.tableCells);
    expect(markdownComplexityProblem(`${table(50, 90)}\n\n${table(50, 90)}`)).toBeUndefined();
  });
});
