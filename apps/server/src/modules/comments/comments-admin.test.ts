import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentTestServer } from "../../test/comment-test-server.js";
import { testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { commentCount, insertArticle, postComment, trustedMember } from "./comment-fixtures.js";

describe(`comments in the back office (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let uploader: Session;

  const adminList = (query: Record<string, string | number | Array<string | number>>) => t.request("GET", "/api/v1/comment/list", { token: admin.token, query });
  const ids = (res: { body: { comment: Array<{ id: number }> } }) => res.body.comment.map((c) => c.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await commentTestServer();
    admin = await adminSession(t.ctx);
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("lists every status with filters by status, type and keyword, with the item's title", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id, title: "筛选文档" });
    const article = await insertArticle(t.ctx, { userId: uploader.id, title: "筛选文章" });
    const member = await createMember(t.ctx);
    const pendingDoc = (await postComment(t, member.token, { document_id: doc.id, content: "待审的苹果" })).body;
    const pendingArticle = (await postComment(t, member.token, { document_id: article.id, type: 1, content: "待审的香蕉" })).body;
    const approved = (await postComment(t, (await trustedMember(t.ctx)).token, { document_id: doc.id, content: "已通过的苹果" })).body;

    expect(ids(await adminList({ status: 0, wd: "待审" }))).toEqual([pendingDoc.id, pendingArticle.id]);
    expect(ids(await adminList({ status: [0, 1], type: 1 }))).toEqual([pendingArticle.id]);
    expect(ids(await adminList({ wd: "苹果" }))).toEqual([pendingDoc.id, approved.id]);
    expect(ids(await adminList({ wd: "筛选文章" }))).toEqual([pendingArticle.id]);
    const paged = await adminList({ page: 1, size: 1, wd: "苹果" });
    expect([paged.body.total, paged.body.comment.length]).toEqual([2, 1]);
    expect((await adminList({ wd: "香蕉" })).body.comment[0]).toMatchObject({ document_title: "筛选文章", document_uuid: article.identifier, type: 1, status: 0 });
    expect((await adminList({ wd: "苹果", field: ["id", "status"] })).body.comment[0]).toEqual({ id: approved.id, status: 1 });
  });

  it("approves and rejects in batches, and edits one comment; counters follow", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const members = [await createMember(t.ctx), await createMember(t.ctx)];
    const comments = [];
    for (const m of members) comments.push((await postComment(t, m.token, { document_id: doc.id })).body);
    const reply = (await postComment(t, members[0].token, { document_id: doc.id, parent_id: comments[0].id })).body;
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(0);

    const check = (id: number[], status: number) => t.call(apiRoutes.comment.check, { token: admin.token, body: { id, status } });
    expect((await check([...comments.map((c) => c.id), reply.id], 1)).status).toBe(200);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(3);
    expect(await commentCount(t.ctx, "comment", comments[0].id)).toBe(1);
    expect(await commentCount(t.ctx, "user", members[0].id)).toBe(2);
    expect((await t.call(apiRoutes.comment.list, { query: { document_id: doc.id } })).body.total).toBe(3);

    expect((await check([reply.id], 2)).status).toBe(200);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(2);
    expect(await commentCount(t.ctx, "comment", comments[0].id)).toBe(0);
    expect((await check([reply.id], 5)).status).toBe(400);
    expect((await check([], 1)).status).toBe(400);

    const edited = await t.call(apiRoutes.comment.update, { token: admin.token, body: { id: comments[1].id, content: "改过的内容", status: 0 } });
    expect(edited.status).toBe(200);
    const got = await t.call(apiRoutes.comment.get, { token: admin.token, query: { id: comments[1].id } });
    expect(got.body).toMatchObject({ id: comments[1].id, content: "改过的内容", status: 0, document_uuid: doc.uuid });
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(1);
    expect((await t.call(apiRoutes.comment.update, { token: admin.token, body: { id: 999_999, status: 1 } })).status).toBe(404);
    expect((await t.call(apiRoutes.comment.get, { token: admin.token, query: { id: 999_999 } })).status).toBe(404);
  });

  it("lets members delete their own comments only, administrators any, replies going with them", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const [alice, bob] = [await trustedMember(t.ctx), await trustedMember(t.ctx)];
    const root = (await postComment(t, alice.token, { document_id: doc.id })).body;
    const reply = (await postComment(t, bob.token, { document_id: doc.id, parent_id: root.id })).body;
    const deeper = (await postComment(t, alice.token, { document_id: doc.id, parent_id: reply.id })).body;
    const other = (await postComment(t, bob.token, { document_id: doc.id })).body;

    const denied = await t.call(apiRoutes.comment.remove, { token: alice.token, query: { id: [root.id, other.id] } });
    expect(denied.status).toBe(403);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(4);

    expect((await t.call(apiRoutes.comment.remove, { token: bob.token, query: { id: reply.id } })).status).toBe(200);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(2);
    expect(await commentCount(t.ctx, "comment", root.id)).toBe(0);
    expect(await t.ctx.db.kysely.selectFrom("comment").select("id").where("id", "=", deeper.id).executeTakeFirst()).toBeUndefined();
    expect(await commentCount(t.ctx, "user", alice.id)).toBe(1);

    expect((await t.call(apiRoutes.comment.remove, { token: admin.token, query: { id: [root.id, other.id] } })).status).toBe(200);
    expect(await commentCount(t.ctx, "document", doc.id)).toBe(0);
    expect((await t.call(apiRoutes.comment.remove, { query: { id: other.id } })).status).toBe(401);
  });

  it("keeps the review to holders of the permissions and registers the comment page", async () => {
    const member = await createMember(t.ctx);
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const pending = (await postComment(t, member.token, { document_id: doc.id, content: "秘密关键词" })).body;
    expect((await t.call(apiRoutes.comment.get, { token: member.token, query: { id: pending.id } })).status).toBe(403);
    expect((await t.call(apiRoutes.comment.update, { token: member.token, body: { id: pending.id, status: 1 } })).status).toBe(403);
    const check = await t.call(apiRoutes.comment.check, { token: member.token, body: { id: [pending.id], status: 1 } });
    expect([check.status, check.body.message]).toEqual([403, "您没有权限访问【审核评论】"]);
    expect((await t.call(apiRoutes.comment.check, { body: { id: [pending.id], status: 1 } })).status).toBe(401);
    // A member's list never shows others' pending comments, and ignores the keyword.
    const stranger = await createMember(t.ctx);
    const listed = await t.request("GET", "/api/v1/comment/list", { token: stranger.token, query: { status: 0, wd: "秘密" } });
    expect(listed.body.comment.find((c: { id: number }) => c.id === pending.id)).toBeUndefined();
    expect((await t.ctx.db.kysely.selectFrom("comment").select("status").where("id", "=", pending.id).executeTakeFirstOrThrow()).status).toBe(0);

    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.CommentAPI/ListComment").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/comment"]);
    const checkRow = await t.ctx.db.kysely.selectFrom("permission").select("title").where("path", "=", "/api.v1.CommentAPI/CheckComment").executeTakeFirst();
    expect(checkRow?.title).toBe("审核评论");
  });

  it("removes the comments of a document or article purged from its recycle bin, not of one merely deleted", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id });
    const member = await trustedMember(t.ctx);
    await postComment(t, member.token, { document_id: doc.id });
    expect((await t.request("DELETE", "/api/v1/document", { token: admin.token, query: { id: doc.id } })).status).toBe(200);
    expect(await t.ctx.db.kysely.selectFrom("comment").select("id").where("document_id", "=", doc.id).where("type", "=", 0).execute()).toHaveLength(1);
    expect((await t.request("DELETE", "/api/v1/document/recycle", { token: admin.token, query: { id: doc.id } })).status).toBe(200);
    expect(await t.ctx.db.kysely.selectFrom("comment").select("id").where("document_id", "=", doc.id).where("type", "=", 0).execute()).toEqual([]);
    expect(await commentCount(t.ctx, "user", member.id)).toBe(0);
  });
});
