import { dynamicEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listDynamics } from "./list-dynamics.js";

/** The activity feed (api-contract §4.1 ListUserDynamic): one's own, or another member's public one. */
export const dynamicRoutes = [
  defineRoute(dynamicEndpoints.list, {
    handler: ({ ctx, actor, query }) => listDynamics(ctx, actor, { page: query.page ?? 1, size: query.size ?? 10, id: query.id }),
  }),
];
