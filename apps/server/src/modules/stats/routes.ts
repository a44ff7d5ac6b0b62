import { statsSchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { loadStats } from "./load-stats.js";

const path = "/api/v1/stats";

export const statsRoutes = [
  defineRoute({
    method: "GET",
    path,
    title: "查询网站统计",
    access: "public",
    permission: true,
    pages: ["/admin/dashboard"],
    reply: statsSchema,
    async handler({ ctx, actor }) {
      return loadStats(ctx, await actor.can("GET", path));
    },
  }),
];
