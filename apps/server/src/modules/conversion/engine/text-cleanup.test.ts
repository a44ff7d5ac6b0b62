import { describe, expect, it } from "vitest";
import { cleanPageText, visibleCharacterCount } from "./text-cleanup.js";

describe("cleanPageText", () => {
  it("collapses whitespace, line ends, tabs and form feeds to single spaces", () => {
    expect(cleanPageText("  Hello\tworld\r\n\n next \f page  ")).toBe("Hello world next page");
  });

  it("removes the spaces that line wrapping leaves between Chinese characters", () => {
    expect(cleanPageText("春眠不\n觉晓，处 处闻啼鸟。 Hello 世界")).toBe("春眠不觉晓，处处闻啼鸟。 Hello 世界");
  });

  it("replaces look-alike radicals with the hanzi they stand for", () => {
    // U+2F00 KANGXI RADICAL ONE, U+2EE6 CJK RADICAL C-SIMPLIFIED BIRD, U+2ED3 C-SIMPLIFIED LONG, U+2F47 SUN
    expect(cleanPageText("第\u2F00章 啼\u2EE6 \u2ED3江 \u2F47出")).toBe("第一章啼鸟长江日出");
  });

  it("drops soft hyphens and zero-width characters", () => {
    expect(cleanPageText("in\u00ADter\u200Bnational\uFEFF")).toBe("international");
  });

  it("drops control characters that are not whitespace, such as the NUL a broken PDF's text may hold", () => {
    expect(cleanPageText("vim\u0000 撤消\u0007修改\u001B\u007F 完")).toBe("vim 撤消修改完");
  });

  it("counts visible characters only", () => {
    expect(visibleCharacterCount(" 中 文\nab ")).toBe(4);
  });
});
