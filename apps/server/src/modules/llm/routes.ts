import {
  chatModelListReplySchema, llmModelCreateSchema, llmModelListQuerySchema, llmModelListReplySchema, llmModelSchema, llmModelUpdateSchema,
  llmTestBodySchema, llmTestReplySchema, qId, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createLlmModel } from "./create-llm-model.js";
import { deleteLlmModels } from "./delete-llm-models.js";
import { getLlmModel } from "./get-llm-model.js";
import { listChatModels } from "./list-chat-models.js";
import { listLlmModels } from "./list-llm-models.js";
import { testLlmModel } from "./test-llm-model.js";
import { updateLlmModel } from "./update-llm-model.js";

const empty = z.object({});

export const llmRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/llm/list",
    title: "查询大模型列表",
    access: "admin",
    pages: ["/admin/ai/llm"],
    query: llmModelListQuerySchema,
    reply: llmModelListReplySchema,
    handler: ({ ctx, query }) => listLlmModels(ctx, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/llm",
    title: "查询大模型",
    access: "admin",
    query: z.object({ id: qId("请指定模型") }),
    reply: llmModelSchema,
    handler: ({ ctx, query }) => getLlmModel(ctx, query.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/llm",
    title: "新增大模型",
    access: "admin",
    body: llmModelCreateSchema,
    reply: llmModelSchema,
    handler: ({ ctx, body }) => createLlmModel(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/llm",
    title: "修改大模型",
    access: "admin",
    body: llmModelUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateLlmModel(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/llm",
    title: "删除大模型",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的模型") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteLlmModels(ctx, query.id);
      return {};
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/llm/test",
    title: "测试大模型连接",
    access: "admin",
    body: llmTestBodySchema,
    reply: llmTestReplySchema,
    handler: ({ ctx, body }) => testLlmModel(ctx, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/chat/model/list",
    title: "查询可用对话模型",
    access: "login",
    reply: chatModelListReplySchema,
    handler: ({ ctx }) => listChatModels(ctx),
  }),
];
