import {
  chatModelListReplySchema, llmModelCreateSchema, llmModelGetQuerySchema, llmModelIdsQuerySchema, llmModelListQuerySchema, llmModelListReplySchema,
  llmModelSchema, llmModelUpdateSchema, llmTestBodySchema, llmTestReplySchema,
} from "../schemas/llm.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** LlmAPI (ours): the back office's models (spec §9) and the chat models a member may choose. */
export const llmEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/llm/list", title: "查询大模型列表", access: "admin", query: llmModelListQuerySchema, reply: llmModelListReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/llm", title: "查询大模型", access: "admin", query: llmModelGetQuerySchema, reply: llmModelSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/llm", title: "新增大模型", access: "admin", body: llmModelCreateSchema, reply: llmModelSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/llm", title: "修改大模型", access: "admin", body: llmModelUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/llm", title: "删除大模型", access: "admin", query: llmModelIdsQuerySchema, reply: emptyReplySchema }),
  test: apiRoute({ method: "POST", path: "/api/v1/llm/test", title: "测试大模型连接", access: "admin", body: llmTestBodySchema, reply: llmTestReplySchema }),
  chatModels: apiRoute({ method: "GET", path: "/api/v1/chat/model/list", title: "查询可用对话模型", access: "login", reply: chatModelListReplySchema }),
};
