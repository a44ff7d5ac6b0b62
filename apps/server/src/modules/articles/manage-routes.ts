import {
  articleCategoryBodySchema, articleCheckBodySchema, articleCreateBodySchema, articleIdsQuerySchema, articleRecommendBodySchema,
  articleSchema, articleUpdateBodySchema, qString,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { recommendArticles, setCategoriesOfArticles } from "./batch-articles.js";
import { checkArticles } from "./check-articles.js";
import { createArticle } from "./create-article.js";
import { deleteArticlePermission, deleteArticles } from "./delete-articles.js";
import { reindexArticles } from "./reindex-articles.js";
import { updateArticle } from "./update-article.js";
import { articleUploadPath, uploadArticleImage } from "./upload-article-image.js";

const empty = z.object({});
/** Posting and editing share one count: each renders Markdown, the costly part. */
const articleWrites = { bucket: "article-write", perMinute: { category: "security", name: "user_write_per_minute" } };

/** Changing articles: members post, edit and delete their own; administrators review, recommend and batch-edit any. */
export const articleManageRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/article",
    title: "发布文章",
    access: "login",
    userRateLimit: articleWrites,
    permission: true,
    body: articleCreateBodySchema,
    reply: articleSchema,
    handler: ({ ctx, actor, body }) => createArticle(ctx, actor, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/article",
    title: "更新文章",
    access: "login",
    userRateLimit: articleWrites,
    permission: true,
    body: articleUpdateBodySchema,
    reply: empty,
    async handler({ ctx, actor, body }) {
      await updateArticle(ctx, actor, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/article",
    title: "删除文章",
    access: "login",
    permission: true,
    query: articleIdsQuerySchema,
    reply: empty,
    async handler({ ctx, actor, query }) {
      const privileged = await actor.can(deleteArticlePermission.method, deleteArticlePermission.path);
      await deleteArticles(ctx, Number(actor.requireUser().id), privileged, query.id);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/article/check",
    title: "审核文章",
    access: "admin",
    body: articleCheckBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await checkArticles(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/article/recommend",
    title: "推荐文章",
    access: "admin",
    body: articleRecommendBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await recommendArticles(ctx, body.article_id, body.is_recommend);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/article/category",
    title: "批量设置文章分类",
    access: "admin",
    body: articleCategoryBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await setCategoriesOfArticles(ctx, body.article_id, body.category_id);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/article/index",
    title: "更新文章索引",
    access: "admin",
    reply: empty,
    async handler({ ctx }) {
      await reindexArticles(ctx);
      return {};
    },
  }),
  defineRoute({
    method: "POST",
    path: articleUploadPath,
    title: "上传文章图片",
    access: "login",
    permission: true,
    raw: true,
    errorCodeIsStatus: true,
    query: z.object({ type: qString() }),
    handler: uploadArticleImage,
  }),
];
