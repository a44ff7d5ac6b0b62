import {
  commentCheckBodySchema, commentCreateBodySchema, commentGetQuerySchema, commentIdsQuerySchema, commentListQuerySchema, commentListReplySchema,
  commentMessages, commentSchema, commentUpdateBodySchema,
} from "@wenku/contract";
import { z } from "zod";
import { notFound } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { createComment } from "./create-comment.js";
import { deleteComments, deleteCommentsPermission } from "./delete-comments.js";
import { getComment } from "./get-comment.js";
import { listComments, listCommentsPermission } from "./list-comments.js";
import { changeComments } from "./set-comment-status.js";

/** CommentAPI (api-contract §4.5): members comment on documents and articles, administrators review. */
export const commentRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/comment",
    title: "发表评论",
    access: "login",
    userRateLimit: { bucket: "comment-write", perMinute: { category: "security", name: "user_write_per_minute" } },
    body: commentCreateBodySchema,
    reply: commentSchema,
    handler: ({ ctx, actor, body, ip }) => createComment(ctx, actor, body, ip),
  }),
  defineRoute({
    method: listCommentsPermission.method,
    path: listCommentsPermission.path,
    title: "评论列表",
    access: "public",
    permission: true,
    pages: ["/admin/comment"],
    query: commentListQuerySchema,
    reply: commentListReplySchema,
    handler: ({ ctx, actor, query }) => listComments(ctx, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/comment",
    title: "查询评论",
    access: "admin",
    query: commentGetQuerySchema,
    reply: commentSchema,
    handler: ({ ctx, query }) => getComment(ctx, query.id ?? 0),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/comment",
    title: "修改评论",
    access: "admin",
    body: commentUpdateBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      const changed = await changeComments(ctx, [body.id], { status: body.status, content: body.content });
      if (changed.length === 0) throw notFound(commentMessages.notFound);
      return {};
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/comment/check",
    title: "审核评论",
    access: "admin",
    body: commentCheckBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await changeComments(ctx, body.id, { status: body.status });
      return {};
    },
  }),
  defineRoute({
    method: deleteCommentsPermission.method,
    path: deleteCommentsPermission.path,
    title: "删除评论",
    access: "login",
    permission: true,
    query: commentIdsQuerySchema,
    reply: z.object({}),
    async handler({ ctx, actor, query }) {
      await deleteComments(ctx, actor, query.id);
      return {};
    },
  }),
];
