import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, isCssColor, isSafeHref } from "../rules/index.js";
import { cssColorField, safeHrefField, visibleTitle } from "./safe-values.js";
import { usernameSchema } from "./user.js";

const hidden = [
  "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2060", "\u2064", "\u2066", "\u2069", "\ufeff",
  "\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f",
  // Issue 44: Arabic letter mark, combining grapheme joiner, Mongolian vowel separator, interlinear annotation, tags,
  // Hangul fillers, line and paragraph separators; then the soft hyphen, variation selectors, Mongolian free
  // variation selector, Khmer inherent vowel, a lone surrogate, noncharacters and the blank Braille pattern.
  "\u061c", "\u034f", "\u180e", "\ufff9", "\ufffa", "\ufffb", "\u{e0001}", "\u{e0020}", "\u{e0041}", "\u{e007f}", "\u115f", "\u1160", "\u3164", "\uffa0",
  "\u2028", "\u2029", "\u00ad", "\ufe00", "\ufe0f", "\u{e0100}", "\u180b", "\u17b4", "\ud800", "\ufdd0", "\uffff", "\u{10ffff}", "\u2800",
];
/** Real names of people and things, which every name and title check must let through. */
const realNames = ["张伟", "李小龙", "山田太郎", "さくら", "김민준", "이서연", "阿卜杜勒·克里木", "Zoë O'Brien", "José María", "Ελένη", "Анна-Мария", "محمد", "שרה"];

