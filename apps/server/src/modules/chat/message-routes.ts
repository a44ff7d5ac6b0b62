import {
  chatDocumentMessagesDeleteQuerySchema, chatMessageCreateReplySchema, chatMessageCreateSchema, chatMessageIdSchema, chatMessageListQuerySchema,
  chatMessageListReplySchema, chatMessageSchema,
} from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { cancelMessage } from "./cancel-message.js";
import { createMessage } from "./create-message.js";
import { deleteDocumentMessages } from "./delete-document-messages.js";
import { listMessages } from "./list-messages.js";
import { streamMessage } from "./stream-message.js";

/** Chat messages: ask, follow the answer as it streams, stop it, list and clear. Only the asker's own. */
export const messageRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/message/list",
    title: "消息列表",
    access: "login",
    query: chatMessageListQuerySchema,
    reply: chatMessageListReplySchema,
    handler: ({ ctx, actor, query }) => listMessages(ctx, Number(actor.requireUser().id), { topic_id: query.topic_id, page: query.page ?? 1, size: query.size ?? 50 }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/chat/message",
    title: "发送消息",
    access: "login",
    body: chatMessageCreateSchema,
    reply: chatMessageCreateReplySchema,
    handler: ({ ctx, actor, body }) => createMessage(ctx, actor, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/chat/message/stream",
    title: "接收回答",
    access: "login",
    body: chatMessageIdSchema,
    raw: true,
    handler: ({ ctx, actor, body, reply }) => streamMessage(ctx, actor, body.id, reply),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/chat/message/cancel",
    title: "停止回答",
    access: "login",
    body: chatMessageIdSchema,
    reply: chatMessageSchema,
    handler: ({ ctx, actor, body }) => cancelMessage(ctx, Number(actor.requireUser().id), body.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/chat/message/document",
    title: "清空文档对话",
    access: "login",
    query: chatDocumentMessagesDeleteQuerySchema,
    async handler({ ctx, actor, query }) {
      await deleteDocumentMessages(ctx, Number(actor.requireUser().id), query.document_id);
      return {};
    },
  }),
];
