import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, isCssColor, isSafeHref } from "../rules/index.js";
import { cssColorField, safeHrefField, visibleTitle } from "./safe-values.js";
import { usernameSchema } from "./user.js";

const hidden = ["\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2060", "\u2064", "\u2066", "\u2069", "\ufeff", "\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f"];

describe("hidden characters", () => {
  it("finds every zero-width, bidirectional and control character, and no ordinary text", () => {
    for (const c of hidden) expect(hasHiddenCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const text of ["文库 Wenku", "naïve café", "emoji 📚", "ｆｕｌｌ", "a-b_c.d"]) expect(hasHiddenCharacters(text)).toBe(false);
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

  it("normalises to NFKC and trims", () => {
    expect(title.parse("  ＡＢＣ１２３  ")).toBe("ABC123");
    expect(title.parse("ﬁle ㈱")).toBe("file (株)");
    expect(usernameSchema.parse("ｗｅｎｋｕ＿user")).toBe("wenku_user");
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

  it("counts length after normalisation and keeps its own messages", () => {
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
