import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markdownComplexityMessages as reasons, markdownComplexityProblem, markdownLimits } from "./markdown-complexity.js";

const nestedList = (levels: number, indent = 2) => Array.from({ length: levels }, (_, i) => `${" ".repeat(i * indent)}- 第 ${i + 1} 层`).join("\n");
const table = (columns: number, rows: number) =>
  [`|${" 列 |".repeat(columns)}`, `|${"---|".repeat(columns)}`, ...Array.from({ length: rows - 2 }, () => `|${" 值 |".repeat(columns)}`)].join("\n");
const repeatTo = (length: number, unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const paragraphs = (count: number, text: (i: number) => string) => Array.from({ length: count }, (_, i) => text(i)).join("\n\n");
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Long technical Markdown as people write it: headings, prose with links and code, lists, tables, code, formulas. */
function technicalArticle(sections: number): string {
  return paragraphs(sections, (i) =>
    [
      `## ${i + 1}. 配置第 ${i + 1} 个服务`,
      `启动前先读 [部署文档](https://example.com/docs/${i}#install)，把 \`config.yaml\` 里的 *port* 改成 **${8000 + i}**；` +
        `参见 [RFC 7231](https://tools.ietf.org/html/rfc7231) 与脚注[^${i}]。若负载 $\\lambda_${i} > \\mu$，队列会变长 ~~不会~~。`,
      "- 安装依赖：`npm ci`\n- 运行迁移：`npm run migrate`\n  - 失败时查看 `logs/migrate.log`\n1. 启动\n2. 检查 `/health`",
      "| 参数 | 默认值 | 说明 |\n|:---|---:|---|\n| `timeout` | 30 | 秒，<b>必须</b> > 0 |\n| `retries` | 3 | 重试 [次数](#retry) |",
      "```ts\nexport function handler(req: Request): Response {\n  const [a, b] = parse(req.url); // [a](b) **not** Markdown\n  return new Response(`${a * b}`);\n}\n```",
      "$$\n\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\n$$",
      `> 注意：修改后需要重启。\n> 详见 <https://example.com/restart>。`,
      `[^${i}]: 第 ${i + 1} 条注释。`,
    ].join("\n\n"),
  );
}

/** What people submit: this repository's own Markdown, and long technical articles. */
function realMarkdown(): Record<string, string> {
  const root = path.resolve(import.meta.dirname, "../../../..");
  const files = ["ARCHITECTURE.md", ...fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
  const docs = Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8").slice(0, 200_000)]));
  return { ...docs, "technical article (200,000 characters)": technicalArticle(400).slice(0, 200_000) };
}

/**
 * Inputs whose parsing time grows faster than their length, 200,000 characters each (the longest article), and the
 * limit each must run into. Their render times before these limits: docs/content.md.
 */
const pathological: Array<[string, string, string]> = [
  ["the reported ] × 199,990", "]".repeat(199_990), reasons.brackets],
  ["[ then ]", `[${"]".repeat(199_999)}`, reasons.brackets],
  ["a]", repeatTo(200_000, "a]"), reasons.brackets],
  ["] on every line", repeatTo(200_000, "]\n"), reasons.brackets],
  ["]( runs", repeatTo(200_000, "]("), reasons.brackets],
  ["link destinations in <>", repeatTo(200_000, "[a](<"), reasons.brackets],
  ["unclosed link titles", repeatTo(200_000, '[a](b "'), reasons.brackets],
  ["images", repeatTo(200_000, "!["), reasons.brackets],
  ["footnote calls", repeatTo(200_000, "[^a]"), reasons.brackets],
  ["emphasis against brackets", repeatTo(200_000, "*["), reasons.brackets],
  ["unclosed emphasis", repeatTo(200_000, "*a"), reasons.delimiters],
  ["emphasis closers", repeatTo(200_000, "a* "), reasons.delimiters],
  ["strikethrough", repeatTo(200_000, "a~"), reasons.delimiters],
  ["math", repeatTo(200_000, "a$"), reasons.delimiters],
  ["backtick runs of growing length", Array.from({ length: 630 }, (_, i) => "`".repeat(i + 1) + "a").join("").slice(0, 200_000), reasons.paragraphWork],
  ["] spread over long paragraphs", paragraphs(100, () => "]".repeat(1_000) + "a\n".repeat(500)), reasons.paragraphWork],
  ["lazy quote lines", `> a\n${"b\n".repeat(99_998)}`, reasons.paragraphWork],
  ["every ASCII punctuation character", repeatTo(200_000, "!\"#%&'()+,-./:;<=>?@\\^{|}"), reasons.paragraphWork],
  ["block quotes closed by blank lines", repeatTo(200_000, "> a\n\n"), reasons.blockWork],
  ["=== headings", repeatTo(200_000, "a\n===\n\n"), reasons.blockWork],
  ["lists closed by paragraphs", repeatTo(200_000, "- a\n\nb\n\n"), reasons.blockWork],
  ["one long list", repeatTo(200_000, "- a\n"), reasons.listItems],
  ["link definitions", paragraphs(20_000, (i) => `[d${i}]: /u`).slice(0, 200_000), reasons.definitions],
  ["paragraphs", repeatTo(200_000, "a\n\n"), reasons.blocks],
  ["quote markers", ">".repeat(200_000), reasons.nesting],
  ["wide table", `|${"a|".repeat(101)}\n|${"-|".repeat(101)}\n|${"b|".repeat(101)}`, reasons.tableColumns],
];

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

  it("refuses every input that parses in more than linear time, within 100 ms of CPU for 200,000 characters", () => {
    // Once each first, as a running server has compiled the checker's paths already.
    for (const [, source] of pathological) markdownComplexityProblem(source);
    for (const [name, source, reason] of pathological) {
      const started = cpuMs();
      const problem = markdownComplexityProblem(source);
      const used = cpuMs() - started;
      expect(problem, name).toBe(reason);
      // The bound is the feature: the check runs before every save.
      expect(used, name).toBeLessThan(100);
    }
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
