import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { multipartBody } from "../../test/upload-helpers.js";

const refusal = "文件名包含不允许的字符";
/**
 * NUL, the last C0 control, DEL, a C1 control, a right-to-left override and a zero-width space; then those of
 * issue 44: a line separator, a tag letter, the Arabic letter mark, the combining grapheme joiner, the Mongolian
 * vowel separator, an interlinear annotation anchor, a tag space and two Hangul fillers.
 */
const unsafe = [
  "\u0000", "\u001f", "\u007f", "\u0085", "\u202e", "\u200b",
  "\u2028", "\u{e0041}", "\u061c", "\u034f", "\u180e", "\ufff9", "\u{e0020}", "\u115f", "\u3164",
];
const routes = [
  { path: "/api/v1/upload/document", ext: ".txt" },
  { path: "/api/v1/upload/avatar", ext: ".png" },
  { path: "/api/v1/upload/banner", ext: ".png" },
  { path: "/api/v1/upload/category", ext: ".png" },
  { path: "/api/v1/upload/config", ext: ".png" },
  { path: "/api/v1/upload/article", ext: ".png" },
];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Every multipart upload route refuses a file name with control or invisible characters before anything is stored. */
describe(`unsafe upload file names (${testDialect})`, () => {
  let t: TestServer;
  let token: string;
  let png: Buffer;
  const text = Buffer.from("plain text document\n");

  beforeAll(async () => {
    t = await createTestServer();
    token = await t.adminToken();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#369" } }).png().toBuffer();
  });
  afterAll(() => t.close());

  async function post(url: string, payload: Buffer, contentType: string) {
    const res = await t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}`, "content-type": contentType }, payload });
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
  }
  const upload = (route: (typeof routes)[number], filename: string) => {
    const { payload, contentType } = multipartBody({ filename, content: route.ext === ".png" ? png : text, contentType: route.ext === ".png" ? "image/png" : "text/plain" });
    return post(route.path, payload, contentType);
  };
  /** The article editor's route answers 200 with `{errno, msg}`; the others the upload error body. */
  const expectRefused = (route: (typeof routes)[number], res: { status: number; body: Record<string, unknown> }) => {
    if (route.path.endsWith("/article")) expect(res).toEqual({ status: 200, body: { errno: 1, msg: refusal } });
    else expect(res).toEqual({ status: 400, body: { error: refusal, message: refusal, code: 400 } });
  };
  const attachmentCount = async () => (await t.ctx.db.kysely.selectFrom("attachment").select("id").execute()).length;

  for (const route of routes) {
    it(`${route.path} refuses ${unsafe.length} kinds of hidden characters and keeps nothing`, async () => {
      for (const character of unsafe) expectRefused(route, await upload(route, `report${character}gpj${route.ext}`));
      expect(await attachmentCount()).toBe(0);
      expect(filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
      expect(filesUnder(path.join(t.dataDir, "storage"))).toEqual([]);
    });
  }

  it("refuses the characters in an RFC 5987 filename* too", async () => {
    const boundary = "----wenkuUnsafeName";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.txt\r\nContent-Type: text/plain\r\n\r\n`),
      text,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expectRefused(routes[0], await post(routes[0].path, payload, `multipart/form-data; boundary=${boundary}`));
    expect(await attachmentCount()).toBe(0);
  });

  it("accepts the same files under ordinary names: Chinese, Japanese, Korean, spaces, a middle dot and emoji", async () => {
    const names = ["季度 报告", "山田太郎の資料", "김민준 보고서", "👩‍💻 程序员笔记", "❤️ 张伟", "阿卜杜勒·克里木"];
    for (const [i, route] of routes.entries()) {
      const res = await upload(route, `${names[i]}${route.ext}`);
      expect(res.status).toBe(200);
      expect(res.body.errno ?? res.body.code).toBe(route.path.endsWith("/article") ? 0 : 200);
    }
    const stored = await t.ctx.db.kysely.selectFrom("attachment").select("name").execute();
    expect(stored.map((n) => n.name).sort()).toEqual(routes.map((r, i) => `${names[i]}${r.ext}`).sort());
  });
});
