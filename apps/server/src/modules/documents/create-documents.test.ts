import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { md5, uploadFile } from "../../test/upload-helpers.js";

describe(`creating documents from uploads (${testDialect})`, () => {
  let t: TestServer;
  let member: { token: string; id: number };
  let categoryId: number;
  let n = 0;
  const upload = async (token: string) => {
    const res = await uploadFile(t, token, { filename: `file${++n}.pdf`, content: makeTextPdf([`create test ${n}`]) });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; hash: string };
  };
  const create = (token: string, documents: Array<Record<string, unknown>>, categories: number[] = [], extra: Record<string, unknown> = {}) =>
    t.request("POST", "/api/v1/document", { token, body: { category_id: categories, document: documents, ...extra } });
  const uploadCaptcha = async () => {
    const res = await t.request("GET", "/api/v1/user/captcha", { query: { type: "upload" } });
    expect(res.status).toBe(200);
    expect(res.body.enable).toBe(true);
    const row = await t.ctx.db.kysely.selectFrom("captcha").select("answer").where("id", "=", res.body.id).executeTakeFirstOrThrow();
    return { captcha_id: res.body.id as string, captcha: row.answer };
  };

  beforeAll(async () => {
    t = await createTestServer();
    member = await t.registerMember();
    const now = new Date().toISOString();
    const row = await t.ctx.db.kysely.insertInto("category").values({ title: "教育", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    categoryId = Number(row.id);
  });
  afterAll(() => t.close());

  it("creates several documents at once; a reviewed group's uploads wait for review (6)", async () => {
    const a = await upload(member.token);
    const b = await upload(member.token);
    const res = await create(
      member.token,
      [
        { title: "机器学习入门教程", attachment_id: a.id, price: 3, language: "zh-CN" },
        { title: "第二篇", attachment_id: String(b.id), price: "0", keywords: "自定义,关键词", description: "说".repeat(600) },
      ],
      [categoryId],
    );
    expect(res.status).toBe(200);
    expect(res.body.document).toHaveLength(2);
    const docs = await t.ctx.db.kysely.selectFrom("document").selectAll().where("user_id", "=", member.id).orderBy("id").execute();
    expect(docs.map((d) => d.status)).toEqual([6, 6]);
    expect(docs[0]).toMatchObject({ title: "机器学习入门教程", hash: a.hash, ext: ".pdf", price: 3, language: "zh-CN", uuid: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // Search-mode terms without one inside another: 入门教程, not also 入门 and 教程.
    expect(docs[0].keywords).toBe("机器,学习,入门教程");
    expect(docs[1].keywords).toBe("自定义,关键词");
    expect(Array.from(docs[1].description)).toHaveLength(512);
    const links = await t.ctx.db.kysely.selectFrom("document_category").selectAll().where("category_id", "=", categoryId).execute();
    expect(links).toHaveLength(2);
    const category = await t.ctx.db.kysely.selectFrom("category").select("doc_count").where("id", "=", categoryId).executeTakeFirstOrThrow();
    expect(category.doc_count).toBe(2);
    const user = await t.ctx.db.kysely.selectFrom("user").select("doc_count").where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(user.doc_count).toBe(2);
    const attachment = await t.ctx.db.kysely.selectFrom("attachment").select("type_id").where("id", "=", a.id).executeTakeFirstOrThrow();
    expect(Number(attachment.type_id)).toBe(docs[0].id);
  });

  it("gives each document its own categories when it names them, else the batch's", async () => {
    const now = new Date().toISOString();
    const other = await t.ctx.db.kysely.insertInto("category").values({ title: "科技", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const [a, b] = [await upload(member.token), await upload(member.token)];
    const res = await create(
      member.token,
      [
        { title: "各自的分类", attachment_id: a.id, price: 0, category_id: [Number(other.id)], keywords: "科技" },
        { title: "批次的分类", attachment_id: b.id, price: 0 },
      ],
      [categoryId],
    );
    expect(res.status, res.raw).toBe(200);
    const categoriesOf = async (id: number) =>
      (await t.ctx.db.kysely.selectFrom("document_category").select("category_id").where("document_id", "=", id).execute()).map((c) => Number(c.category_id));
    const [own, batch] = res.body.document as Array<{ id: number }>;
    expect(await categoriesOf(own.id)).toEqual([Number(other.id)]);
    expect(await categoriesOf(batch.id)).toEqual([categoryId]);
    const unknown = await create(member.token, [{ title: "不存在的分类", attachment_id: (await upload(member.token)).id, price: 0, category_id: [999_999] }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("文档分类不存在");
  });

  it("sends an uploader whose group skips review straight to the conversion queue (0)", async () => {
    const admin = await t.adminToken();
    const a = await upload(admin);
    const res = await create(admin, [{ title: "管理员文档", attachment_id: a.id }]);
    expect(res.status).toBe(200);
    expect(res.body.document[0].status).toBe(0);
  });

  it("accepts only the caller's unused document attachments", async () => {
    const other = await t.registerMember();
    const mine = await upload(member.token);
    const stolen = await create(other.token, [{ title: "x", attachment_id: mine.id }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe("文档文件参数attachment_id不正确");
    expect((await create(member.token, [{ title: "ok", attachment_id: mine.id }])).status).toBe(200);
    const reused = await create(member.token, [{ title: "again", attachment_id: mine.id }]);
    expect(reused.status).toBe(400);
  });

  it("validates titles, prices, categories and languages", async () => {
    const a = await upload(member.token);
    expect((await create(member.token, [{ title: " ", attachment_id: a.id }])).status).toBe(400);
    expect((await create(member.token, [{ title: "t", attachment_id: a.id, price: -1 }])).status).toBe(400);
    expect((await create(member.token, [{ title: "t", attachment_id: a.id }], [999_999])).body.message).toBe("文档分类不存在");
    expect((await create(member.token, [{ title: "t", attachment_id: a.id, language: "xx-YY" }])).body.message).toBe("文档语言不存在");
    expect((await create(member.token, [])).status).toBe(400);
  });

  it("rewards uploads through the ledger, up to the daily limit", async () => {
    await t.setSettings([
      ["score", "upload_document", "5"],
      ["score", "upload_document_limit", "2"],
    ]);
    const uploader = await t.registerMember();
    const balance = async () =>
      Number((await t.ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", uploader.id).executeTakeFirstOrThrow()).credit_count);
    const start = await balance();
    const files = [await upload(uploader.token), await upload(uploader.token), await upload(uploader.token)];
    expect((await create(uploader.token, [{ title: "一", attachment_id: files[0].id }])).status).toBe(200);
    expect((await create(uploader.token, files.slice(1).map((f, i) => ({ title: `二${i}`, attachment_id: f.id })))).status).toBe(200);
    expect(await balance()).toBe(start + 10);
    const ledger = await t.ctx.db.kysely
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", uploader.id)
      .where("reason", "=", "upload_document")
      .orderBy("id")
      .execute();
    expect(ledger.map((l) => Number(l.delta))).toEqual([5, 5]);
    expect(Number(ledger[1].balance_after)).toBe(start + 10);
    expect(ledger[0].ref_type).toBe("document");
  });

  it("tells whether a file is already in the library", async () => {
    const content = makeTextPdf(["exist check"]);
    const hash = md5(content);
    const before = await t.call(apiRoutes.document.exist, { token: member.token, query: { hash } });
    expect(before.status).toBe(404);
    const up = await uploadFile(t, member.token, { filename: "exist.pdf", content });
    expect((await create(member.token, [{ title: "存在", attachment_id: up.body.data.id }])).status).toBe(200);
    const after = await t.call(apiRoutes.document.exist, { token: member.token, query: { hash: hash.toUpperCase() } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ exist: true });
    expect((await t.call(apiRoutes.document.exist, { token: member.token, query: { hash: "abc" } })).status).toBe(400);
    expect((await t.call(apiRoutes.document.exist, { query: { hash } })).status).toBe(401);
    await t.setSettings([["security", "disable_upload_exist_document", "true"]]);
    const duplicate = await uploadFile(t, member.token, { filename: "again.pdf", content });
    expect(duplicate.status).toBe(409);
    await t.setSettings([["security", "disable_upload_exist_document", "false"]]);
  });

  it("needs a correct upload captcha while security.enable_captcha_upload is on, and creates nothing without one", async () => {
    const uploader = await t.registerMember();
    const file = await upload(uploader.token);
    const count = async () =>
      (await t.ctx.db.kysely.selectFrom("document").select("id").where("user_id", "=", uploader.id).execute()).length;
    await t.setSettings([["security", "enable_captcha_upload", "true"]]);
    try {
      const missing = await create(uploader.token, [{ title: "验证码", attachment_id: file.id }]);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: messages.captchaWrong, code: 3, message: messages.captchaWrong });
      const { captcha_id } = await uploadCaptcha();
      const wrong = await create(uploader.token, [{ title: "验证码", attachment_id: file.id }], [], { captcha_id, captcha: "nope" });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(messages.captchaWrong);
      expect(await count()).toBe(0);
      const attachment = await t.ctx.db.kysely.selectFrom("attachment").select("type_id").where("id", "=", file.id).executeTakeFirstOrThrow();
      expect(Number(attachment.type_id)).toBe(0);

      const answer = await uploadCaptcha();
      const ok = await create(uploader.token, [{ title: "验证码", attachment_id: file.id }], [], answer);
      expect(ok.status).toBe(200);
      expect(await count()).toBe(1);
      const spent = await create(uploader.token, [{ title: "再来", attachment_id: (await upload(uploader.token)).id }], [], answer);
      expect(spent.status).toBe(400);
      expect(await count()).toBe(1);
    } finally {
      await t.setSettings([["security", "enable_captcha_upload", "false"]]);
    }
    const off = await t.call(apiRoutes.captcha.get, { query: { type: "upload" } });
    expect(off.body).toEqual({ enable: false, type: "digit" });
    expect((await create(uploader.token, [{ title: "无需验证码", attachment_id: (await upload(uploader.token)).id }])).status).toBe(200);
    expect(await count()).toBe(2);
  });
});
