import { statsEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { loadStats } from "./load-stats.js";

export const statsRoutes = [
  defineRoute(statsEndpoints.get, {
    permission: true,
    pages: ["/admin/dashboard"],
    async handler({ ctx, actor }) {
      return loadStats(ctx, await actor.holds(statsEndpoints.get));
    },
  }),
];
