import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { md5, uploadFile } from "../../test/upload-helpers.js";
import { documentFileKey } from "../storage/keys.js";

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe(`document upload (${testDialect})`, () => {
  let t: TestServer;
  let member: { token: string; id: number };
  const pdf = makeTextPdf(["upload test page"]);

  beforeAll(async () => {
    t = await createTestServer();
    member = await t.registerMember();
  });
  afterAll(() => t.close());

  const attachmentCount = async () =>
    Number((await t.ctx.db.kysely.selectFrom("attachment").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  it("streams the file to storage under its MD5 and records the attachment", async () => {
    const res = await uploadFile(t, member.token, { filename: "报告.pdf", content: pdf }, { fields: { hash: md5(pdf) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: "ok", data: { hash: md5(pdf) } });
    const row = await t.ctx.db.kysely.selectFrom("attachment").selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hash: md5(pdf), type: 2, type_id: 0, enable: 1, name: "报告.pdf", ext: ".pdf", user_id: member.id });
    expect(Number(row.size)).toBe(pdf.length);
    expect(row.path).toBe(`/${documentFileKey(md5(pdf), ".pdf")}`);
    const stored = path.join(t.dataDir, "storage", documentFileKey(md5(pdf), ".pdf"));
    expect(fs.readFileSync(stored).equals(pdf)).toBe(true);
    expect(filesUnder(path.join(t.dataDir, "tmp", "uploads"))).toEqual([]);
  });

  it("accepts the browser's hash in the query too, and stores a file uploaded twice once", async () => {
    const before = filesUnder(path.join(t.dataDir, "storage")).length;
    const res = await uploadFile(t, member.token, { filename: "again.pdf", content: pdf }, { query: `?hash=${md5(pdf).toUpperCase()}` });
    expect(res.status).toBe(200);
    expect(filesUnder(path.join(t.dataDir, "storage")).length).toBe(before);
  });

  it("refuses a file whose content does not match the hash the browser computed", async () => {
    const before = await attachmentCount();
    const res = await uploadFile(t, member.token, { filename: "x.pdf", content: pdf }, { fields: { hash: "0".repeat(32) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "文件校验失败：哈希值不一致，请重新上传", message: "文件校验失败：哈希值不一致，请重新上传", code: 400 });
    expect(await attachmentCount()).toBe(before);
    expect(filesUnder(path.join(t.dataDir, "tmp", "uploads"))).toEqual([]);
  });

  it("refuses an oversize file on the server and keeps nothing of it", async () => {
    await t.setSettings([["security", "max_document_size", "1"]]);
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const before = await attachmentCount();
    const storedBefore = filesUnder(path.join(t.dataDir, "storage"));
    const res = await uploadFile(t, member.token, { filename: "big.pdf", content: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect(res.body.message).toContain("1 MB");
    expect(await attachmentCount()).toBe(before);
    expect(filesUnder(path.join(t.dataDir, "storage"))).toEqual(storedBefore);
    expect(filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    await t.setSettings([["security", "max_document_size", "50"]]);
  });

  it("refuses extensions that are not documents or not allowed by the administrator", async () => {
    const exe = await uploadFile(t, member.token, { filename: "tool.exe", content: Buffer.from("MZ...") });
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe("不支持的文档类型");
    await t.setSettings([["security", "document_allowed_ext", ".pdf,.txt"]]);
    const docx = await uploadFile(t, member.token, { filename: "a.docx", content: Buffer.from("PK") });
    expect(docx.status).toBe(400);
    const txt = await uploadFile(t, member.token, { filename: "a.TXT", content: Buffer.from("plain text") });
    expect(txt.status).toBe(200);
    await t.setSettings([["security", "document_allowed_ext", ""]]);
  });

  it("refuses a file whose hash an administrator marked illegal", async () => {
    const bad = Buffer.from("illegal content");
    const first = await uploadFile(t, member.token, { filename: "bad.txt", content: bad });
    expect(first.status).toBe(200);
    await t.ctx.db.kysely.updateTable("attachment").set({ enable: 0 }).where("id", "=", first.body.data.id).execute();
    const again = await uploadFile(t, member.token, { filename: "renamed.txt", content: bad });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("文件已被标记为非法文件，禁止上传");
  });

  it("requires login, and a group that may upload", async () => {
    const anonymous = await uploadFile(t, undefined, { filename: "a.pdf", content: pdf });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const other = await t.registerMember();
    await t.ctx.db.kysely.deleteFrom("user_group").where("user_id", "=", other.id).execute();
    const refused = await uploadFile(t, other.token, { filename: "a.pdf", content: pdf });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "没有权限上传文档", message: "没有权限上传文档", code: 403 });
  });

  it("honours an active no-upload punishment", async () => {
    const punished = await t.registerMember();
    const now = new Date().toISOString();
    await t.ctx.db.kysely
      .insertInto("punishment")
      .values({ user_id: punished.id, type: 3, enable: 1, end_time: new Date(Date.now() + 3_600_000).toISOString(), created_at: now, updated_at: now })
      .execute();
    const refused = await uploadFile(t, punished.token, { filename: "a.pdf", content: pdf });
    expect(refused.status).toBe(403);
  });

  it("asks for the field named file", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/upload/document",
      headers: { authorization: `Bearer ${member.token}`, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(400);
  });
});
