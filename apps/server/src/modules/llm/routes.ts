import { llmEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createLlmModel } from "./create-llm-model.js";
import { deleteLlmModels } from "./delete-llm-models.js";
import { getLlmModel } from "./get-llm-model.js";
import { listChatModels } from "./list-chat-models.js";
import { listLlmModels } from "./list-llm-models.js";
import { testLlmModel } from "./test-llm-model.js";
import { updateLlmModel } from "./update-llm-model.js";

export const llmRoutes = [
  defineRoute(llmEndpoints.list, {
    pages: ["/admin/ai/llm"],
    handler: ({ ctx, query }) => listLlmModels(ctx, query),
  }),
  defineRoute(llmEndpoints.get, {
    handler: ({ ctx, query }) => getLlmModel(ctx, query.id),
  }),
  defineRoute(llmEndpoints.create, {
    handler: ({ ctx, body }) => createLlmModel(ctx, body),
  }),
  defineRoute(llmEndpoints.update, {
    async handler({ ctx, body }) {
      await updateLlmModel(ctx, body);
      return {};
    },
  }),
  defineRoute(llmEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteLlmModels(ctx, query.id);
      return {};
    },
  }),
  defineRoute(llmEndpoints.test, {
    handler: ({ ctx, body }) => testLlmModel(ctx, body),
  }),
  defineRoute(llmEndpoints.chatModels, {
    handler: ({ ctx }) => listChatModels(ctx),
  }),
];
