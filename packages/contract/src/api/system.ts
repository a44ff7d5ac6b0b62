import { z } from "zod";
import { qString } from "../query.js";
import { apiRoute } from "./api-route.js";

/** HealthAPI (api-contract §4.9): answers `name` (the one asked, else "wenku") and the server's time. */
export const systemEndpoints = {
  ping: apiRoute({
    method: "GET", path: "/api/v1/ping", title: "健康检查", access: "public", query: z.object({ name: qString() }),
    reply: z.object({ name: z.string(), created_at: z.string() }),
  }),
};
