import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { multipartBody } from "../../test/upload-helpers.js";

const boundary = "----wenkuMalformed";
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from("\r\n")]);
const filePart = (content: string | Buffer, filename = "a.txt", field = "file") =>
  part(`Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream`, content);
const fieldPart = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const closing = Buffer.from(`--${boundary}--\r\n`);
const multipartType = `multipart/form-data; boundary=${boundary}`;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Upload routes answer every malformed multipart request with a 400 in the upload error body, and keep nothing. */
describe(`malformed multipart uploads (${testDialect})`, () => {
  let t: TestServer;
  let token: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestServer();
    token = (await t.registerMember()).token;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer();
  });
  afterAll(() => t.close());

  async function post(kind: string, contentType: string | undefined, payload: Buffer | string) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/upload/${kind}`,
      headers: { authorization: `Bearer ${token}`, ...(contentType ? { "content-type": contentType } : {}) },
      payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as { error: string; message: string; code: number } };
  }

  const cases = (filename: string): Array<{ name: string; contentType?: string; payload: Buffer | string; message: RegExp }> => [
    { name: "multipart without a boundary", contentType: "multipart/form-data", payload: "garbage", message: /表单/ },
    { name: "a boundary that never appears", contentType: multipartType, payload: "just some bytes", message: /表单/ },
    { name: "a truncated file part", contentType: multipartType, payload: filePart("half a file", filename).subarray(0, 120), message: /表单/ },
    { name: "a part without headers", contentType: multipartType, payload: Buffer.concat([Buffer.from(`--${boundary}\r\n\r\nbody\r\n`), closing]), message: /文件/ },
    { name: "random bytes", contentType: multipartType, payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), message: /表单/ },
    { name: "a JSON body", contentType: "application/json", payload: "{\"file\":\"x\"}", message: /multipart\/form-data/ },
    { name: "a plain-text body", contentType: "text/plain", payload: "file contents", message: /multipart\/form-data/ },
    { name: "an octet-stream body", contentType: "application/octet-stream", payload: "file contents", message: /multipart\/form-data/ },
    { name: "no content type", payload: "file contents", message: /multipart\/form-data/ },
    { name: "a file in the wrong field", contentType: multipartType, payload: Buffer.concat([filePart("x", filename, "upload"), closing]), message: /请选择要上传的文件/ },
    { name: "a field named like a prototype property", contentType: multipartType, payload: Buffer.concat([fieldPart("__proto__", "x"), filePart("x", filename), closing]), message: /字段/ },
  ];

  for (const [kind, filename] of [["document", "a.txt"], ["avatar", "a.png"]] as const) {
    for (const c of cases(filename)) {
      it(`${kind}: ${c.name} → 400 with a Chinese message`, async () => {
        const res = await post(kind, c.contentType, c.payload);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: res.body.message, message: res.body.message, code: 400 });
        expect(res.body.message).toMatch(c.message);
      });
    }
  }

  it("too many fields is 400 about the fields, never 413 file too large", async () => {
    const fields = Array.from({ length: 40 }, (_, i) => fieldPart(`f${i}`, "v"));
    for (const kind of ["document", "avatar"]) {
      const res = await post(kind, multipartType, Buffer.concat([...fields, filePart(kind === "avatar" ? png : "content", kind === "avatar" ? "a.png" : "a.txt"), closing]));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/字段过多/);
      expect(res.body.message).not.toMatch(/文件过大/);
    }
  });

  it("two files in one request is 400, and neither is kept", async () => {
    const attachmentsBefore = await t.ctx.db.kysely.selectFrom("attachment").select("id").execute();
    const res = await post("document", multipartType, Buffer.concat([filePart("first file"), filePart("second file", "b.txt"), closing]));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/一个文件/);
    expect(await t.ctx.db.kysely.selectFrom("attachment").select("id").execute()).toHaveLength(attachmentsBefore.length);
  });

  it("a real oversize file is still 413 with the size message", async () => {
    await t.setSettings([["security", "max_document_size", "1"]]);
    const { payload, contentType } = multipartBody({ filename: "big.txt", content: Buffer.alloc(1024 * 1024 + 10, 97) });
    const res = await post("document", contentType, payload);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/文件大小超出限制/);
    await t.setSettings([["security", "max_document_size", "50"]]);
  });

  it("leaves no temporary file and no stored file behind", async () => {
    expect(filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    expect(filesUnder(path.join(t.dataDir, "storage"))).toEqual([]);
    const attachments = await t.ctx.db.kysely.selectFrom("attachment").select("id").execute();
    expect(attachments).toEqual([]);
  });
});
