import { describe, expect, it } from "vitest";
import { segmentPages, SEGMENT_CHARS } from "../indexing/segment-pages.js";
import { tsquery } from "../backend/postgres/compile-tsquery.js";
import { fieldTokens } from "./field-tokens.js";
import { fragment, highlight } from "./highlight.js";
import { normalizeWithOrigin } from "./normalize.js";
import { parseQuery } from "./parse-query.js";

describe("index tokens", () => {
  it("cuts CJK runs into bigrams, keeps words and numbers, adds jieba words and distinct characters", () => {
    const t = fieldTokens("ＧＰＴ-4o 大模型，中国人民！Ａ股");
    expect(t.seq).toEqual(["gpt", "4", "o", "大模", "模型", "中国", "国人", "人民", "a", "股"]);
    expect(t.joins).toEqual(["gap", "gap", "gap", "run", "gap", "run", "run", "gap", "gap"]);
    expect(t.words).toEqual(expect.arrayContaining(["x模型", "x中国", "x人民"]));
    expect(t.chars).toEqual(["z大", "z模", "z型", "z中", "z国", "z人", "z民", "z股"]);
  });
});

describe("query plans", () => {
  it("matches a 1–4 character Chinese string as a substring (bigram phrase) or as a jieba word", () => {
    expect(parseQuery("国")?.root).toEqual({ op: "token", token: "z国" });
    expect(parseQuery("中国")?.root).toEqual({ op: "or", nodes: [{ op: "token", token: "中国" }, { op: "token", token: "x中国" }] });
    expect(parseQuery("中国人")?.root).toEqual({
      op: "or",
      nodes: [{ op: "phrase", seq: ["中国", "国人"], joins: ["run"], prefixLast: false }, { op: "token", token: "x中国人" }],
    });
  });

  it("compiles to PostgreSQL lexemes: characters as prefixes, longer strings as all their bigrams", () => {
    expect(tsquery(parseQuery("国")!.filter)).toBe("'国':*");
    expect(tsquery(parseQuery("中国人")!.root)).toBe("(('中国' & '国人') | 'x中国人')");
    expect(tsquery(parseQuery("「A股」")!.filter)).toBe("('a' & '股':*)");
  });

  it("relaxes longer runs to their jieba words, ANDs terms, and keeps quoted phrases in order", () => {
    const long = parseQuery("人工智能的应用")!;
    expect(long.root.op).toBe("or");
    expect(long.needles.map((n) => n.text)).toEqual(expect.arrayContaining(["人工智能的应用", "人工智能", "应用"]));
    expect(parseQuery("Python 教程")?.root.op).toBe("and");
    expect(parseQuery('"Machine Learning"')?.root).toEqual({ op: "phrase", seq: ["machine", "learning"], joins: ["gap"], prefixLast: false });
    expect(parseQuery("「A股」")?.root).toEqual({ op: "phrase", seq: ["a", "股"], joins: ["gap"], prefixLast: true });
    expect(parseQuery("  ，。 ")).toBeNull();
  });
});

describe("highlights", () => {
  const needles = [{ text: "docker", whole: true }, { text: "容器", whole: false }];
  it("escapes HTML and marks only whole words of spaced scripts", () => {
    expect(highlight("<b>Docker</b> & dockerfile 容器化", needles)).toBe("&lt;b&gt;<em>Docker</em>&lt;/b&gt; &amp; dockerfile <em>容器</em>化");
  });
  it("maps matches in normalized text back to the original (full-width letters)", () => {
    expect(highlight("ＤＯＣＫＥＲ容器", needles)).toBe("<em>ＤＯＣＫＥＲ容器</em>");
    expect(normalizeWithOrigin("Ａé").origin).toEqual([0, 1, 2]);
  });
  it("cuts a fragment around the first match", () => {
    const text = `${"甲".repeat(100)}容器${"乙".repeat(100)}`;
    const f = fragment(text, needles, 40);
    expect(f.found).toBe(true);
    expect(f.html).toBe(`…${"甲".repeat(10)}<em>容器</em>${"乙".repeat(28)}…`);
    expect(fragment("无关", needles, 40)).toEqual({ html: "无关", found: false });
  });
});

describe("segments", () => {
  it("groups pages up to the segment size and splits longer pages", () => {
    const page = (n: number, length: number) => ({ page: n, text: "字".repeat(length) });
    const segments = segmentPages([page(1, 3000), page(2, 3000), page(3, 3000), page(4, SEGMENT_CHARS * 2 + 10)]);
    expect(segments.map((s) => s.pages)).toEqual([[1, 2], [3], [4], [], []]);
    expect(segments.every((s) => s.text.length <= SEGMENT_CHARS)).toBe(true);
    expect(segmentPages([])).toEqual([{ text: "", pages: [] }]);
  });
});
