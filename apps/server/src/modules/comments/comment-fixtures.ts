import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { TestServer } from "../../test/harness.js";
import { signIn, type Session } from "../documents/document-fixtures.js";
import { createUser } from "../users/create-user.js";

/**
 * Test support for comments, favorites, reports and dynamics: members of groups with chosen comment flags, article
 * rows, and posting through the API. Used by colocated *.test.ts files only.
 */
let counter = 0;

/** A member of a new group with these comment flags (the default group comments with approval). */
export async function memberOfGroup(ctx: AppContext, flags: { enable_comment: 0 | 1; enable_comment_approval: 0 | 1 }): Promise<Session> {
  const now = nowIso();
  const tag = `${++counter}_${crypto.randomBytes(3).toString("hex")}`;
  const group = await ctx.db.kysely
    .insertInto("groups")
    .values({ title: `评论组${tag}`, ...flags, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = await createUser(ctx, { username: `commenter${tag}`, password: "member-pass-1", email: "", ip: "127.0.0.1", groupIds: [Number(group.id)] });
  return { id, token: await signIn(ctx, id) };
}

/** A member whose comments are approved at once. */
export const trustedMember = (ctx: AppContext) => memberOfGroup(ctx, { enable_comment: 1, enable_comment_approval: 0 });

export interface NewArticle {
  userId: number;
  title?: string;
  /** 0 pending, 1 published (default), 2 rejected */
  status?: number;
  deleted?: boolean;
  createdAt?: string;
}

export async function insertArticle(ctx: AppContext, input: NewArticle): Promise<{ id: number; identifier: string; title: string }> {
  const now = input.createdAt ?? nowIso();
  const identifier = `t-${crypto.randomBytes(6).toString("hex")}`;
  const title = input.title ?? `文章 ${identifier}`;
  const row = await ctx.db.kysely
    .insertInto("article")
    .values({
      identifier, user_id: input.userId, title, markdown: "正文", content: "<p>正文</p>", status: input.status ?? 1,
      deleted_at: input.deleted ? now : null, created_at: now, updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), identifier, title };
}

/** What these helpers need of the test server. */
type TestApi = Pick<TestServer, "ctx" | "request">;

export interface CommentInput {
  document_id: number;
  content?: string;
  type?: number;
  parent_id?: number;
  captcha_id?: string;
  captcha?: string;
}

export function postComment(t: TestApi, token: string | undefined, input: CommentInput) {
  return t.request("POST", "/api/v1/comment", { token, body: { content: "写得很好", ...input } });
}

/** A fresh comment captcha and its answer, read from the database. */
export async function commentCaptcha(t: TestApi): Promise<{ captcha_id: string; captcha: string }> {
  const reply = await t.request("GET", "/api/v1/user/captcha", { query: { type: "comment" } });
  const { id } = reply.body as { id: string };
  const row = await t.ctx.db.kysely.selectFrom("captcha").select("answer").where("id", "=", id).executeTakeFirstOrThrow();
  return { captcha_id: id, captcha: row.answer };
}

export async function commentCount(ctx: AppContext, table: "document" | "article" | "user" | "comment", id: number): Promise<number> {
  const row = await ctx.db.kysely.selectFrom(table).select("comment_count").where("id", "=", id).executeTakeFirstOrThrow();
  return Number(row.comment_count);
}
