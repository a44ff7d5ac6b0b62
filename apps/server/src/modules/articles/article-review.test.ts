import { apiRoutes } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { uploadFile } from "../../test/upload-helpers.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { postArticle, setMemberArticleFlags } from "./article-fixtures.js";

describe(`articles: review per group flags, punishment 6, image uploads (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;

  const get = (id: number, token?: string) => t.call(apiRoutes.article.get, { query: { id }, token });
  const check = (ids: number[], status: number, extra: Record<string, unknown> = {}, token = admin.token) =>
    t.call(apiRoutes.article.check, { token, body: { article_id: ids, status, ...extra } });
  const articleCount = async (userId: number) =>
    (await t.ctx.db.kysely.selectFrom("user").select("article_count").where("id", "=", userId).executeTakeFirstOrThrow()).article_count;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
  });
  afterAll(() => t.close());

  it("refuses posting to members whose groups do not allow articles", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 0, enable_article_approval: 0 });
    const member = await createMember(t.ctx);
    expect(await postArticle(t, member.token)).toMatchObject({ status: 403, body: { message: "您没有发布文章的权限" } });
    expect((await t.call(apiRoutes.article.canPublish, { token: member.token })).status).toBe(403);
    expect((await postArticle(t, admin.token)).status).toBe(200);
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    expect((await t.call(apiRoutes.article.canPublish, { token: member.token })).status).toBe(200);
  });

  it("holds posts of groups that need approval until a reviewer publishes them", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    const member = await createMember(t.ctx);
    const posted = await postArticle(t, member.token, { title: "等待审核" });
    expect(posted.body.status).toBe(0);
    expect(await get(posted.body.id)).toMatchObject({ status: 404, body: { message: "文章不存在或没有权限查看" } });
    expect((await get(posted.body.id, member.token)).status).toBe(200);
    expect((await get(posted.body.id, admin.token)).status).toBe(200);
    const publicList = await t.request("GET", "/api/v1/article/list", { query: { user_id: member.id } });
    expect(publicList.body.total).toBe(0);
    expect(await articleCount(member.id)).toBe(0);

    expect((await check([posted.body.id], 1, {}, member.token)).status).toBe(403);
    expect((await check([posted.body.id], 1)).status).toBe(200);
    expect((await get(posted.body.id)).body.status).toBe(1);
    expect(await articleCount(member.id)).toBe(1);
    expect((await check([posted.body.id], 5)).status).toBe(400);
  });

  it("keeps the reason of a rejection for the author; an edit sends a rejected post back to review, not an approved one", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 1 });
    const member = await createMember(t.ctx);
    const posted = await postArticle(t, member.token);
    expect((await check([posted.body.id], 2, { rejeact_reason: "内容不完整" })).status).toBe(200);
    expect((await get(posted.body.id, member.token)).body).toMatchObject({ status: 2, reject_reason: "内容不完整" });
    await t.call(apiRoutes.article.update, { token: member.token, body: { id: posted.body.id, content: "补充后的内容" } });
    expect((await get(posted.body.id, member.token)).body).toMatchObject({ status: 0, reject_reason: "" });
    await check([posted.body.id], 1);
    await t.call(apiRoutes.article.update, { token: member.token, body: { id: posted.body.id, title: "改个标题" } });
    expect((await get(posted.body.id, member.token)).body).toMatchObject({ status: 1, revision: { status: 0, title: "改个标题" } });
    expect(await articleCount(member.id)).toBe(1);
  });

  it("publishes at once for groups without approval, and keeps published posts published on edit", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const member = await createMember(t.ctx);
    const posted = await postArticle(t, member.token);
    expect(posted.body.status).toBe(1);
    await t.call(apiRoutes.article.update, { token: member.token, body: { id: posted.body.id, content: "改动" } });
    expect((await get(posted.body.id)).body.status).toBe(1);
    expect((await check([posted.body.id], 2, { reject_reason: "违规" })).status).toBe(200);
    await t.call(apiRoutes.article.update, { token: member.token, body: { id: posted.body.id, content: "再改" } });
    expect((await get(posted.body.id, member.token)).body.status).toBe(0);
  });

  it("blocks posting and editing under punishment 6 until it is cancelled", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const member = await createMember(t.ctx);
    const before = await postArticle(t, member.token);
    const punished = await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [member.id], type: [6], reason: "灌水" } });
    expect(punished.status).toBe(200);
    expect(await postArticle(t, member.token)).toMatchObject({ status: 403, body: { message: "您已被禁止发布文章" } });
    expect((await t.call(apiRoutes.article.update, { token: member.token, body: { id: before.body.id, title: "改" } })).status).toBe(403);
    expect((await t.call(apiRoutes.article.canPublish, { token: member.token })).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("punishment").select("id").where("user_id", "=", member.id).executeTakeFirstOrThrow();
    expect((await t.call(apiRoutes.punishment.cancel, { token: admin.token, body: { id: [Number(row.id)] } })).status).toBe(200);
    expect((await postArticle(t, member.token)).status).toBe(200);
  });

  it("uploads article images for members allowed to post, re-encoded, in the editor's reply format", async () => {
    await setMemberArticleFlags(t.ctx, { enable_article: 1, enable_article_approval: 0 });
    const member = await createMember(t.ctx);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const ok = await uploadFile(t, member.token, { filename: "pic.png", content: png }, { kind: "article", query: "?type=image" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ errno: 0, data: { url: expect.stringMatching(/^\/uploads\/([0-9a-f]\/){5}[0-9a-f]{32}\.png$/), alt: "pic.png" } });
    const row = await t.ctx.db.kysely.selectFrom("attachment").select(["type", "width"]).where("path", "=", ok.body.data.url).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 3, width: 20 });
    const fake = await uploadFile(t, member.token, { filename: "x.png", content: Buffer.from("<svg onload=alert(1)>") }, { kind: "article" });
    expect(fake).toMatchObject({ status: 200, body: { errno: 1, msg: "文件不是有效的图片" } });
    const video = await uploadFile(t, member.token, { filename: "v.png", content: png }, { kind: "article", query: "?type=video" });
    expect(video.body).toEqual({ errno: 1, msg: "暂只支持上传图片" });
    await setMemberArticleFlags(t.ctx, { enable_article: 0, enable_article_approval: 0 });
    const refused = await uploadFile(t, member.token, { filename: "pic.png", content: png }, { kind: "article" });
    expect(refused.body).toEqual({ errno: 1, msg: "您没有发布文章的权限" });
    expect((await uploadFile(t, undefined, { filename: "pic.png", content: png }, { kind: "article" })).status).toBe(401);
    expect((await uploadFile(t, admin.token, { filename: "pic.png", content: png }, { kind: "article" })).body.errno).toBe(0);
  });
});
