import { describe, expect, it } from "vitest";
import { distinctKeywords, keywordsFromText, keywordsFromTitle } from "./keywords.js";

const containedIn = (words: string[]) => words.filter((word) => words.some((other) => other !== word && other.toLowerCase().includes(word.toLowerCase())));

describe("automatic keywords", () => {
  it("drop duplicates and words contained in another keyword", () => {
    expect(distinctKeywords(["参考", "手册", "参考手册", "参考", "PDF", "pdf", "用户"])).toEqual(["参考手册", "PDF", "用户"]);
  });

  it("from a title: 参考手册 without 参考 and 手册 on their own", () => {
    const words = keywordsFromTitle("GNU 参考手册 用户指南").split(",");
    expect(words).toContain("参考手册");
    expect(words).not.toContain("参考");
    expect(words).not.toContain("手册");
    expect(new Set(words).size).toBe(words.length);
    expect(containedIn(words)).toEqual([]);
  });

  it("from a text: distinct terms, none inside another", () => {
    const text = "参考手册 ".repeat(20) + "数据库系统的参考手册介绍了数据库、系统设计与数据库系统管理。".repeat(10);
    const words = keywordsFromText(text).split(",");
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words).size).toBe(words.length);
    expect(containedIn(words)).toEqual([]);
  });
});
