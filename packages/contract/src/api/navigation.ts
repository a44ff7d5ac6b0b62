import {
  navigationCreateSchema, navigationIdQuerySchema, navigationIdsQuerySchema, navigationListQuerySchema, navigationListReplySchema, navigationSchema,
  navigationUpdateSchema,
} from "../schemas/navigation.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** NavigationAPI (api-contract §4.11): the list is public (enabled items); its permission shows every item. */
export const navigationEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/navigation/list", title: "查询导航列表", access: "public", query: navigationListQuerySchema,
    reply: navigationListReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/navigation", title: "查询导航", access: "public", query: navigationIdQuerySchema, reply: navigationSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/navigation", title: "新增导航", access: "admin", body: navigationCreateSchema, reply: navigationSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/navigation", title: "修改导航", access: "admin", body: navigationUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/navigation", title: "删除导航", access: "admin", query: navigationIdsQuerySchema, reply: emptyReplySchema }),
};
