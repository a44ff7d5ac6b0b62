import { articleIdsBodySchema, articleIdsQuerySchema, articleListReplySchema, articleRecycleQuerySchema } from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { listRecycledArticles, purgeArticles, restoreArticles } from "./recycle-articles.js";

const empty = z.object({});

/** The article recycle bin of the back office (api-contract §4.3). */
export const articleRecycleRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/article/recycle/list",
    title: "回收站文章列表",
    access: "admin",
    pages: ["/admin/article/recycle"],
    query: articleRecycleQuerySchema,
    reply: articleListReplySchema,
    handler: ({ ctx, query }) => listRecycledArticles(ctx, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/article/recycle/restore",
    title: "恢复回收站文章",
    access: "admin",
    body: articleIdsBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await restoreArticles(ctx, body.id);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/article/recycle",
    title: "删除回收站文章",
    access: "admin",
    query: articleIdsQuerySchema,
    reply: empty,
    async handler({ ctx, query }) {
      await purgeArticles(ctx, query.id);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/article/recycle/empty",
    title: "清空文章回收站",
    access: "admin",
    reply: empty,
    async handler({ ctx }) {
      await purgeArticles(ctx, "all");
      return {};
    },
  }),
];
