import { commentEndpoints, commentMessages } from "@wenku/contract";
import { notFound } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { createComment } from "./create-comment.js";
import { deleteComments } from "./delete-comments.js";
import { getComment } from "./get-comment.js";
import { listComments } from "./list-comments.js";
import { changeComments } from "./set-comment-status.js";

/** CommentAPI (api-contract §4.5): members comment on documents and articles, administrators review. */
export const commentRoutes = [
  defineRoute(commentEndpoints.create, {
    userRateLimit: { bucket: "comment-write", perMinute: { category: "security", name: "user_write_per_minute" } },
    handler: ({ ctx, actor, body, ip }) => createComment(ctx, actor, body, ip),
  }),
  defineRoute(commentEndpoints.list, {
    permission: true,
    pages: ["/admin/comment"],
    handler: ({ ctx, actor, query }) => listComments(ctx, actor, query),
  }),
  defineRoute(commentEndpoints.get, {
    handler: ({ ctx, query }) => getComment(ctx, query.id ?? 0),
  }),
  defineRoute(commentEndpoints.update, {
    async handler({ ctx, body }) {
      const changed = await changeComments(ctx, [body.id], { status: body.status, content: body.content });
      if (changed.length === 0) throw notFound(commentMessages.notFound);
      return {};
    },
  }),
  defineRoute(commentEndpoints.check, {
    async handler({ ctx, body }) {
      await changeComments(ctx, body.id, { status: body.status });
      return {};
    },
  }),
  defineRoute(commentEndpoints.remove, {
    permission: true,
    async handler({ ctx, actor, query }) {
      await deleteComments(ctx, actor, query.id);
      return {};
    },
  }),
];
