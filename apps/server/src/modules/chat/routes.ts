import { chatEndpoints } from "@wenku/contract";
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
  defineRoute(chatEndpoints.createTopic, {
    handler: ({ ctx, actor, body }) => createTopic(ctx, actor, body),
  }),
  defineRoute(chatEndpoints.renameTopic, {
    async handler({ ctx, actor, body }) {
      await updateTopic(ctx, userIdOf(actor), body.id, body.title);
      return {};
    },
  }),
  defineRoute(chatEndpoints.removeTopics, {
    async handler({ ctx, actor, query }) {
      await deleteTopics(ctx, query.id, userIdOf(actor));
      return {};
    },
  }),
  defineRoute(chatEndpoints.getTopic, {
    handler: ({ ctx, actor, query }) => findOwnTopic(ctx, userIdOf(actor), { id: query.id, uuid: query.uuid }),
  }),
  defineRoute(chatEndpoints.listTopics, {
    handler: ({ ctx, actor, query }) => listTopics(ctx, userIdOf(actor), { ...query, page: query.page ?? 1, size: query.size ?? 20 }),
  }),
  defineRoute(chatEndpoints.documentTopic, {
    handler: ({ ctx, actor, query }) => documentTopic(ctx, actor, query.document_id),
  }),
  defineRoute(chatEndpoints.adminListTopics, {
    pages: ["/admin/ai/chat"],
    handler: ({ ctx, query }) => listAdminTopics(ctx, query),
  }),
  defineRoute(chatEndpoints.adminRemoveTopics, {
    async handler({ ctx, query }) {
      await deleteTopics(ctx, query.id);
      return {};
    },
  }),
  ...messageRoutes,
];
