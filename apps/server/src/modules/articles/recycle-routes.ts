import { articleEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listRecycledArticles, purgeArticles, restoreArticles } from "./recycle-articles.js";

/** The article recycle bin of the back office (api-contract §4.3). */
export const articleRecycleRoutes = [
  defineRoute(articleEndpoints.recycleList, {
    pages: ["/admin/article/recycle"],
    handler: ({ ctx, query }) => listRecycledArticles(ctx, query),
  }),
  defineRoute(articleEndpoints.recycleRestore, {
    async handler({ ctx, body }) {
      await restoreArticles(ctx, body.id);
      return {};
    },
  }),
  defineRoute(articleEndpoints.recyclePurge, {
    async handler({ ctx, query }) {
      await purgeArticles(ctx, query.id);
      return {};
    },
  }),
  defineRoute(articleEndpoints.recycleEmpty, {
    async handler({ ctx }) {
      await purgeArticles(ctx, "all");
      return {};
    },
  }),
];
