import { conversionQueueReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { queueOverview } from "./queue-overview.js";

export const conversionRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/conversion/queue",
    title: "转换队列",
    access: "admin",
    pages: ["/admin/dashboard"],
    reply: conversionQueueReplySchema,
    handler: ({ ctx }) => queueOverview(ctx),
  }),
];
