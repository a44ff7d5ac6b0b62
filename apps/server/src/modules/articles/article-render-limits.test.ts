import fs from "node:fs";
import path from "node:path";
import { markdownComplexityMessages, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderTimeLimitMs } from "../../markdown/render-pool.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { WALL_TIME_FACTOR } from "../../workers/bounded-pool.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { postArticle, setMemberArticleFlags } from "./article-fixtures.js";

const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures/real");
const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join("\n");

/** The inputs a security review found to stall rendering, and others whose parsing grows faster than their length. */
const payloads: Record<string, string> = {
  "7,990 asterisks": "*".repeat(7_990),
  "20,001 asterisks": "*".repeat(20_001),
  "100,001 asterisks": "*".repeat(100_001),
  "100,000 quote markers": ">".repeat(100_000),
  "3,000 list levels on one line": `${"- ".repeat(3_000)}a`,
  "440 list levels by indentation": lines(440, (i) => `${"  ".repeat(i)}- a`),
  "unclosed emphasis": "*a".repeat(4_000),
  "unclosed strikethrough": "~a".repeat(100_000),
  "unclosed brackets": "[a](".repeat(5_000),
  "4,000 lines of four nested lists": lines(4_000, () => "- - - - a"),
  "wide table": `|${"a|".repeat(101)}\n|${"-|".repeat(101)}\n|${"b|".repeat(101)}`,
  "long table": `|a|b|c|\n|-|-|-|\n${"|1|2|3|\n".repeat(3_000)}`,
};

/** A long article of real text: C code, manual pages in Chinese, a table with <, & and quotes, and formulas. */
function realArticle(): string {
  const text = ["markup-and-code.txt", "manpages-zh.txt"].map((name) => fs.readFileSync(path.join(fixtures, name), "utf8"));
  const code = "```c\n" + text[0] + "\n```";
  const table = "| 运算 | 写法 | 说明 |\n|---|---|---|\n" + '| 小于 | `a < b` | "引号" & 符号 |\n'.repeat(200);
  const math = lines(100, (i) => `第 ${i} 式：$\\sum_{k=1}^{${i}} k = \\frac{${i}(${i}+1)}{2}$`);
  return [code, text[1], table, math].join("\n\n").slice(0, 150_000);
}

describe(`articles: rendering is bounded and never holds up the server (${testDialect})`, () => {
  let t: TestServer;
  let member: Session;

  beforeAll(async () => {
    t = await createTestServer();
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    await t.setSettings([["security", "user_write_per_minute", "1000"]]);
    member = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("completes or refuses every payload within its limit while /api/v1/ping keeps answering within 500 ms", async () => {
    // Render workers start once and stay for a while; starting one (loading its modules) is not what is measured.
    expect((await postArticle(t, member.token, { title: "预热" })).status).toBe(200);
    const pings: number[] = [];
    let posting = true;
    const pinger = (async () => {
      while (posting) {
        const started = performance.now();
        expect((await t.request("GET", "/api/v1/ping")).status).toBe(200);
        pings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const outcomes: Record<string, string> = {};
    try {
      for (const [name, content] of Object.entries(payloads)) {
        const started = performance.now();
        const res = await postArticle(t, member.token, { title: name, content });
        const elapsed = performance.now() - started;
        outcomes[name] = res.status === 200 ? "saved" : res.body.message;
        expect([200, 400], name).toContain(res.status);
        if (res.status === 400) expect(res.body.message, name).toMatch(new RegExp(`^${markdownComplexityMessages.prefix}，`));
        // The limit is the render thread's CPU time; on a busy machine a refusal may take up to the wall-time cap.
        expect(elapsed, name).toBeLessThan(renderTimeLimitMs(content) * WALL_TIME_FACTOR + 1_500);
      }
    } finally {
      posting = false;
      await pinger;
    }
    expect(outcomes["100,000 quote markers"]).toContain(markdownComplexityMessages.nesting);
    expect(outcomes["3,000 list levels on one line"]).toContain(markdownComplexityMessages.nesting);
    expect(outcomes["unclosed strikethrough"]).toContain(markdownComplexityMessages.delimiters);
    expect(outcomes["wide table"]).toContain(markdownComplexityMessages.tableColumns);
    expect(outcomes["7,990 asterisks"]).toBe("saved");
    expect(pings.length).toBeGreaterThan(20);
    // A render on the server's own thread would hold a ping for at least the smallest time limit (1 s); the margin
    // below that is for a loaded two-core machine, where the test process itself waits for a core at times.
    expect(Math.max(...pings)).toBeLessThan(500);
  });

  it("saves a long real article with code, Chinese text, a table of symbols and formulas", async () => {
    const content = realArticle();
    const res = await postArticle(t, member.token, { title: "长文章", content });
    expect(res.status).toBe(200);
    expect(res.body.content).toContain("&lt;b");
    expect(res.body.content).toContain("&amp;");
    expect(res.body.content).toContain('class="katex"');
    expect(res.body.content).toContain("deflateInit");
  });

  it("limits how often one member posts and edits articles, counting both together", async () => {
    await t.setSettings([["security", "user_write_per_minute", "3"]]);
    const other = await createMember(t.ctx);
    const first = await postArticle(t, other.token, { title: "第一篇" });
    expect(first.status).toBe(200);
    expect((await t.request("PUT", "/api/v1/article", { token: other.token, body: { id: first.body.id, content: "改过的正文" } })).status).toBe(200);
    expect((await postArticle(t, other.token, { title: "第二篇" })).status).toBe(200);
    const refused = await postArticle(t, other.token, { title: "第三篇" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.tooManyRequests);
    const someoneElse = await createMember(t.ctx);
    expect((await postArticle(t, someoneElse.token, { title: "别人的文章" })).status).toBe(200);
    await t.setSettings([["security", "user_write_per_minute", "1000"]]);
  });
});
