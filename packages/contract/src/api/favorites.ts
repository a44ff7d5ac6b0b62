import {
  favoriteBodySchema, favoriteIdsQuerySchema, favoriteListQuerySchema, favoriteListReplySchema, favoriteOrNoneSchema, favoriteQuerySchema, favoriteSchema,
} from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** FavoriteAPI (api-contract §4.6): each user's own favorites of documents (type 0) and articles (type 1). */
export const favoriteEndpoints = {
  create: apiRoute({ method: "POST", path: "/api/v1/favorite", title: "收藏文档", access: "login", body: favoriteBodySchema, reply: favoriteSchema }),
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/favorite", title: "取消收藏", access: "login", query: favoriteIdsQuerySchema, reply: emptyReplySchema,
  }),
  /** The caller's favorite of one item, or {} when there is none. */
  get: apiRoute({ method: "GET", path: "/api/v1/favorite", title: "查询收藏", access: "login", query: favoriteQuerySchema, reply: favoriteOrNoneSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/favorite/list", title: "我的收藏", access: "login", query: favoriteListQuerySchema, reply: favoriteListReplySchema,
  }),
};
