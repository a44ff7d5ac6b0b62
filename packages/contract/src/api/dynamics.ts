import { dynamicListQuerySchema, dynamicListReplySchema } from "../schemas/dynamic.js";
import { apiRoute } from "./api-route.js";

/** The activity feed (api-contract §4.1 ListUserDynamic): one's own, or another member's public one. */
export const dynamicEndpoints = {
  list: apiRoute({ method: "GET", path: "/api/v1/user/dynamic", title: "用户动态", access: "public", query: dynamicListQuerySchema, reply: dynamicListReplySchema }),
};
