import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { docxExportDisposition } from "./docx-export-name.js";

const pad = (n: number) => String(n).padStart(2, "0");
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The two names of a Content-Disposition header: the ASCII `filename` and the decoded UTF-8 `filename*`. */
function namesOf(header: string) {
  const ascii = /filename="([^"]*)"/.exec(header)?.[1];
  const utf8 = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1];
  return { ascii, utf8: utf8 === undefined ? undefined : decodeURIComponent(utf8) };
}

describe(`the Word export is named after its conversation and day (${testDialect})`, () => {
  let t: TestServer;
  let member: Session;

  const exportDocx = (body: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/markdown2docx",
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
      payload: JSON.stringify({ markdown: "# 结论\n\n正文。", ...body }),
    });

  beforeAll(async () => {
    t = await createTestServer();
    member = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("names the file <title>-<date>.docx, the title kept as typed (full-width punctuation, emoji)", async () => {
    const title = "文库部署指南：从零到上线（第二版）👩‍💻";
    const res = await exportDocx({ title });
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers["content-disposition"]);
    expect(header.startsWith("attachment; ")).toBe(true);
    expect(namesOf(header)).toEqual({ ascii: `answer-${today()}.docx`, utf8: `${title}-${today()}.docx` });
  });

  it("keeps a plain ASCII title in the ASCII name as well", async () => {
    const res = await exportDocx({ title: "Release notes 2.1" });
    expect(namesOf(String(res.headers["content-disposition"]))).toEqual({
      ascii: `Release notes 2.1-${today()}.docx`,
      utf8: `Release notes 2.1-${today()}.docx`,
    });
  });

  it("takes no path, quote, line break, control or bidirectional character from the title into the header", async () => {
    const res = await exportDocx({ title: '../..\\etc/passwd"\r\nSet-Cookie: x=1\u202egpj.exe\u0007 <a>|b?*' });
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers["content-disposition"]);
    for (const unsafe of ["\r", "\n", "\u202e", "\u0007"]) expect(header).not.toContain(unsafe);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const { ascii, utf8 } = namesOf(header);
    expect(utf8).toBe(`etc passwd Set-Cookie x=1 gpj.exe a b-${today()}.docx`);
    expect(ascii).toBe(utf8);
    for (const name of [ascii, utf8]) expect(name).not.toMatch(/[/\\"<>:|?*]/);
  });

  it("cuts a long title to 60 characters and names an untitled or blank export 'AI 回答'", async () => {
    const long = "很长的标题".repeat(30);
    const cut = namesOf(String((await exportDocx({ title: long })).headers["content-disposition"]));
    expect(cut.utf8).toBe(`${long.slice(0, 60)}-${today()}.docx`);
    for (const body of [{}, { title: "" }, { title: " \u200b. " }]) {
      const res = await exportDocx(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(namesOf(String(res.headers["content-disposition"]))).toEqual({ ascii: `answer-${today()}.docx`, utf8: `AI 回答-${today()}.docx` });
    }
  });

  it("refuses a title that is not text or too long", async () => {
    for (const title of [42, "题".repeat(501)]) expect((await exportDocx({ title })).statusCode).toBe(400);
  });

  it("dates the file by the server's local day", () => {
    const header = docxExportDisposition("周报", new Date(2025, 0, 31, 23, 59));
    expect(namesOf(header).utf8).toBe("周报-2025-01-31.docx");
  });
});
