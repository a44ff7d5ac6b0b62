import fs from "node:fs";
import path from "node:path";
import { apiRoutes, markdownComplexityMessages as reasons, markdownComplexityProblem, markdownTooComplexMessage, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRenderWorkers, RENDER_WORKERS, renderTimeLimitMs } from "../../markdown/render-pool.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { WALL_TIME_FACTOR } from "../../workers/bounded-pool.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { postArticle, setMemberArticleFlags } from "./article-fixtures.js";

const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures/real");
const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join("\n");

/** The inputs security reviews found to stall rendering, and others whose parsing grows faster than their length. */
const payloads: Record<string, string> = {
  "199,990 ] (four of these kept both render workers busy for 28 s)": "]".repeat(199_990),
  "] on every line": "]\n".repeat(100_000),
  "a]": "a]".repeat(100_000),
  "]( runs": "](".repeat(100_000),
  "link destinations in <>": "[a](<".repeat(40_000),
  "emphasis against brackets": "*[".repeat(100_000),
  "backtick runs of growing length": Array.from({ length: 630 }, (_, i) => "`".repeat(i + 1) + "a").join(""),
  "lazy quote lines": `> a\n${"b\n".repeat(99_998)}`,
  "block quotes closed by blank lines": "> a\n\n".repeat(40_000),
  "=== headings": "a\n===\n\n".repeat(28_000),
  "lists closed by paragraphs": "- a\n\nb\n\n".repeat(25_000),
  "one long list": "- a\n".repeat(50_000),
  "link definitions and references": `${Array.from({ length: 5_000 }, (_, i) => `[d${i}]: /u`).join("\n\n")}\n\n${"[d1] ".repeat(20_000)}`,
  "C++ of plain words": `\`\`\`cpp\n${"int value ".repeat(19_000)}\n\`\`\``,
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

/** Long technical Markdown as people write it: prose with links and code, lists, a table, code and a formula. */
function technicalArticle(length: number): string {
  const section = (i: number) =>
    [
      `## ${i + 1}. 配置第 ${i + 1} 个服务`,
      `先读 [部署文档](https://example.com/docs/${i}#install)，把 \`config.yaml\` 的 *port* 改成 **${8000 + i}**；负载 $\\lambda_${i} > \\mu$ 时队列变长。`,
      "- 安装依赖：`npm ci`\n- 运行迁移：`npm run migrate`\n  - 失败时查看 `logs/migrate.log`\n1. 启动\n2. 检查 `/health`",
      "| 参数 | 默认值 | 说明 |\n|:---|---:|---|\n| `timeout` | 30 | 秒，<b>必须</b> > 0 |\n| `retries` | 3 | 重试[次数](#retry) |",
      "```ts\nexport function handler(req: Request): Response {\n  const [a, b] = parse(req.url);\n  return new Response(`${a * b}`);\n}\n```",
      "$$\n\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\n$$",
      "> 注意：修改后需要重启，详见 <https://example.com/restart>。",
    ].join("\n\n");
  let article = "";
  for (let i = 0; article.length < length; i++) article += `${section(i)}\n\n`;
  return article.slice(0, length);
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
        if (res.status === 400) expect(res.body.message, name).toMatch(new RegExp(`^${reasons.prefix}，`));
        // The limit is the render thread's CPU time; on a busy machine a refusal may take up to the wall-time cap.
        expect(elapsed, name).toBeLessThan(renderTimeLimitMs(content) * WALL_TIME_FACTOR + 1_500);
      }
    } finally {
      posting = false;
      await pinger;
    }
    const refusedBeforeRendering: Record<string, string> = {
      "199,990 ] (four of these kept both render workers busy for 28 s)": reasons.brackets,
      "] on every line": reasons.brackets,
      "a]": reasons.brackets,
      "]( runs": reasons.brackets,
      "link destinations in <>": reasons.brackets,
      "emphasis against brackets": reasons.brackets,
      "backtick runs of growing length": reasons.paragraphWork,
      "lazy quote lines": reasons.paragraphWork,
      "block quotes closed by blank lines": reasons.blockWork,
      "=== headings": reasons.blockWork,
      "lists closed by paragraphs": reasons.blockWork,
      "one long list": reasons.listItems,
      "4,000 lines of four nested lists": reasons.listItems,
      "link definitions and references": reasons.definitions,
      "100,000 quote markers": reasons.nesting,
      "3,000 list levels on one line": reasons.nesting,
      "unclosed strikethrough": reasons.delimiters,
      "wide table": reasons.tableColumns,
    };
    for (const [name, reason] of Object.entries(refusedBeforeRendering)) expect(outcomes[name], name).toBe(markdownTooComplexMessage(reason));
    // None ran into the render time limit (渲染超过 N 秒): what would is refused before it renders.
    for (const [name, outcome] of Object.entries(outcomes)) expect(outcome, name).not.toMatch(/渲染/);
    expect(outcomes["7,990 asterisks"]).toBe("saved");
    expect(outcomes["C++ of plain words"]).toBe("saved");
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

  // About 7 s of rendering, in threads of lower priority (workers/thread-priority.ts): on a machine loaded by other
  // processes they wait minutes for a core.
  it("saves real writing: the real-text fixtures, this repository's Markdown and long technical articles", { timeout: 300_000 }, async () => {
    const texts = fs.readdirSync(fixtures).filter((name) => name.endsWith(".txt"));
    const articles: Record<string, string> = Object.fromEntries(texts.map((name) => [name, fs.readFileSync(path.join(fixtures, name), "utf8")]));
    const root = path.resolve(import.meta.dirname, "../../../../..");
    for (const name of ["ARCHITECTURE.md", "docs/content.md", "docs/security.md"]) articles[name] = fs.readFileSync(path.join(root, name), "utf8");
    articles["technical article"] = technicalArticle(150_000);
    for (const [name, content] of Object.entries(articles)) {
      const res = await postArticle(t, member.token, { title: name, content: content.slice(0, 200_000) });
      expect(res.status, `${name}: ${res.body.message}`).toBe(200);
    }
  });

  it("never makes a member's save wait for other members' long renders", async () => {
    const [quiet, ...posters] = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t.ctx)));
    // Every render worker loaded and run once first: loading one (seconds, from TypeScript) is not what is measured.
    await loadRenderWorkers();
    expect(RENDER_WORKERS).toBeGreaterThan(posters.length);
    const warmUp = await Promise.all([quiet, ...posters].map((m) => postArticle(t, m.token, { title: "预热" })));
    expect(warmUp.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    // Long but within the limits: about half a second of rendering each on the reference machine, so that a save
    // that waited behind them (on the server's thread, or for a worker) would wait seconds.
    const long = Array.from({ length: 3_000 }, (_, i) => `第 ${i} 段`).join("\n\n");
    expect(markdownComplexityProblem(long)).toBeUndefined();
    const posting = posters.flatMap((poster) => [1, 2].map((n) => postArticle(t, poster.token, { title: `长文 ${n}`, content: long })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const saved = await postArticle(t, quiet.token, { title: "普通文章", content: "正文 **加粗** 与 [链接](https://example.com)" });
    const waited = performance.now() - started;
    expect(saved.status).toBe(200);
    // The feature: four members rendering eight long articles at once leave a fifth's save as quick as ever.
    expect(waited).toBeLessThan(2_000);
    const outcomes = await Promise.all(posting);
    // Each poster renders one at a time, the others waiting behind their own: saved, or at worst 服务器繁忙.
    for (const res of outcomes) expect([200, 503], JSON.stringify(res.body)).toContain(res.status);
    expect(outcomes.filter((res) => res.status === 200).length).toBeGreaterThan(0);
  });

  it("limits how often one member posts and edits articles, counting both together", async () => {
    await t.setSettings([["security", "user_write_per_minute", "3"]]);
    const other = await createMember(t.ctx);
    const first = await postArticle(t, other.token, { title: "第一篇" });
    expect(first.status).toBe(200);
    expect((await t.call(apiRoutes.article.update, { token: other.token, body: { id: first.body.id, content: "改过的正文" } })).status).toBe(200);
    expect((await postArticle(t, other.token, { title: "第二篇" })).status).toBe(200);
    const refused = await postArticle(t, other.token, { title: "第三篇" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.tooManyRequests);
    const someoneElse = await createMember(t.ctx);
    expect((await postArticle(t, someoneElse.token, { title: "别人的文章" })).status).toBe(200);
    await t.setSettings([["security", "user_write_per_minute", "1000"]]);
  });
});
