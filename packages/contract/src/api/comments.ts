import {
  commentCheckBodySchema, commentCreateBodySchema, commentGetQuerySchema, commentIdsQuerySchema, commentListQuerySchema, commentListReplies,
  commentSchema, commentUpdateBodySchema,
} from "../schemas/comment.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/**
 * CommentAPI (api-contract §4.5): members comment on documents and articles, administrators review. Holding the
 * permission of `list` shows every status; holding that of `remove` deletes anyone's comments.
 */
export const commentEndpoints = {
  create: apiRoute({ method: "POST", path: "/api/v1/comment", title: "发表评论", access: "login", body: commentCreateBodySchema, reply: commentSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/comment/list", title: "评论列表", access: "public", query: commentListQuerySchema, ...commentListReplies,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/comment", title: "查询评论", access: "admin", query: commentGetQuerySchema, reply: commentSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/comment", title: "修改评论", access: "admin", body: commentUpdateBodySchema, reply: emptyReplySchema }),
  check: apiRoute({
    method: "POST", path: "/api/v1/comment/check", title: "审核评论", access: "admin", body: commentCheckBodySchema, reply: emptyReplySchema,
  }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/comment", title: "删除评论", access: "login", query: commentIdsQuerySchema, reply: emptyReplySchema }),
};
