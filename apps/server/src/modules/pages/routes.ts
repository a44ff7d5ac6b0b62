import { pageEndpoints } from "@wenku/contract";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { listPageUrls } from "./list-page-urls.js";

export const pageRoutes: RouteDef[] = [
  defineRoute(pageEndpoints.list, {
    async handler({ ctx, actor, query }) {
      const size = Math.min(Math.max(query.size ?? 100, 1), 1000);
      return listPageUrls(ctx, actor, query.id ?? 0, Math.max(1, query.from ?? 1), size);
    },
  }),
];