describe("hidden characters", () => {
  it("finds every zero-width, bidirectional and control character, and no ordinary text", () => {
    for (const c of hidden) expect(hasHiddenCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const text of ["文库 Wenku", "naïve café", "emoji 📚", "ｆｕｌｌ", "a-b_c.d", "（全角）：，！？"]) expect(hasHiddenCharacters(text)).toBe(false);
  });

  it("lets a zero-width joiner through only inside an emoji sequence", () => {
    for (const emoji of ["👩\u200d💻", "👨\u200d👩\u200d👧", "🏳️\u200d🌈", "👩🏽\u200d🚀", "❤️\u200d🔥", "🏳️\u200d⚧️", "👩\u200d🦰"]) expect(hasHiddenCharacters(`程序员${emoji}`), emoji).toBe(false);
    for (const text of ["a\u200db", "📚\u200d", "\u200d📚", "文\u200d字", "📚\u200d\u200d📚"]) expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it("lets variation selectors and tags through only inside an emoji", () => {
    const england = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}";
    for (const emoji of ["❤️", "☺︎", "©️", "#️⃣", "1️⃣", "👍🏽", "🇨🇳", england, `${england}读书会`]) expect(hasHiddenCharacters(`读书${emoji}`), emoji).toBe(false);
    for (const text of ["admin\ufe0f", "a\ufe0e", "葛\u{e0100}", "#\ufe0f", "\u{1f3f4}\u{e0067}\u{e0062}", "\u{1f3f4}\u{e007f}", "admin\u{e0067}\u{e0062}\u{e007f}", `${england}\u{e0041}`]) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("finds no hidden character in real names", () => {
    for (const name of realNames) expect(hasHiddenCharacters(name), name).toBe(false);
  });

  it("lets tab and line breaks into multi-line text only", () => {
    for (const c of ["\t", "\n", "\r"]) {
      expect(hasHiddenCharacters(`a${c}b`)).toBe(true);
      expect(hasHiddenCharacters(`a${c}b`, { multiline: true })).toBe(false);
    }
    expect(hasHiddenCharacters("a\u202eb", { multiline: true })).toBe(true);
  });
});

describe("visibleTitle and usernames", () => {
  const title = visibleTitle("分类名称", 10);
  const longTitle = visibleTitle("文章标题", 255);

  it("keeps titles as typed: full-width punctuation, emoji, compatibility characters and mixed scripts", () => {
    for (const typed of [
      "文库部署指南：从零到上线（第2版）！",
      "问题？答案，结论；“引号”「括号」【注】《书名》……——",
      "ＡＢＣ１２３ ｆｕｌｌ－ｗｉｄｔｈ",
      "📚 读书笔记 🎉👩‍💻👨‍👩‍👧 ❤️ 👍🏽",
      "㈱ ㎡ ① ⼀ ﬁle ½ ℃ Ⅻ ｶﾀｶﾅ",
      "Docker 容器 Контейнер δοχείο コンテナ 컨테이너 حاوية",
    ]) {
      expect(longTitle.parse(typed), typed).toBe(typed);
      expect(longTitle.parse(`  ${typed}\u3000`), typed).toBe(typed);
    }
  });

  it("composes canonically equivalent forms (NFC) and nothing more", () => {
    expect(title.parse("cafe\u0301")).toBe("café");
    expect(title.parse("\u1100\u1161\u11a8")).toBe("각");
    // A CJK compatibility ideograph with a canonical (singleton) decomposition is the one character NFC changes.
    expect(title.parse("\uf900")).toBe("\u8c48");
  });

  it("accepts real names as titles and, from 3 characters, as usernames", () => {
    for (const name of realNames) {
      expect(longTitle.parse(name), name).toBe(name);
      if (!/\s/.test(name) && [...name].length >= 3) expect(usernameSchema.parse(name), name).toBe(name);
    }
    for (const name of ["程序员👩\u200d💻", "彩虹🏳️\u200d🌈", "❤️读书人"]) expect(usernameSchema.parse(name), name).toBe(name);
  });

  it("keeps usernames as typed (uniqueness compares a skeleton on the server)", () => {
    expect(usernameSchema.parse("ｗｅｎｋｕ＿user")).toBe("ｗｅｎｋｕ＿user");
    expect(usernameSchema.parse("读书人📚")).toBe("读书人📚");
    expect(usernameSchema.parse("  Zoë_Ω  ")).toBe("Zoë_Ω");
  });

  it("refuses hidden characters with a message naming the field", () => {
    for (const c of hidden) {
      const result = title.safeParse(`好${c}名字`);
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("分类名称不能包含不可见字符或控制字符");
    }
    expect(title.safeParse("evil\u202etxt.exe").success).toBe(false);
    expect(usernameSchema.safeParse("admin\u200b").error?.issues[0]?.message).toBe("用户名不能包含不可见字符或控制字符");
    expect(usernameSchema.safeParse("ad\u202emin").success).toBe(false);
  });

  it("counts length after trimming and keeps its own messages", () => {
    expect(title.safeParse("").error?.issues[0]?.message).toBe("请输入分类名称");
    expect(title.safeParse("\u3000 ").error?.issues[0]?.message).toBe("请输入分类名称");
    expect(title.safeParse("一二三四五六七八九十十").error?.issues[0]?.message).toBe("分类名称不能超过 10 个字符");
    expect(visibleTitle("标题", 5, { missing: "请写标题", tooLong: "太长" }).safeParse("123456").error?.issues[0]?.message).toBe("太长");
  });
});

describe("CSS colours", () => {
  it.each([
    "#fff", "#FFFA", "#12ab34", "#12ab34cc", "red", "RebeccaPurple", "transparent", "rgb(1, 2, 3)", "rgba(255,0,0,0.5)",
    "rgb(10% 20% 30%)", "rgb(255 0 0 / 50%)", "hsl(120, 50%, 50%)", "hsla(120deg 50% 50% / .3)", "hsl(0.5turn, 10%, 90%)",
  ])("accepts %s", (value) => {
    expect(isCssColor(value)).toBe(true);
    expect(cssColorField().safeParse(value).success).toBe(true);
  });

  it.each([
    "#ff", "#fffff", "#ggg", "redd", "red; background: url(x)", "rgb(1,2)", "rgb(1,2,3,4,5)", "rgb(1, 2%, 3)", "url(x)",
    "expression(alert(1))", "var(--x)", "rgb(1,2,3)}body{", "hsl(a, b, c)", "javascript:alert(1)",
  ])("refuses %s", (value) => {
    expect(isCssColor(value)).toBe(false);
    expect(cssColorField().safeParse(value).error?.issues[0]?.message).toMatch(/颜色格式不正确/);
  });

  it("allows an empty colour (the default)", () => {
    expect(cssColorField().parse("  ")).toBe("");
  });
});

describe("safe links", () => {
  it.each(["", "/", "/category", "/document/abc?x=1#p", "http://example.com", "HTTPS://example.com/a?b=c", "https://例子.中国/路径"])(
    "accepts %s",
    (href) => {
      expect(isSafeHref(href)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)",
    "\u0001javascript:alert(1)", "javascript\u0000:alert(1)", "data:text/html,<script>alert(1)</script>", "DATA:image/svg+xml;base64,x",
    "vbscript:msgbox(1)", "//evil.example", "/\\evil.example", "\\\\evil.example", "https:evil.example", "http:/evil.example",
    "ftp://example.com", "relative/path", "#top", "https://", "https://user@evil.example", "ｊａｖａｓｃｒｉｐｔ:alert(1)",
    "/path with space", "\u200bjavascript:alert(1)",
  ])("refuses %j", (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it("trims before checking on the server, and says what is allowed", () => {
    expect(safeHrefField().parse("  /about  ")).toBe("/about");
    expect(safeHrefField().safeParse("javascript:alert(1)").error?.issues[0]?.message).toMatch(/http:\/\/ 或 https:\/\//);
  });
});
