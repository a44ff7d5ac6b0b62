import {
  chatDocumentMessagesDeleteQuerySchema, chatMessageCreateReplySchema, chatMessageCreateSchema, chatMessageIdSchema, chatMessageListQuerySchema,
  chatMessageListReplySchema, chatMessageSchema, chatTopicAdminListQuerySchema, chatTopicAdminListReplySchema, chatTopicCreateReplySchema,
  chatTopicCreateSchema, chatTopicDocumentQuerySchema, chatTopicIdsQuerySchema, chatTopicListQuerySchema, chatTopicListReplySchema,
  chatTopicQuerySchema, chatTopicSchema, chatTopicUpdateSchema, markdownToDocxSchema,
} from "../schemas/chat.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/**
 * ChatAPI (ours): members' topics and messages (each sees only their own), the streamed answer, the back office's
 * list of every conversation, and exporting an answer as a Word document.
 */
export const chatEndpoints = {
  createTopic: apiRoute({
    method: "POST", path: "/api/v1/chat/topic", title: "创建会话", access: "login", body: chatTopicCreateSchema, reply: chatTopicCreateReplySchema,
  }),
  renameTopic: apiRoute({
    method: "PUT", path: "/api/v1/chat/topic", title: "修改会话", access: "login", body: chatTopicUpdateSchema, reply: emptyReplySchema,
  }),
  removeTopics: apiRoute({
    method: "DELETE", path: "/api/v1/chat/topic", title: "删除会话", access: "login", query: chatTopicIdsQuerySchema, reply: emptyReplySchema,
  }),
  getTopic: apiRoute({ method: "GET", path: "/api/v1/chat/topic", title: "查询会话", access: "login", query: chatTopicQuerySchema, reply: chatTopicSchema }),
  listTopics: apiRoute({
    method: "GET", path: "/api/v1/chat/topic/list", title: "会话列表", access: "login", query: chatTopicListQuerySchema, reply: chatTopicListReplySchema,
  }),
  documentTopic: apiRoute({
    method: "GET", path: "/api/v1/chat/topic/document", title: "查询文档会话", access: "login", query: chatTopicDocumentQuerySchema,
    reply: chatTopicSchema,
  }),
  adminListTopics: apiRoute({
    method: "GET", path: "/api/v1/chat/topic/admin/list", title: "AI 对话记录", access: "admin", query: chatTopicAdminListQuerySchema,
    reply: chatTopicAdminListReplySchema,
  }),
  adminRemoveTopics: apiRoute({
    method: "DELETE", path: "/api/v1/chat/topic/admin", title: "删除 AI 对话记录", access: "admin", query: chatTopicIdsQuerySchema, reply: emptyReplySchema,
  }),
  listMessages: apiRoute({
    method: "GET", path: "/api/v1/chat/message/list", title: "消息列表", access: "login", query: chatMessageListQuerySchema,
    reply: chatMessageListReplySchema,
  }),
  sendMessage: apiRoute({
    method: "POST", path: "/api/v1/chat/message", title: "发送消息", access: "login", body: chatMessageCreateSchema, reply: chatMessageCreateReplySchema,
  }),
  /** The answer as newline-delimited JSON, one chatStreamLineSchema per line. */
  streamAnswer: apiRoute({
    method: "POST", path: "/api/v1/chat/message/stream", title: "接收回答", access: "login", body: chatMessageIdSchema, binary: true,
  }),
  cancelMessage: apiRoute({
    method: "PUT", path: "/api/v1/chat/message/cancel", title: "停止回答", access: "login", body: chatMessageIdSchema, reply: chatMessageSchema,
  }),
  clearDocumentMessages: apiRoute({
    method: "DELETE", path: "/api/v1/chat/message/document", title: "清空文档对话", access: "login", query: chatDocumentMessagesDeleteQuerySchema,
    reply: emptyReplySchema,
  }),
  /** A Word document (document.docx) made from the Markdown. */
  exportDocx: apiRoute({
    method: "POST", path: "/api/v1/markdown2docx", title: "导出 Word 文档", access: "login", body: markdownToDocxSchema, binary: true,
  }),
};
