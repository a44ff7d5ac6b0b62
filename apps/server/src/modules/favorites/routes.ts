import { favoriteEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createFavorite } from "./create-favorite.js";
import { deleteFavorites } from "./delete-favorites.js";
import { getFavorite } from "./get-favorite.js";
import { listFavorites } from "./list-favorites.js";

/** FavoriteAPI (api-contract §4.6): each user manages their own favorites of documents and articles. */
export const favoriteRoutes = [
  defineRoute(favoriteEndpoints.create, {
    handler: ({ ctx, actor, body }) => createFavorite(ctx, actor, body.document_id, body.type),
  }),
  defineRoute(favoriteEndpoints.remove, {
    async handler({ ctx, actor, query }) {
      await deleteFavorites(ctx, Number(actor.requireUser().id), query.id);
      return {};
    },
  }),
  defineRoute(favoriteEndpoints.get, {
    handler: ({ ctx, actor, query }) => getFavorite(ctx, Number(actor.requireUser().id), query.document_id ?? 0, query.type ?? 0),
  }),
  defineRoute(favoriteEndpoints.list, {
    handler: ({ ctx, actor, query }) => listFavorites(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10, query.type),
  }),
];
