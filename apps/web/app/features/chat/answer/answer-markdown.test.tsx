import { markdownComplexityMessages } from "@wenku/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnswerMarkdown } from "./answer-markdown";

const render = (content: string) => renderToStaticMarkup(<AnswerMarkdown content={content} references={[]} />);

describe("a chat answer", () => {
  it("renders Markdown with math and tables", () => {
    const html = render("结论 $E=mc^2$\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain('class="katex"');
    expect(html).toContain("<td>1</td>");
  });

  it("shows an answer beyond the contract's limits as plain text rather than parsing it", () => {
    const html = render(`${"*a".repeat(3_000)} <b>粗</b>`);
    expect(html).toContain('data-testid="markdown-as-text"');
    expect(html).toContain(markdownComplexityMessages.delimiters);
    expect(html).toContain("&lt;b&gt;粗&lt;/b&gt;");
    expect(html).not.toContain("<em>");
  });
});
