import { conversionQueueReplySchema } from "../schemas/conversion.js";
import { apiRoute } from "./api-route.js";

/** The conversion queue (dashboard). */
export const conversionEndpoints = {
  queue: apiRoute({ method: "GET", path: "/api/v1/conversion/queue", title: "转换队列", access: "admin", reply: conversionQueueReplySchema }),
};
