import {
  chatTopicAdminListQuerySchema, chatTopicAdminListReplySchema, chatTopicCreateReplySchema, chatTopicCreateSchema, chatTopicDocumentQuerySchema,
  chatTopicIdsQuerySchema, chatTopicListQuerySchema, chatTopicListReplySchema, chatTopicQuerySchema, chatTopicSchema, chatTopicUpdateSchema,
} from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createTopic } from "./create-topic.js";
import { deleteTopics } from "./delete-topics.js";
import { documentTopic } from "./document-topic.js";
import { findOwnTopic } from "./find-own-topic.js";
import { listAdminTopics } from "./list-admin-topics.js";
import { listTopics } from "./list-topics.js";
import { messageRoutes } from "./message-routes.js";
import { updateTopic } from "./update-topic.js";

const userIdOf = (actor: { requireUser(): { id: number } }) => Number(actor.requireUser().id);

/** Chat topics of members (each sees only their own) and the back office list of every conversation. */
export const chatRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/chat/topic",
    title: "创建会话",
    access: "login",
    body: chatTopicCreateSchema,
    reply: chatTopicCreateReplySchema,
    handler: ({ ctx, actor, body }) => createTopic(ctx, actor, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/chat/topic",
    title: "修改会话",
    access: "login",
    body: chatTopicUpdateSchema,
    async handler({ ctx, actor, body }) {
      await updateTopic(ctx, userIdOf(actor), body.id, body.title);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/chat/topic",
    title: "删除会话",
    access: "login",
    query: chatTopicIdsQuerySchema,
    async handler({ ctx, actor, query }) {
      await deleteTopics(ctx, query.id, userIdOf(actor));
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/topic",
    title: "查询会话",
    access: "login",
    query: chatTopicQuerySchema,
    reply: chatTopicSchema,
    handler: ({ ctx, actor, query }) => findOwnTopic(ctx, userIdOf(actor), { id: query.id, uuid: query.uuid }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/topic/list",
    title: "会话列表",
    access: "login",
    query: chatTopicListQuerySchema,
    reply: chatTopicListReplySchema,
    handler: ({ ctx, actor, query }) => listTopics(ctx, userIdOf(actor), { ...query, page: query.page ?? 1, size: query.size ?? 20 }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/topic/document",
    title: "查询文档会话",
    access: "login",
    query: chatTopicDocumentQuerySchema,
    reply: chatTopicSchema,
    handler: ({ ctx, actor, query }) => documentTopic(ctx, actor, query.document_id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/topic/admin/list",
    title: "AI 对话记录",
    access: "admin",
    pages: ["/admin/ai/chat"],
    query: chatTopicAdminListQuerySchema,
    reply: chatTopicAdminListReplySchema,
    handler: ({ ctx, query }) => listAdminTopics(ctx, query),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/chat/topic/admin",
    title: "删除 AI 对话记录",
    access: "admin",
    query: chatTopicIdsQuerySchema,
    async handler({ ctx, query }) {
      await deleteTopics(ctx, query.id);
      return {};
    },
  }),
  ...messageRoutes,
];
