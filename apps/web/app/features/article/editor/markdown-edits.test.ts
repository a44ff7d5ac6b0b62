import { describe, expect, it } from "vitest";
import { imageMarkdown, insertBlock, insertInline, uploadPlaceholder, wrapSelection } from "./markdown-edits";

describe("markdown edits", () => {
  it("wraps the selection, or a placeholder, and selects the inner text", () => {
    expect(wrapSelection({ value: "a word here", start: 2, end: 6 }, "**", "**", "粗体")).toEqual({ value: "a **word** here", start: 4, end: 8 });
    expect(wrapSelection({ value: "ab", start: 1, end: 1 }, "*", "*", "斜体")).toEqual({ value: "a*斜体*b", start: 2, end: 4 });
  });

  it("puts blocks on lines of their own with the cursor after them", () => {
    expect(insertBlock({ value: "", start: 0, end: 0 }, "$$\nx\n$$")).toEqual({ value: "$$\nx\n$$\n", start: 7, end: 7 });
    expect(insertBlock({ value: "text", start: 4, end: 4 }, "```\n```")).toEqual({ value: "text\n\n```\n```\n", start: 13, end: 13 });
    expect(insertBlock({ value: "one\ntwo", start: 4, end: 4 }, "| a |").value).toBe("one\n\n| a |\ntwo");
  });

  it("replaces the selection inline", () => {
    expect(insertInline({ value: "abc", start: 1, end: 2 }, "XY")).toEqual({ value: "aXYc", start: 3, end: 3 });
  });

  it("writes image links that neither end early nor break on spaces", () => {
    expect(imageMarkdown("a [b] c", "/uploads/x y.png")).toBe("![a b c](/uploads/x%20y.png)");
    expect(imageMarkdown("p", "/uploads/(1).png")).toBe("![p](/uploads/%281%29.png)");
    expect(uploadPlaceholder("red.png 上传中…#1")).toBe("![red.png 上传中…#1]()");
  });
});
