import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, type Session } from "../documents/document-fixtures.js";

/** The entries of a ZIP archive (a .docx) by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a ZIP archive"));
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error(`no stream for ${entry.fileName}`));
          const parts: Buffer[] = [];
          stream.on("data", (part: Buffer) => parts.push(part));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

const answer = `## 结论

质能方程 $E=mc^2$ 说明质量与能量等价[^1]。

$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$

| 命令 | 作用 |
|------|------|
| u | 撤销 |
| Ctrl-R | 重做 |
`;

describe(`markdown2docx (${testDialect})`, () => {
  let t: TestServer;
  let member: Session;
  let probe: http.Server;
  let probeHits = 0;
  let probeUrl = "";

  const exportDocx = (markdown: unknown, token: string | undefined = member.token) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/markdown2docx",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ markdown }),
    });

  beforeAll(async () => {
    t = await createTestServer();
    member = await createMember(t.ctx);
    probe = http.createServer((_req, res) => {
      probeHits++;
      res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from("89504e470d0a1a0a", "hex"));
    });
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/pixel.png`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  it("turns an answer into a Word file with its text, a table and equations", async () => {
    const res = await exportDocx(answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="answer-\d{4}-\d{2}-\d{2}\.docx"; filename\*=UTF-8''/);
    const entries = await unzip(res.rawPayload);
    const xml = entries.get("word/document.xml")!.toString("utf8");
    expect(xml).toContain("说明质量与能量等价");
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("Ctrl-R");
    expect(xml.match(/<m:oMath>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(xml).toContain("<m:oMathPara>");
  });

  it("reads no server file and fetches no URL an answer names", async () => {
    const res = await exportDocx(`![密码](/etc/passwd)\n\n![像素](${probeUrl})\n\n<img src="${probeUrl}">\n\n\`\`\`{=openxml}\n<w:p><w:r><w:t>注入</w:t></w:r></w:p>\n\`\`\`\n\n正文`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].filter((name) => name.startsWith("word/media/"))).toEqual([]);
    const xml = entries.get("word/document.xml")!.toString("utf8");
    expect(xml).toContain("正文");
    expect(xml).toContain("密码");
    expect(xml).not.toContain("注入");
    expect(probeHits).toBe(0);
  });

  it("needs a signed-in user and some markdown", async () => {
    expect((await exportDocx(answer, "")).statusCode).toBe(401);
    const empty = await exportDocx("");
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).message).toBe("请提供要导出的内容");
    expect((await exportDocx(42)).statusCode).toBe(400);
    const text = await t.app.inject({ method: "POST", url: "/api/v1/markdown2docx", headers: { "content-type": "text/plain", authorization: `Bearer ${member.token}` }, payload: "# hi" });
    expect(text.statusCode).toBe(400);
  });
});
