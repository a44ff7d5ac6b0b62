import { parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { findActiveContent, xssPayloads } from "../test/xss-payloads.js";
import { HIGHLIGHT_BUDGET } from "./highlight-budget.js";
import { MAX_MATH_EXPRESSIONS } from "./katex-raw.js";
import { renderMarkdown, renderMarkdownWithText } from "./render-markdown.js";
import { renderMarkdownBounded } from "./render-pool.js";

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  value?: string;
}

function elements(html: string, tag: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (node.tagName === tag) found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parseFragment(html));
  return found;
}
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const text = (node: Node): string => (node.nodeName === "#text" ? (node.value ?? "") : (node.childNodes ?? []).map(text).join(""));

describe("renderMarkdown", () => {
  it("renders inline and display math with KaTeX (MathML plus HTML), trimming whitespace inside the dollars", () => {
    const html = renderMarkdown("质能方程 $ E = mc^2 $ 与\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n$$ a^2+b^2=c^2 $$");
    const annotations = elements(html, "annotation").map(text);
    expect(annotations).toEqual(["E = mc^2", "\\int_0^1 x\\,dx = \\frac{1}{2}", "a^2+b^2=c^2"]);
    expect(elements(html, "math")).toHaveLength(3);
    expect(html.match(/class="katex-display"/g)).toHaveLength(2);
    expect(elements(html, "msup").length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('class="katex-html" aria-hidden="true"');
    expect(html).toMatch(/style="height:[\d.]+em/);
  });

  it("leaves dollars alone without math, and shows KaTeX errors as text", () => {
    expect(renderMarkdown("价格 $5 和 $6", { math: false })).toBe("<p>价格 $5 和 $6</p>");
    const broken = renderMarkdown("$\\frac{1}{$");
    expect(broken).toContain("katex");
    expect(findActiveContent(broken)).toEqual([]);
  });

  it("highlights fenced code by language and keeps unknown languages as plain code", () => {
    const html = renderMarkdown("```typescript\nconst answer: number = 42;\n```\n\n```nosuchlang\n<b>x</b>\n```");
    const [ts, plain] = elements(html, "code");
    expect(attr(ts, "class")).toBe("hljs language-typescript");
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(text(plain)).toBe("<b>x</b>\n");
  });

  it("highlights code blocks while the sum of their squared lengths is within the budget, the rest as plain code", () => {
    // Words in C++: highlight.js takes time growing with the square of such a block's length (docs/content.md).
    const words = (length: number) => `${"int value ".repeat(length / 10 - 1)}int last\n`.slice(0, length);
    const block = (language: string, length: number) => `\`\`\`${language}\n${words(length)}\n\`\`\``;
    const blockLength = Math.floor(Math.sqrt(HIGHLIGHT_BUDGET / 3)) - 100;
    const fits = () => block("typescript", blockLength);
    const source = [fits(), block("cpp", 12_000), fits(), fits(), fits(), block("typescript", 500)];
    const html = renderMarkdown(source.join("\n\n"));
    const highlighted = elements(html, "code").map((code) => (attr(code, "class") ?? "").includes("hljs"));
    // The 12,000-character block alone is beyond the budget; three near its third fit, a fourth does not; a small one does.
    expect(highlighted).toEqual([true, false, true, true, false, true]);
    expect(text(elements(html, "code")[1])).toBe(`${words(12_000)}\n`);
  });

  it("renders GitHub-flavoured tables, strikethrough, task lists, autolinks and footnotes", () => {
    const html = renderMarkdown(
      "| 名称 | 数量 |\n|:---|---:|\n| 苹果 | 3 |\n| 梨 | 5 |\n\n~~旧~~ 新\n\n- [x] 完成\n- [ ] 待办\n\n见 https://example.com/a 和脚注[^1]\n\n[^1]: 注释",
    );
    expect(elements(html, "th").map(text)).toEqual(["名称", "数量"]);
    expect(elements(html, "td").map(text)).toEqual(["苹果", "3", "梨", "5"]);
    expect(attr(elements(html, "td")[1], "align")).toBe("right");
    expect(elements(html, "del").map(text)).toEqual(["旧"]);
    const boxes = elements(html, "input");
    expect(boxes.map((b) => [attr(b, "type"), attr(b, "disabled"), attr(b, "checked")])).toEqual([["checkbox", "", ""], ["checkbox", "", undefined]]);
    const link = elements(html, "a").find((a) => attr(a, "href") === "https://example.com/a")!;
    expect(attr(link, "rel")).toBe("nofollow ugc noopener noreferrer");
    expect(elements(html, "a").some((a) => attr(a, "href")?.startsWith("#user-content-fn-"))).toBe(true);
  });

  it("keeps safe raw HTML, prefixes ids and drops classes and styles authors write", () => {
    const html = renderMarkdown('<p id="top" class="ant-modal" style="position:fixed">段落</p><kbd>Ctrl</kbd><img src="/uploads/a.png" alt="图">');
    expect(html).toBe('<p id="user-content-top">段落</p><kbd>Ctrl</kbd><img src="/uploads/a.png" alt="图" />');
  });

  it("gives the readable text alongside the HTML, math read as characters rather than TeX", () => {
    const { text: plain } = renderMarkdownWithText("# 标题\n\n**粗体** 与 $x^2$ <script>alert(1)</script>");
    expect(plain).toBe("标题\n\n粗体 与 x²");
    const source = "面积 $S=\\pi r^2$，比值 $\\frac{a+b}{2}$。\n\n$$\n\\sum_{i=1}^{n} x_i \\leq \\sqrt{n}\n$$\n\n```math\n\\alpha \\to \\infty\n```";
    const { html, text } = renderMarkdownWithText(source);
    expect(text).toBe("面积 S=π r²，比值 (a+b)/2。\n\n∑ᵢ₌₁ⁿ xᵢ ≤ √n\nα → ∞");
    expect(text).not.toMatch(/\\[a-z]/);
    expect(elements(html, "annotation").map((a) => a.childNodes?.map((n) => n.value).join("").trim())).toEqual([
      "S=\\pi r^2", "\\frac{a+b}{2}", "\\sum_{i=1}^{n} x_i \\leq \\sqrt{n}", "\\alpha \\to \\infty",
    ]);
  });

  it("makes every XSS payload inert", () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
    for (const payload of xssPayloads) {
      expect(findActiveContent(renderMarkdown(payload)), payload).toEqual([]);
      expect(findActiveContent(renderMarkdown(payload, { math: false })), payload).toEqual([]);
    }
  });

  it("detects live content in the checker itself (so the XSS test can fail)", () => {
    expect(findActiveContent('<a href="jav&#x09;ascript:alert(1)">x</a>')).toHaveLength(1);
    expect(findActiveContent("<img src=x onerror=alert(1)>")).toEqual(["img[onerror]"]);
    expect(findActiveContent("<svg><a xlink:href='javascript:alert(1)'>x</a></svg>")).toHaveLength(1);
    expect(findActiveContent("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>")).not.toEqual([]);
  });

  it("renders in a worker thread with the same result", async () => {
    for (const source of ["短文 **粗体**", "段落 $a^2$ 与 **粗体**。\n\n```js\nlet x = 1;\n```\n\n".repeat(40)]) {
      expect(await renderMarkdownBounded(source, "test")).toEqual(renderMarkdownWithText(source));
    }
  });

  it("survives nesting too deep for the parsers and caps the number of formulas", () => {
    const deep = renderMarkdown(`${"> ".repeat(5000)}<img src=x onerror=alert(1)>`);
    expect(findActiveContent(deep)).toEqual([]);
    expect(deep).toContain("&lt;img");
    const many = renderMarkdown("$x$ ".repeat(MAX_MATH_EXPRESSIONS + 5));
    expect(elements(many, "math")).toHaveLength(MAX_MATH_EXPRESSIONS);
    expect(elements(many, "code").map(text)).toEqual(Array(5).fill("x"));
  });
});
