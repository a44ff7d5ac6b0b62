import { systemEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";

export const systemRoutes = [
  defineRoute(systemEndpoints.ping, {
    gateExempt: true,
    handler: ({ query }) => Promise.resolve({ name: query.name ?? "wenku", created_at: new Date().toISOString() }),
  }),
];
