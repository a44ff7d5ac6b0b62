import {
  articleGetQuerySchema, articleListQuerySchema, articleListReplySchema, articleRelatedQuerySchema, articleRelatedReplySchema,
  articleSchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { getArticle } from "./get-article.js";
import { listArticles } from "./list-articles.js";
import { requirePublishCapability } from "./publish-rules.js";
import { relatedArticles } from "./related-articles.js";
import "./search-source.js";

const empty = z.object({});

/** Reading articles (api-contract §4.3): anyone reads published ones; authors and administrators see the rest. */
export const articleReadRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/article",
    title: "查询文章",
    access: "public",
    query: articleGetQuerySchema,
    reply: articleSchema,
    handler: ({ ctx, actor, query }) => getArticle(ctx, actor, { id: query.id, identifier: query.identifier }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/article/list",
    title: "文章列表",
    access: "public",
    permission: true,
    pages: ["/admin/article/list", "/admin/article/set"],
    query: articleListQuerySchema,
    reply: articleListReplySchema,
    handler: ({ ctx, actor, query }) => listArticles(ctx, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/article/related",
    title: "相关文章",
    access: "public",
    query: articleRelatedQuerySchema,
    reply: articleRelatedReplySchema,
    async handler({ ctx, query }) {
      return { article: await relatedArticles(ctx, { id: query.id, identifier: query.identifier }) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/canipublisharticle",
    title: "能否发布文章",
    access: "login",
    reply: empty,
    async handler({ ctx, actor }) {
      await requirePublishCapability(ctx, actor);
      return {};
    },
  }),
];
