import { describe, expect, it } from "vitest";
import { markdownComplexityMessages as reasons, markdownComplexityProblem, markdownLimits } from "./markdown-complexity.js";
import { paragraphs, pathologicalInputs, realMarkdown } from "./markdown-complexity-fixtures.js";

const nestedList = (levels: number, indent = 2) => Array.from({ length: levels }, (_, i) => `${" ".repeat(i * indent)}- 第 ${i + 1} 层`).join("\n");
const table = (columns: number, rows: number) =>
  [`|${" 列 |".repeat(columns)}`, `|${"---|".repeat(columns)}`, ...Array.from({ length: rows - 2 }, () => `|${" 值 |".repeat(columns)}`)].join("\n");

describe("markdownComplexityProblem", () => {
  it("accepts ordinary writing: headings, nested lists, quotes, emphasis, tables, code and math", () => {
    const article = [
      "# 部署指南", "", "> 引用 **粗体** 与 _斜体_、~~删除~~、`代码` 和 $E = mc^2$。", "> > 嵌套引用", "",
      nestedList(6), "", "1. 第一步", "   1. 子步骤", "", table(6, 40), "",
      "```c", "int *p = &x; /* ** __ ~~ $$ [[ */", "```", "", "[链接](https://example.com) ![图](/uploads/a.png)",
      "", "第一章", "=".repeat(80), "", `分隔线上的字${"*".repeat(100_001)}`,
    ].join("\n");
    expect(markdownComplexityProblem(article)).toBeUndefined();
  });

  it("accepts this repository's Markdown and long technical articles", () => {
    for (const [name, source] of Object.entries(realMarkdown())) expect(markdownComplexityProblem(source), name).toBeUndefined();
  });

  // How long the check takes for each (it runs before every save): bench:markdown.
  it("refuses every input that parses in more than linear time, 200,000 characters of each, with its reason", () => {
    for (const [name, source, reason] of pathologicalInputs) expect(markdownComplexityProblem(source), name).toBe(reason);
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

  it("counts brackets and delimiter runs per paragraph, outside fenced code", () => {
    expect(markdownComplexityProblem("*a".repeat(markdownLimits.delimiterRuns + 1))).toBe(reasons.delimiters);
    expect(markdownComplexityProblem("[a](".repeat(markdownLimits.brackets / 2 + 1))).toBe(reasons.brackets);
    expect(markdownComplexityProblem("]".repeat(markdownLimits.brackets + 1))).toBe(reasons.brackets);
    expect(markdownComplexityProblem("\\\\]".repeat(markdownLimits.brackets + 1))).toBe(reasons.brackets);
    expect(markdownComplexityProblem(paragraphs(50, () => "*a* ".repeat(100)))).toBeUndefined();
    expect(markdownComplexityProblem("```\n" + "*a".repeat(50_000) + "\n```")).toBeUndefined();
    expect(markdownComplexityProblem("~~~~\n```\n" + "*a".repeat(50_000) + "\n~~~~")).toBeUndefined();
    expect(markdownComplexityProblem("\\*a".repeat(1_500))).toBeUndefined();
  });

  it("reads list items, table rows, headings and definitions as the paragraphs of their own they are", () => {
    const item = "[说明](https://example.com/a/b/c) 与 [另一个](https://example.com/d)，`code` 和 **粗体**";
    expect(markdownComplexityProblem(Array.from({ length: 1_500 }, () => `- ${item}`).join("\n"))).toBeUndefined();
    expect(markdownComplexityProblem(Array.from({ length: 1_500 }, (_, i) => `${i + 1}. ${item}`).join("\n"))).toBeUndefined();
    expect(markdownComplexityProblem(`| 项 | 说明 |\n|---|---|\n${`| a | ${item} |\n`.repeat(1_500)}`)).toBeUndefined();
    expect(markdownComplexityProblem(Array.from({ length: 1_500 }, (_, i) => `# ${i} ${item}`).join("\n"))).toBeUndefined();
    expect(markdownComplexityProblem(Array.from({ length: 1_500 }, (_, i) => `[ref-${i}]: https://example.com/${i} "标题"`).join("\n"))).toBeUndefined();
    // Lines micromark continues one paragraph with stay one paragraph here.
    expect(markdownComplexityProblem(`文字\n${`    - ${"]".repeat(900)}\n`.repeat(3)}`)).toBe(reasons.brackets);
    expect(markdownComplexityProblem(`- 项\n${`2. ${"]".repeat(900)}\n`.repeat(3)}`)).toBe(reasons.brackets);
    expect(markdownComplexityProblem(`|a|b|\n|-|\n${`|${"]".repeat(900)}|\n`.repeat(3)}`)).toBe(reasons.brackets);
    expect(markdownComplexityProblem(`[a]: b c\n${`[a]: ${"]".repeat(900)} c\n`.repeat(3)}`)).toBe(reasons.brackets);
  });

  it("believes a code fence only where micromark surely opens one, and closes it as soon as micromark may", () => {
    const brackets = `${"]".repeat(markdownLimits.brackets + 1)}\n`;
    expect(markdownComplexityProblem("```a`\n" + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("<div>\n```\n\n" + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("<!--\n\n```\n-->\n" + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("$$\n```\n$$\n" + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("- $$\n  ```\n  $$\n  " + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("- a\n  ```\n     ```\n  " + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("- a\n  ```\n\t```\n  " + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("- a\n  ```\n" + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("> ```\n> " + brackets)).toBe(reasons.brackets);
    expect(markdownComplexityProblem("```js\n" + brackets + "```")).toBeUndefined();
    expect(markdownComplexityProblem("- a\n  ```js\n  " + brackets + "  ```")).toBeUndefined();
  });

  it("refuses tables with too many columns or cells", () => {
    expect(markdownComplexityProblem(table(markdownLimits.tableColumns + 1, 3))).toBe(reasons.tableColumns);
    expect(markdownComplexityProblem(table(50, 200))).toBe(reasons.tableCells);
    expect(markdownComplexityProblem(`${table(50, 90)}\n\n${table(50, 90)}`)).toBeUndefined();
  });
});
