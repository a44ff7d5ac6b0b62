import { navigationEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createNavigation } from "./create-navigation.js";
import { deleteNavigation } from "./delete-navigation.js";
import { getNavigation } from "./get-navigation.js";
import { listNavigation } from "./list-navigation.js";
import { updateNavigation } from "./update-navigation.js";

export const navigationRoutes = [
  defineRoute(navigationEndpoints.list, {
    permission: true,
    pages: ["/admin/navigation"],
    async handler({ ctx, actor, query }) {
      return listNavigation(ctx, query, await actor.holds(navigationEndpoints.list));
    },
  }),
  defineRoute(navigationEndpoints.get, {
    handler: ({ ctx, query }) => getNavigation(ctx, query.id),
  }),
  defineRoute(navigationEndpoints.create, {
    handler: ({ ctx, body }) => createNavigation(ctx, body),
  }),
  defineRoute(navigationEndpoints.update, {
    async handler({ ctx, body }) {
      await updateNavigation(ctx, body);
      return {};
    },
  }),
  defineRoute(navigationEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteNavigation(ctx, query.id);
      return {};
    },
  }),
];
