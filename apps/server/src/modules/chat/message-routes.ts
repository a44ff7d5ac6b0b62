import { chatEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { cancelMessage } from "./cancel-message.js";
import { createMessage } from "./create-message.js";
import { deleteDocumentMessages } from "./delete-document-messages.js";
import { listMessages } from "./list-messages.js";
import { streamMessage } from "./stream-message.js";

/** Chat messages: ask, follow the answer as it streams, stop it, list and clear. Only the asker's own. */
export const messageRoutes = [
  defineRoute(chatEndpoints.listMessages, {
    handler: ({ ctx, actor, query }) => listMessages(ctx, Number(actor.requireUser().id), { topic_id: query.topic_id, page: query.page ?? 1, size: query.size ?? 50 }),
  }),
  defineRoute(chatEndpoints.sendMessage, {
    handler: ({ ctx, actor, body }) => createMessage(ctx, actor, body),
  }),
  defineRoute(chatEndpoints.streamAnswer, {
    raw: true,
    handler: ({ ctx, actor, body, reply }) => streamMessage(ctx, actor, body.id, reply),
  }),
  defineRoute(chatEndpoints.cancelMessage, {
    handler: ({ ctx, actor, body }) => cancelMessage(ctx, Number(actor.requireUser().id), body.id),
  }),
  defineRoute(chatEndpoints.clearDocumentMessages, {
    async handler({ ctx, actor, query }) {
      await deleteDocumentMessages(ctx, Number(actor.requireUser().id), query.document_id);
      return {};
    },
  }),
];
