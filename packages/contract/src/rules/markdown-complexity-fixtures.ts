import fs from "node:fs";
import path from "node:path";
import { markdownComplexityMessages as reasons } from "./markdown-complexity.js";

/**
 * Inputs of the Markdown complexity check (markdown-complexity.ts) shared by its test and by bench:markdown: what
 * people write, which it must accept, and inputs whose parsing time grows faster than their length, which it must
 * refuse with the reason given.
 */
export const repeatTo = (length: number, unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
export const paragraphs = (count: number, text: (i: number) => string) => Array.from({ length: count }, (_, i) => text(i)).join("\n\n");

/** Long technical Markdown as people write it: headings, prose with links and code, lists, tables, code, formulas. */
export function technicalArticle(sections: number): string {
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
export function realMarkdown(): Record<string, string> {
  const root = path.resolve(import.meta.dirname, "../../../..");
  const files = ["ARCHITECTURE.md", ...fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
  const docs = Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8").slice(0, 200_000)]));
  return { ...docs, "technical article (200,000 characters)": technicalArticle(400).slice(0, 200_000) };
}

/**
 * Inputs whose parsing time grows faster than their length, 200,000 characters each (the longest article), and the
 * limit each must run into. Their render times before these limits: docs/content.md.
 */
export const pathologicalInputs: Array<[name: string, source: string, reason: string]> = [
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
