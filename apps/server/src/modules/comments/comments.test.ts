import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentTestServer } from "../../test/comment-test-server.js";
import { testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { commentCaptcha, commentCount, insertArticle, memberOfGroup, postComment, trustedMember } from "./comment-fixtures.js";

describe(`comments (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let uploader: Session;

  const itemComments = (token: string | undefined, documentId: number, type = 0) =>
    t.request("GET", "/api/v1/comment/list", { token, query: { document_id: documentId, type } });

  beforeAll(async () => {
    t = await commentTestServer();
    admin = await adminSession(t.ctx);
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("keeps a default member's comment for review: only its author sees it, nothing counts yet", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const member = await createMember(t.ctx);
    const res = await postComment(t, member.token, { document_id: doc.id, content: "第一条评论" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), status: 0, type: 0, document_id: doc.id, parent_id: 0, content: "第一条评论", user_id: member.id });
    expect(res.body.user).toMatchObject({ id: member.id, username: expect.any(String) });
    expect(res.body.user).not.toHaveProperty("email");

    expect((await itemComments(undefined, doc.id)).body).toEqual({ total: 0, comment: [] });
    const stranger = await createMember(t.ctx);
    expect((await itemComments(stranger.token, doc.id)).body.total).toBe(0);
    const own = await itemComments(member.token, doc.id);
    expect(own.body.comment.map((c: { id: number }) => c.id)).toEqual([res.body.id]);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(0);
    expect(await commentCount(t.ctx, "user", member.id)).toBe(0);
  });

  it("threads replies and counts approved comments on the item, the authors and the parents", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const [alice, bob] = [await trustedMember(t.ctx), await trustedMember(t.ctx)];
    const root = (await postComment(t, alice.token, { document_id: doc.id, content: "主楼" })).body;
    expect(root.status).toBe(1);
    const reply = (await postComment(t, bob.token, { document_id: doc.id, parent_id: root.id, content: "回复主楼" })).body;
    const nested = (await postComment(t, alice.token, { document_id: doc.id, parent_id: reply.id, content: "回复回复" })).body;
    expect([reply.parent_id, nested.parent_id]).toEqual([root.id, reply.id]);

    const list = await itemComments(undefined, doc.id);
    expect(list.body.total).toBe(3);
    const byId = new Map(list.body.comment.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(root.id)).toMatchObject({ parent_id: 0, comment_count: 1, document_title: expect.any(String), document_uuid: doc.uuid });
    expect(byId.get(reply.id)).toMatchObject({ parent_id: root.id, comment_count: 1 });
    expect(byId.get(nested.id)).toMatchObject({ parent_id: reply.id, comment_count: 0 });
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(3);
    expect(await commentCount(t.ctx, "user", alice.id)).toBe(2);
    expect(await commentCount(t.ctx, "user", bob.id)).toBe(1);

    const paged = await t.request("GET", "/api/v1/comment/list", { query: { document_id: doc.id, parent_id: 0, page: 1, size: 10 } });
    expect(paged.body.comment.map((c: { id: number }) => c.id)).toEqual([root.id]);
  });

  it("refuses replies to comments of another item, to others' pending comments, and to missing ones", async () => {
    const [docA, docB] = [await insertDocument(t.ctx, { userId: uploader.id }), await insertDocument(t.ctx, { userId: uploader.id })];
    const trusted = await trustedMember(t.ctx);
    const onA = (await postComment(t, trusted.token, { document_id: docA.id })).body;
    const wrongItem = await postComment(t, trusted.token, { document_id: docB.id, parent_id: onA.id });
    expect(wrongItem.status).toBe(404);
    expect(wrongItem.body.message).toBe("回复的评论不存在");
    const pending = (await postComment(t, (await createMember(t.ctx)).token, { document_id: docA.id })).body;
    expect((await postComment(t, trusted.token, { document_id: docA.id, parent_id: pending.id })).status).toBe(404);
    expect((await postComment(t, trusted.token, { document_id: docA.id, parent_id: 999_999 })).status).toBe(404);
  });

  it("validates the text and the item", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const member = await trustedMember(t.ctx);
    const empty = await postComment(t, member.token, { document_id: doc.id, content: "   " });
    expect([empty.status, empty.body.message]).toEqual([400, "请输入评论内容"]);
    expect((await postComment(t, member.token, { document_id: doc.id, content: "长".repeat(2001) })).status).toBe(400);
    expect((await postComment(t, member.token, { document_id: doc.id, content: "看\u202e这里" })).status).toBe(400);
    expect((await postComment(t, member.token, { document_id: doc.id, type: 2 })).status).toBe(400);
    expect((await postComment(t, member.token, { document_id: 999_999 })).body.message).toBe("文档不存在");
    const hidden = await insertDocument(t.ctx, { userId: uploader.id, status: 6 });
    expect((await postComment(t, member.token, { document_id: hidden.id })).status).toBe(404);
    expect((await itemComments(member.token, hidden.id)).status).toBe(404);
    expect((await postComment(t, undefined, { document_id: doc.id })).status).toBe(401);
    const multiline = await postComment(t, member.token, { document_id: doc.id, content: "第一行\n第二行" });
    expect(multiline.body.content).toBe("第一行\n第二行");
    expect(multiline.body.content_html).toBe("第一行<br>第二行");
  });

  it("enforces security.comment_interval per user, also for simultaneous posts", async () => {
    await t.setSettings([["security", "comment_interval", "60"]]);
    try {
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      const member = await trustedMember(t.ctx);
      expect((await postComment(t, member.token, { document_id: doc.id })).status).toBe(200);
      const again = await postComment(t, member.token, { document_id: doc.id });
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^评论太频繁了，请(\d+)秒后再试$/);

      const racer = await trustedMember(t.ctx);
      const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => postComment(t, racer.token, { document_id: doc.id, content: `并发 ${i}` })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
      const stored = await t.ctx.db.kysely.selectFrom("comment").select("id").where("user_id", "=", racer.id).execute();
      expect(stored).toHaveLength(1);
      expect(await commentCount(t.ctx, "user", racer.id)).toBe(1);

      const other = await trustedMember(t.ctx);
      expect((await postComment(t, other.token, { document_id: doc.id })).status).toBe(200);

      // The interval counts from the last comment: one that is older passes.
      const past = new Date(Date.now() - 61_000).toISOString();
      await t.ctx.db.kysely.updateTable("comment_throttle").set({ last_at: past }).where("user_id", "=", member.id).execute();
      expect((await postComment(t, member.token, { document_id: doc.id })).status).toBe(200);
    } finally {
      await t.setSettings([["security", "comment_interval", "0"]]);
    }
  });

  it("asks for a comment captcha while the switch is on, and spends it", async () => {
    await t.setSettings([["security", "enable_captcha_comment", "true"]]);
    try {
      const doc = await insertDocument(t.ctx, { userId: uploader.id });
      const member = await trustedMember(t.ctx);
      const missing = await postComment(t, member.token, { document_id: doc.id });
      expect([missing.status, missing.body.message]).toEqual([400, "验证码错误"]);
      const wrong = await commentCaptcha(t);
      expect((await postComment(t, member.token, { document_id: doc.id, captcha_id: wrong.captcha_id, captcha: `${wrong.captcha}x` })).status).toBe(400);
      const right = await commentCaptcha(t);
      expect((await postComment(t, member.token, { document_id: doc.id, ...right })).status).toBe(200);
      expect((await postComment(t, member.token, { document_id: doc.id, ...right })).status).toBe(400);
      const login = await t.call(apiRoutes.captcha.get, { query: { type: "login" } });
      if (login.body.id) {
        const row = await t.ctx.db.kysely.selectFrom("captcha").select("answer").where("id", "=", login.body.id).executeTakeFirstOrThrow();
        expect((await postComment(t, member.token, { document_id: doc.id, captcha_id: login.body.id, captcha: row.answer })).status).toBe(400);
      }
      expect(await t.ctx.db.kysely.selectFrom("comment").select("id").where("user_id", "=", member.id).execute()).toHaveLength(1);
    } finally {
      await t.setSettings([["security", "enable_captcha_comment", "false"]]);
    }
  });

  it("follows the group flags: no comment right, approval needed, or approval skipped", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const silent = await memberOfGroup(t.ctx, { enable_comment: 0, enable_comment_approval: 0 });
    const refused = await postComment(t, silent.token, { document_id: doc.id });
    expect([refused.status, refused.body.message]).toEqual([403, "您所在的用户组没有评论权限"]);
    const reviewed = await memberOfGroup(t.ctx, { enable_comment: 1, enable_comment_approval: 1 });
    expect((await postComment(t, reviewed.token, { document_id: doc.id })).body.status).toBe(0);
    const trusted = await trustedMember(t.ctx);
    expect((await postComment(t, trusted.token, { document_id: doc.id })).body.status).toBe(1);
    // Approval is skipped when any group of the user skips it.
    const group = await t.ctx.db.kysely.selectFrom("user_group").select("group_id").where("user_id", "=", trusted.id).executeTakeFirstOrThrow();
    await t.ctx.db.kysely.insertInto("user_group").values({ user_id: reviewed.id, group_id: group.group_id }).execute();
    expect((await postComment(t, reviewed.token, { document_id: doc.id })).body.status).toBe(1);
  });

  it("refuses members punished with type 2, and disabled accounts", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const muted = await trustedMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [muted.id], type: [2] } });
    const refused = await postComment(t, muted.token, { document_id: doc.id });
    expect([refused.status, refused.body.message]).toEqual([403, "您已被禁止评论"]);
    const noUpload = await trustedMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [noUpload.id], type: [3] } });
    expect((await postComment(t, noUpload.token, { document_id: doc.id })).status).toBe(200);
    const disabled = await trustedMember(t.ctx);
    await t.call(apiRoutes.punishment.create, { token: admin.token, body: { user_id: [disabled.id], type: [1] } });
    expect((await postComment(t, disabled.token, { document_id: doc.id })).status).toBe(401);
    expect(await t.ctx.db.kysely.selectFrom("comment").select("id").where("user_id", "in", [muted.id, disabled.id]).execute()).toEqual([]);
  });

  it("comments on articles (type 1) that the commenter can see, counting on the article", async () => {
    const article = await insertArticle(t.ctx, { userId: uploader.id, title: "一篇文章" });
    const member = await trustedMember(t.ctx);
    const res = await postComment(t, member.token, { document_id: article.id, type: 1, content: "文章评论" });
    expect(res.body).toMatchObject({ type: 1, document_id: article.id, status: 1, document_title: "一篇文章", document_uuid: article.identifier });
    expect(await commentCount(t.ctx, "article", article.id)).toBe(1);
    expect((await itemComments(undefined, article.id, 1)).body.comment).toMatchObject([{ id: res.body.id, content: "文章评论" }]);
    // The same id as a document is another item.
    expect((await itemComments(undefined, article.id, 0)).status).toBe(404);

    const draft = await insertArticle(t.ctx, { userId: uploader.id, status: 0 });
    const refused = await postComment(t, member.token, { document_id: draft.id, type: 1 });
    expect([refused.status, refused.body.message]).toEqual([404, "文章不存在"]);
    expect((await postComment(t, uploader.token, { document_id: draft.id, type: 1 })).status).toBe(200);
    const trashed = await insertArticle(t.ctx, { userId: uploader.id, deleted: true });
    expect((await postComment(t, member.token, { document_id: trashed.id, type: 1 })).status).toBe(404);
  });

  it("lists a member's own comments in any status, and others' approved comments on public items only", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const member = await createMember(t.ctx);
    const pending = (await postComment(t, member.token, { document_id: doc.id })).body;
    const own = await t.request("GET", "/api/v1/comment/list", { token: member.token, query: { user_id: member.id } });
    expect(own.body.comment.map((c: { id: number }) => c.id)).toEqual([pending.id]);
    expect((await t.call(apiRoutes.comment.list, { query: { user_id: member.id } })).body.total).toBe(0);

    const trusted = await trustedMember(t.ctx);
    const open = (await postComment(t, trusted.token, { document_id: doc.id })).body;
    const privateDoc = await insertDocument(t.ctx, { userId: trusted.id, status: 7 });
    await postComment(t, trusted.token, { document_id: privateDoc.id });
    const publicView = await t.request("GET", "/api/v1/comment/list", { query: { user_id: trusted.id } });
    expect(publicView.body.comment.map((c: { id: number }) => c.id)).toEqual([open.id]);
  });
});
