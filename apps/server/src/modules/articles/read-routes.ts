import { articleEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getArticle } from "./get-article.js";
import { listArticles } from "./list-articles.js";
import { requirePublishCapability } from "./publish-rules.js";
import { relatedArticles } from "./related-articles.js";
import "./search-source.js";

/** Reading articles (api-contract §4.3): anyone reads published ones; authors and administrators see the rest. */
export const articleReadRoutes = [
  defineRoute(articleEndpoints.get, {
    handler: ({ ctx, actor, query }) => getArticle(ctx, actor, { id: query.id, identifier: query.identifier }),
  }),
  defineRoute(articleEndpoints.list, {
    permission: true,
    pages: ["/admin/article/list", "/admin/article/set"],
    handler: ({ ctx, actor, query }) => listArticles(ctx, actor, query),
  }),
  defineRoute(articleEndpoints.related, {
    async handler({ ctx, query }) {
      return { article: await relatedArticles(ctx, { id: query.id, identifier: query.identifier }) };
    },
  }),
  defineRoute(articleEndpoints.canPublish, {
    async handler({ ctx, actor }) {
      await requirePublishCapability(ctx, actor);
      return {};
    },
  }),
];
