import { parseFragment } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentTestServer } from "../../test/comment-test-server.js";
import { testDialect, type TestServer } from "../../test/harness.js";
import { findActiveContent, xssPayloads } from "../../test/xss-payloads.js";
import { insertDocument } from "../documents/document-fixtures.js";
import { commentHtml } from "./comment-html.js";
import { insertArticle, postComment, trustedMember } from "./comment-fixtures.js";

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
}

/**
 * Stricter than "nothing active": the HTML may hold only text, <br> and <a> with exactly an http(s) href, rel and
 * target, and reads back (as a browser parses it) as the very text the member wrote.
 */
function readBack(html: string): { text: string; problems: string[] } {
  const problems: string[] = [];
  const walk = (node: Node): string => {
    if (node.nodeName === "#text") return node.value ?? "";
    if (node.tagName === "br") return node.childNodes?.length ? (problems.push("br with content"), "") : "\n";
    if (node.tagName === "a") {
      const names = (node.attrs ?? []).map((a) => a.name).sort();
      if (names.join(",") !== "href,rel,target") problems.push(`a[${names.join(",")}]`);
      const href = node.attrs?.find((a) => a.name === "href")?.value ?? "";
      if (!/^https?:\/\/[^\s]+$/i.test(href)) problems.push(`a[href=${href}]`);
    } else if (node.tagName) {
      problems.push(`<${node.tagName}>`);
    }
    return (node.childNodes ?? []).map(walk).join("");
  };
  return { text: walk(parseFragment(html)), problems };
}

describe(`comment HTML stays inert (${testDialect})`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await commentTestServer();
  });
  afterAll(() => t.close());

  it(`stores every one of the ${xssPayloads.length} payloads as text and returns it as inert HTML`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
    const uploader = await trustedMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const article = await insertArticle(t.ctx, { userId: uploader.id });
    const member = await trustedMember(t.ctx);
    for (const [index, payload] of xssPayloads.entries()) {
      const type = index % 2;
      const res = await postComment(t, member.token, { document_id: type ? article.id : doc.id, type, content: payload });
      expect(res.status, payload).toBe(200);
      expect(res.body.content, payload).toBe(payload.normalize("NFC").trim());
      expect(findActiveContent(res.body.content_html), payload).toEqual([]);
      const back = readBack(res.body.content_html);
      expect(back.problems, payload).toEqual([]);
      expect(back.text, payload).toBe(res.body.content.replace(/\r\n|\r/g, "\n"));
    }
    for (const [type, id] of [[0, doc.id], [1, article.id]] as const) {
      const listed = await t.request("GET", "/api/v1/comment/list", { query: { document_id: id, type } });
      expect(listed.body.total).toBe(xssPayloads.filter((_, i) => i % 2 === type).length);
      for (const comment of listed.body.comment) {
        expect(findActiveContent(comment.content_html)).toEqual([]);
        expect(readBack(comment.content_html).problems).toEqual([]);
      }
    }
  });

  it("turns http(s) addresses into safe links and nothing else", () => {
    const html = commentHtml(`见 https://example.com/a?b=1&c="2" 和 javascript:alert(1)。\nhttps://例子.测试/路径，结束 http://x.example/).`);
    expect(readBack(html).problems).toEqual([]);
    expect(html).toContain(`<a href="https://example.com/a?b=1&amp;c=" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.com/a?b=1&amp;c=</a>&quot;2&quot;`);
    expect(html).toContain("javascript:alert(1)。<br>");
    expect(html).toContain(`<a href="https://例子.测试/路径"`);
    expect(html).toContain(`<a href="http://x.example/" rel="nofollow ugc noopener noreferrer" target="_blank">http://x.example/</a>).`);
    expect(readBack(html).text).toBe(`见 https://example.com/a?b=1&c="2" 和 javascript:alert(1)。\nhttps://例子.测试/路径，结束 http://x.example/).`);
  });
});
