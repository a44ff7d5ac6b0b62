import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument } from "../../test/upload-helpers.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { trustedMember } from "../comments/comment-fixtures.js";

interface Dynamic {
  id: number;
  type: number;
  action: string;
  title: string;
  url: string;
  content: string;
  username: string;
}

describe(`dynamics (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;

  const feed = (token: string | undefined, query: Record<string, number> = {}) => t.call(apiRoutes.dynamic.list, { token, query: { size: 100, ...query } });
  const kinds = (list: Dynamic[]) => list.map((d) => d.type);

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([
      ["security", "enable_captcha_comment", "false"],
      ["security", "enable_captcha_register", "false"],
      ["security", "comment_interval", "0"],
      ["score", "credit_name", "魔豆"],
    ]);
    admin = await adminSession(t.ctx);
  });
  afterAll(() => t.close());

  it("builds a member's own feed from what they did through the API, newest first", async () => {
    const member = await t.registerMember();
    const token = member.token;
    const other = await createMember(t.ctx);
    const othersDoc = await insertDocument(t.ctx, { userId: other.id, title: "别人的<文档>" });
    await new Promise((r) => setTimeout(r, 5));

    expect((await t.call(apiRoutes.signIn.sign, { token })).status).toBe(200);
    const uploaded = await uploadDocument(t, token, { filename: "我的上传.pdf", content: makeTextPdf(["我的上传"]) });
    expect(uploaded).toBeDefined();
    const article = await t.call(apiRoutes.article.create, { token, body: { title: "我的文章", content: "正文内容" } });
    expect(article.status).toBe(200);
    expect((await t.call(apiRoutes.comment.create, { token, body: { document_id: othersDoc.id, content: "评论一下" } })).status).toBe(200);
    expect((await t.call(apiRoutes.favorite.create, { token, body: { document_id: othersDoc.id } })).status).toBe(200);
    expect((await t.call(apiRoutes.download.document, { token, query: { id: othersDoc.id } })).status).toBe(200);

    const res = await feed(token);
    expect(res.status).toBe(200);
    const list = res.body.dynamic as Dynamic[];
    expect(res.body.total).toBe(7);
    expect(kinds(list)).toEqual([4, 2, 1, 15, 3, 11, 6]);
    expect(new Set(list.map((d) => d.id)).size).toBe(7);
    for (const d of list) expect(d.username).toBe(member.username);

    const [download, favorite, comment, published, upload, sign, register] = list;
    expect(download).toMatchObject({ action: "下载了文档", title: "别人的<文档>", url: `/document/${othersDoc.uuid}` });
    expect(download.content).toBe(`下载了文档《<a href="/document/${othersDoc.uuid}">别人的&lt;文档&gt;</a>》`);
    expect(favorite).toMatchObject({ action: "收藏了文档", title: "别人的<文档>" });
    expect(comment).toMatchObject({ action: "评论了文档", url: `/document/${othersDoc.uuid}` });
    expect(published).toMatchObject({ action: "发表了文章", title: "我的文章", url: `/article/${article.body.identifier}` });
    expect(upload).toMatchObject({ action: "上传了文档", title: "我的上传" });
    expect(sign.action).toMatch(/^签到成功/);
    expect(register).toMatchObject({ action: "注册成为本站会员", title: "", url: "" });

    const page2 = await t.call(apiRoutes.dynamic.list, { token, query: { page: 1, size: 3 } });
    expect(page2.body.dynamic).toHaveLength(7);
    expect((await feed(undefined)).status).toBe(401);
  });

  it("shows strangers only the public part of another member's feed", async () => {
    const member = await trustedMember(t.ctx);
    const uploader = await createMember(t.ctx);
    const open = await insertDocument(t.ctx, { userId: uploader.id, title: "公开文档" });
    const hidden = await insertDocument(t.ctx, { userId: member.id, status: 6, title: "待审文档" });
    await insertDocument(t.ctx, { userId: member.id, title: "我的公开文档" });
    await t.call(apiRoutes.comment.create, { token: member.token, body: { document_id: open.id, content: "公开评论" } });
    await t.call(apiRoutes.comment.create, { token: member.token, body: { document_id: hidden.id, content: "自己的待审文档" } });
    await t.call(apiRoutes.favorite.create, { token: member.token, body: { document_id: open.id } });
    await t.call(apiRoutes.signIn.sign, { token: member.token });
    await t.call(apiRoutes.download.document, { token: member.token, query: { id: open.id } });

    const own = (await feed(member.token)).body.dynamic as Dynamic[];
    expect(own.map((d) => d.title)).toEqual(expect.arrayContaining(["待审文档", "我的公开文档", "公开文档"]));
    expect(kinds(own)).toEqual(expect.arrayContaining([4, 11]));

    for (const viewer of [undefined, (await createMember(t.ctx)).token]) {
      const seen = (await feed(viewer, { id: member.id })).body.dynamic as Dynamic[];
      expect(kinds(seen).sort()).toEqual([1, 2, 3]);
      expect(seen.map((d) => d.title)).not.toContain("待审文档");
      expect(seen.find((d) => d.type === 3)!.title).toBe("我的公开文档");
    }
    // With one's own id, the whole feed.
    expect((await feed(member.token, { id: member.id })).body.total).toBe(own.length);
    expect((await feed(undefined, { id: 999_999 })).body).toEqual({ total: 0, dynamic: [] });
  });

  it("follows later changes: an approved comment appears publicly, a purged document leaves", async () => {
    const member = await createMember(t.ctx);
    const uploader = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const pending = (await t.call(apiRoutes.comment.create, { token: member.token, body: { document_id: doc.id, content: "等待审核" } })).body;
    expect(kinds((await feed(undefined, { id: member.id })).body.dynamic)).toEqual([]);
    await t.request("POST", "/api/v1/comment/check", { token: admin.token, body: { id: [pending.id], status: 1 } });
    expect(kinds((await feed(undefined, { id: member.id })).body.dynamic)).toEqual([1]);
    await t.request("DELETE", "/api/v1/document", { token: admin.token, query: { id: doc.id } });
    await t.request("DELETE", "/api/v1/document/recycle", { token: admin.token, query: { id: doc.id } });
    expect(kinds((await feed(member.token)).body.dynamic)).toEqual([6]);
  });
});
