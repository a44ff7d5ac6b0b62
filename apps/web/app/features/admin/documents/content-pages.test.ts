import { describe, expect, it } from "vitest";
import { contentToEditorText, editorTextToContent } from "./content-pages";

const marker = (page: number) => `=== 第 ${page} 页 ===`;

describe("extracted text in the editor", () => {
  it("shows each page under a marker and reads it back unchanged", () => {
    const content = "第一页的文字\f第二页\n两行\f";
    const text = contentToEditorText(content, marker);
    expect(text).toBe("=== 第 1 页 ===\n第一页的文字\n=== 第 2 页 ===\n第二页\n两行\n=== 第 3 页 ===\n");
    expect(editorTextToContent(text, marker)).toBe(content);
  });

  it("keeps edits to a page on that page", () => {
    const text = contentToEditorText("乱码\f正常", marker).replace("乱码", "修正后的文字");
    expect(editorTextToContent(text, marker)).toBe("修正后的文字\f正常");
  });

  it("puts text typed above the first marker on page 1", () => {
    expect(editorTextToContent("前言\n=== 第 1 页 ===\n正文", marker)).toBe("前言\n正文");
  });

  it("treats text without markers as one page", () => {
    expect(editorTextToContent("只有一段", marker)).toBe("只有一段");
    expect(contentToEditorText("", marker)).toBe("");
  });
});
