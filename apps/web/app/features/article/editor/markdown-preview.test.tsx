import { markdownComplexityMessages } from "@wenku/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownPreview } from "./markdown-preview";

const render = (source: string) => renderToStaticMarkup(<MarkdownPreview source={source} />);

describe("the editor's preview", () => {
  it("renders math, highlighted code and tables", () => {
    const html = render("欧拉 $ e^{i\\pi} + 1 = 0 $\n\n```ts\nconst a = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n");
    expect(html).toContain('class="katex"');
    expect(html).toContain("hljs-keyword");
    expect(html).toMatch(/<table>[\s\S]*<td>1<\/td>/);
  });

  it("shows a source beyond the contract's limits as plain text, with the reason, instead of parsing it", () => {
    const source = `${"> ".repeat(5_000)}<img src=x onerror=alert(1)>`;
    const html = render(source);
    expect(html).toContain('data-testid="markdown-as-text"');
    expect(html).toContain(markdownComplexityMessages.nesting);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(render("~a".repeat(50_000))).toContain(markdownComplexityMessages.delimiters);
  });

  it("shows a paragraph that is one $$…$$ as display math, as the server does", () => {
    expect(render("$$x^2$$")).toContain("katex-display");
    expect(render("a $$x^2$$ b")).not.toContain("katex-display");
  });

  it("keeps nothing that runs", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(2)>",
        "[a](javascript:alert(3))",
        "<a href=\"data:text/html,<script>alert(4)</script>\">b</a>",
        "<svg onload=alert(5)><circle /></svg>",
        "<iframe src=\"https://example.com\"></iframe>",
        "<div style=\"background:url(javascript:alert(6))\">c</div>",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|data:text|<iframe|<svg|style=/i);
  });
});
