import { describe, expect, it } from "vitest";
import { buildPrompt, estimateTokens } from "./build-prompt.js";
import { CitationFilter, removeInvalidCitations } from "./citations.js";

describe("citation markers", () => {
  it("keeps markers naming a sent reference and drops the others", () => {
    expect(removeInvalidCitations("甲[^1]乙[^3]丙[^4][^0]丁[^12]", 3)).toBe("甲[^1]乙[^3]丙丁");
    expect(removeInvalidCitations("[^note] 与 [1] 不是引用", 0)).toBe("[^note] 与 [1] 不是引用");
  });

  it("checks a marker cut between deltas once it is complete", () => {
    const filter = new CitationFilter(2);
    const pieces = ["答案", "[", "^", "1", "]，", "另见[^", "9]。末尾[^2"];
    const out = pieces.map((piece) => filter.push(piece));
    expect(out).toEqual(["答案", "", "", "", "[^1]，", "另见", "。末尾"]);
    expect(filter.flush()).toBe("[^2");
    expect(out.join("") + "[^2").toBe(removeInvalidCitations(pieces.join(""), 2));
  });
});

describe("prompt", () => {
  const reference = (n: number, content: string) => ({ n, document_id: n, uuid: `u${n}`, title: `文档${n}`, page: n + 1, score: 0.5, content });

  it("numbers the excerpts in the system message and ends with the question", () => {
    const messages = buildPrompt({ systemPrompt: "系统提示", references: [reference(1, "第一段"), reference(2, "第二段")], history: [], question: "问题", contextSize: 0 });
    expect(messages[0].role).toBe("system");
    expect(messages[0].content).toMatch(/^系统提示\n\n/);
    expect(messages[0].content).toContain("[1] 《文档1》第 2 页: 第一段\n\n[2] 《文档2》第 3 页: 第二段");
    expect(messages.at(-1)).toEqual({ role: "user", content: "问题" });
  });

  it("keeps the latest turns that fit the context and clips long excerpts", () => {
    const history = Array.from({ length: 8 }, (_, i) => ({ question: `问${i}${"字".repeat(300)}`, answer: `答${i}[^1]${"字".repeat(300)}` }));
    const messages = buildPrompt({ systemPrompt: "提示", references: [reference(1, "长".repeat(5000))], history, question: "新问题", contextSize: 4096 });
    const total = messages.reduce((n, m) => n + estimateTokens(m.content), 0);
    expect(total).toBeLessThanOrEqual(4096 * 0.75);
    const turns = messages.slice(1, -1);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.length).toBeLessThan(16);
    expect(turns.map((m) => m.role)).toEqual(turns.map((_, i) => (i % 2 === 0 ? "user" : "assistant")));
    expect(turns.at(-1)!.content).toMatch(/^答7字/);
    expect(turns.every((m) => !m.content.includes("[^1]"))).toBe(true);
    expect(messages[0].content).toContain("长…");
  });
});
