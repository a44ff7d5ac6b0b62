import { favoriteBodySchema, favoriteIdsQuerySchema, favoriteListQuerySchema, favoriteListReplySchema, favoriteQuerySchema, favoriteSchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createFavorite } from "./create-favorite.js";
import { deleteFavorites } from "./delete-favorites.js";
import { getFavorite } from "./get-favorite.js";
import { listFavorites } from "./list-favorites.js";

/** FavoriteAPI (api-contract §4.6): each user manages their own favorites of documents and articles. */
export const favoriteRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/favorite",
    title: "收藏文档",
    access: "login",
    body: favoriteBodySchema,
    reply: favoriteSchema,
    handler: ({ ctx, actor, body }) => createFavorite(ctx, actor, body.document_id, body.type),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/favorite",
    title: "取消收藏",
    access: "login",
    query: favoriteIdsQuerySchema,
    async handler({ ctx, actor, query }) {
      await deleteFavorites(ctx, Number(actor.requireUser().id), query.id);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/favorite",
    title: "查询收藏",
    access: "login",
    query: favoriteQuerySchema,
    reply: favoriteSchema,
    handler: ({ ctx, actor, query }) => getFavorite(ctx, Number(actor.requireUser().id), query.document_id ?? 0, query.type ?? 0),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/favorite/list",
    title: "我的收藏",
    access: "login",
    query: favoriteListQuerySchema,
    reply: favoriteListReplySchema,
    handler: ({ ctx, actor, query }) => listFavorites(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10, query.type),
  }),
];
