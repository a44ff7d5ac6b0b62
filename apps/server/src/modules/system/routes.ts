import { z } from "zod";
import { qString } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";

export const systemRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/ping",
    title: "健康检查",
    access: "public",
    gateExempt: true,
    query: z.object({ name: qString() }),
    async handler({ query }) {
      return { name: query.name ?? "wenku", created_at: new Date().toISOString() };
    },
  }),
];
