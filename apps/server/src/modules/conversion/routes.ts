import { conversionEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { queueOverview } from "./queue-overview.js";

export const conversionRoutes = [
  defineRoute(conversionEndpoints.queue, {
    pages: ["/admin/dashboard"],
    handler: ({ ctx }) => queueOverview(ctx),
  }),
];
